import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { giftListRoute, giftNewsResetRoute, giftOpenRoute, giftSendRoute, promoGiftAcceptRoute } from '@rol/protocol/gift-routes';
import type { BodyOf } from '@rol/protocol/route';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import { patchPlayer } from '../../api/player-cache.ts';

export type GiftBox = 'received' | 'sent';
const giftKeys = { all: ['gifts'] as const, box: (box: GiftBox) => ['gifts', box] as const };

export function useGifts(box: GiftBox) {
  return useQuery({ queryKey: giftKeys.box(box), queryFn: () => api.call(giftListRoute, { query: { box } }), retry: false });
}

/** Sending, opening, the sent-box mark and the promo gift; balances land in the HUD. */
export function useGiftActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: giftKeys.all });
  const send = useMutation({
    mutationFn: (body: BodyOf<typeof giftSendRoute>) => api.call(giftSendRoute, { body }),
    onSuccess: async (answer) => {
      await Promise.all([afterPurchase(client, answer.balances), refresh()]);
    },
  });
  const open = useMutation({
    mutationFn: (id: number) => api.call(giftOpenRoute, { params: { id } }),
    onSuccess: async (answer) => {
      await Promise.all([afterPurchase(client, answer.balances), refresh()]);
    },
  });
  const seen = useMutation({
    mutationFn: () => api.call(giftNewsResetRoute),
    onSuccess: () => patchPlayer(client, { giftNews: false }),
  });
  const promo = useMutation({
    mutationFn: () => api.call(promoGiftAcceptRoute),
    onSuccess: (answer) => afterPurchase(client, answer.balances),
  });
  return { send, open, seen, promo };
}
