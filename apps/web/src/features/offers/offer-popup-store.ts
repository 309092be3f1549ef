import { create } from 'zustand';
import type { OfferDto } from '@rol/protocol/offer-dto';
import { useWindowStore } from '../../stores/window-store.ts';
import { offerKey } from './offer-popup-rules.ts';

interface OfferPopupState {
  /** The offer the card shows now, if any: one card at a time. */
  shown: OfferDto | null;
  /** The offers' windows popped up in this session (the server's `seen` covers the other devices). */
  keys: ReadonlySet<string>;
  /** Shows `offer`'s card and marks it seen with `markSeen`; false if it was popped up already. */
  present(offer: OfferDto, markSeen: (offerId: string) => void): boolean;
  hide(): void;
  /** "Look": the card gives way to the offers window. */
  look(): void;
}

/** The offers' pop-up card: which offer it shows and which it showed (docs/economy.md, "Offers"). */
export const offerPopupStore = create<OfferPopupState>()((set, get) => ({
  shown: null,
  keys: new Set(),
  present: (offer, markSeen) => {
    const key = offerKey(offer);
    if (get().shown !== null || get().keys.has(key)) return false;
    set({ shown: offer, keys: new Set([...get().keys, key]) });
    markSeen(offer.id);
    return true;
  },
  hide: () => set({ shown: null }),
  look: () => {
    set({ shown: null });
    useWindowStore.getState().open('offers');
  },
}));
