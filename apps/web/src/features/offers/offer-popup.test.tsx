import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferDto } from '@rol/protocol/offer-dto';
import { bothLangsI18n } from '../../i18n/test-i18n.ts';
import type { UiLang } from '../../launch/launch-params.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { OfferPopupCard } from './offer-popup.tsx';
import { calmForPopup, discountPercent, popupOffer, type PopupMoment } from './offer-popup-rules.ts';
import { offerPopupStore } from './offer-popup-store.ts';

const HOUR = 3_600_000;
const NOW = 1_800_000_000_000;

const firstHero: OfferDto = {
  id: 'first-hero',
  kind: 'FIRST_HERO',
  run: 0,
  startsAt: NOW - HOUR,
  endsAt: NOW + 5 * HOUR,
  seen: false,
  heroTier: 'LEGENDARY',
  heroClasses: ['knight', 'ranger'],
  price: { MITHRIL: 99 },
  fullPrice: { MITHRIL: 396 },
  gemsMultiplier: null,
};
const gemsX2: OfferDto = { ...firstHero, id: 'gems-x2', kind: 'GEMS_X2', heroTier: null, heroClasses: [], price: null, fullPrice: null, gemsMultiplier: 2 };

const calm: PopupMoment = { scene: 'Road', windowsOpen: 0, banned: false, tutorialFinished: true };

const render = (lang: UiLang, offer: OfferDto) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={bothLangsI18n(lang)}>
      <OfferPopupCard offer={offer} now={NOW} bottom={180} onLook={() => undefined} onClose={() => undefined} />
    </I18nextProvider>,
  );

beforeEach(() => {
  offerPopupStore.setState({ shown: null, keys: new Set() });
  useWindowStore.setState({ stack: [] });
});

describe('the offers pop-up', () => {
  it('shows once for an unseen offer, and marks it seen as it shows', () => {
    const markSeen = vi.fn();
    const offer = popupOffer([{ ...gemsX2, seen: true }, firstHero], offerPopupStore.getState().keys);
    expect(offer?.id).toBe('first-hero');
    expect(offerPopupStore.getState().present(offer!, markSeen)).toBe(true);
    expect(markSeen).toHaveBeenCalledExactlyOnceWith('first-hero');
    expect(offerPopupStore.getState().shown?.id).toBe('first-hero');
    // Hidden, it does not come back in this session even before the server's `seen` arrives …
    offerPopupStore.getState().hide();
    expect(popupOffer([firstHero], offerPopupStore.getState().keys)).toBeNull();
    expect(offerPopupStore.getState().present(firstHero, markSeen)).toBe(false);
    expect(markSeen).toHaveBeenCalledTimes(1);
    // … nor on another device, where the offer arrives seen.
    expect(popupOffer([{ ...firstHero, seen: true }], new Set())).toBeNull();
    // Next week's window of a weekly offer is a new one.
    expect(popupOffer([{ ...firstHero, run: 1 }], offerPopupStore.getState().keys)?.run).toBe(1);
  });

  it('shows one card at a time', () => {
    const markSeen = vi.fn();
    expect(offerPopupStore.getState().present(firstHero, markSeen)).toBe(true);
    expect(offerPopupStore.getState().present(gemsX2, markSeen)).toBe(false);
    expect(markSeen).toHaveBeenCalledTimes(1);
    offerPopupStore.getState().hide();
    expect(popupOffer([firstHero, gemsX2], offerPopupStore.getState().keys)?.id).toBe('gems-x2');
  });

  it('waits for a calm road: not with a window open, off the road, in a battle, under a ban or the guide', () => {
    expect(calmForPopup(calm)).toBe(true);
    expect(calmForPopup({ ...calm, windowsOpen: 1 })).toBe(false);
    expect(calmForPopup({ ...calm, scene: 'Creature' })).toBe(false);
    expect(calmForPopup({ ...calm, scene: 'Battle' })).toBe(false);
    expect(calmForPopup({ ...calm, scene: 'BattleLoading' })).toBe(false);
    expect(calmForPopup({ ...calm, scene: null })).toBe(false);
    expect(calmForPopup({ ...calm, banned: true })).toBe(false);
    expect(calmForPopup({ ...calm, tutorialFinished: false })).toBe(false);
  });

  it('"Look" gives way to the offers window', () => {
    offerPopupStore.getState().present(firstHero, () => undefined);
    offerPopupStore.getState().look();
    expect(offerPopupStore.getState().shown).toBeNull();
    expect(useWindowStore.getState().stack).toEqual(['offers']);
  });

  it('names the offer, its discount, price and time left, in both languages', () => {
    const ru = render('ru', firstHero);
    expect(ru).toContain('Новое предложение');
    expect(ru).toContain('Первый герой');
    expect(ru).toContain('−75 %');
    expect(ru).toContain('Осталось');
    expect(ru).toContain('>Смотреть<');
    expect(ru).toContain('aria-label="Закрыть"');
    const en = render('en', firstHero);
    expect(en).toContain('First hero');
    expect(en).toContain('−75%');
    expect(en).toContain('left');
    expect(en).toContain('>Look<');
    expect(en).toContain('bottom:180px');
    expect(render('en', gemsX2)).toContain('Emeralds ×2');
  });

  it('counts a discount only against a price in the same resource', () => {
    expect(discountPercent(firstHero)).toBe(75);
    expect(discountPercent({ price: { MITHRIL: 200 }, fullPrice: { MITHRIL: 400 } })).toBe(50);
    expect(discountPercent({ price: { MITHRIL: 99 }, fullPrice: { GOLD: 5000 } })).toBeNull();
    expect(discountPercent({ price: { MITHRIL: 400 }, fullPrice: { MITHRIL: 400 } })).toBeNull();
    expect(discountPercent(gemsX2)).toBeNull();
  });
});
