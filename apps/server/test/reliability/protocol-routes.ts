import * as accountRoutes from '@rol/protocol/account-routes';
import * as arenaRoutes from '@rol/protocol/arena-routes';
import * as artifactRoutes from '@rol/protocol/artifact-routes';
import * as backpackRoutes from '@rol/protocol/backpack-routes';
import * as battleRoutes from '@rol/protocol/battle-routes';
import * as chatRoutes from '@rol/protocol/chat-routes';
import * as clanEconomyRoutes from '@rol/protocol/clan-economy-routes';
import * as clanRoutes from '@rol/protocol/clan-routes';
import * as clanRaidRoutes from '@rol/protocol/clan-raid-routes';
import * as creatureRoutes from '@rol/protocol/creature-routes';
import * as itemPlaceRoutes from '@rol/protocol/item-place-routes';
import { gameStartedVersionedRoute, loadLogRoutes } from '@rol/protocol/load-log-routes';
import * as mailRoutes from '@rol/protocol/mail-routes';
import * as placeRoutes from '@rol/protocol/place-routes';
import * as playerRoutes from '@rol/protocol/player-routes';
import * as coordinateRoutes from '@rol/protocol/coordinate-routes';
import * as everydayRewardRoutes from '@rol/protocol/everyday-reward-routes';
import * as healthRoutes from '@rol/protocol/health-routes';
import * as markerRoutes from '@rol/protocol/marker-routes';
import * as newsRoutes from '@rol/protocol/news-routes';
import * as notificationRoutes from '@rol/protocol/notification-routes';
import * as ratingRoutes from '@rol/protocol/rating-routes';
import type { RouteDef } from '@rol/protocol/route';
import * as shopRoutes from '@rol/protocol/shop-routes';
import * as staffRoutes from '@rol/protocol/staff-routes';
import * as forumRoutes from '@rol/protocol/forum-routes';
import * as giftRoutes from '@rol/protocol/gift-routes';
import * as manualRoutes from '@rol/protocol/manual-routes';
import * as taskRoutes from '@rol/protocol/task-routes';
import * as platformRoutes from '@rol/protocol/platform-routes';
import * as platformAccountRoutes from '@rol/protocol/platform-account-routes';
import * as snowWorldRoutes from '@rol/protocol/snow-world-routes';
import * as monasteryRoutes from '@rol/protocol/monastery-routes';
import * as boosterRoutes from '@rol/protocol/booster-routes';
import * as wheelRoutes from '@rol/protocol/wheel-routes';
import * as paymentRoutes from '@rol/protocol/payment-routes';
import * as catalogueShopRoutes from '@rol/protocol/catalogue-shop-routes';
import * as referralRoutes from '@rol/protocol/referral-routes';
import * as delayedChestRoutes from '@rol/protocol/delayed-chest-routes';
import * as spendChestRoutes from '@rol/protocol/spend-chest-routes';
import * as campaignRoutes from '@rol/protocol/campaign-routes';
import * as platformPaymentRoutes from '@rol/protocol/platform-payment-routes';
import * as paymentMethodRoutes from '@rol/protocol/payment-method-routes';
import * as offerRoutes from '@rol/protocol/offer-routes';
import * as bonusStatusRoutes from '@rol/protocol/bonus-status-routes';

const isRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value;

/** Every protocol route (one entry per method and path). Add a module here when a new one appears. */
const modules: unknown[] = [
  ...Object.values(accountRoutes),
  ...Object.values(playerRoutes),
  ...Object.values(chatRoutes),
  ...Object.values(mailRoutes),
  ...Object.values(placeRoutes),
  ...Object.values(coordinateRoutes),
  ...Object.values(everydayRewardRoutes),
  ...Object.values(healthRoutes),
  ...Object.values(markerRoutes),
  ...Object.values(newsRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(battleRoutes),
  ...Object.values(creatureRoutes),
  ...Object.values(artifactRoutes),
  ...Object.values(backpackRoutes),
  ...Object.values(shopRoutes),
  ...Object.values(itemPlaceRoutes),
  ...Object.values(staffRoutes),
  ...Object.values(arenaRoutes),
  ...Object.values(ratingRoutes),
  ...Object.values(forumRoutes),
  ...Object.values(giftRoutes),
  ...Object.values(manualRoutes),
  ...Object.values(clanRoutes),
  ...Object.values(clanEconomyRoutes),
  ...Object.values(taskRoutes),
  ...Object.values(platformRoutes),
  ...Object.values(snowWorldRoutes),
  ...Object.values(monasteryRoutes),
  ...Object.values(boosterRoutes),
  ...Object.values(wheelRoutes),
  ...Object.values(clanRaidRoutes),
  ...Object.values(paymentRoutes),
  ...Object.values(platformAccountRoutes),
  ...Object.values(catalogueShopRoutes),
  ...Object.values(referralRoutes),
  ...Object.values(delayedChestRoutes),
  ...Object.values(spendChestRoutes),
  ...Object.values(campaignRoutes),
  ...Object.values(platformPaymentRoutes),
  ...Object.values(paymentMethodRoutes),
  ...Object.values(offerRoutes),
  ...Object.values(bonusStatusRoutes),
];
const all: RouteDef[] = [
  ...modules.filter(isRoute),
  ...loadLogRoutes.map((r): RouteDef => r.route),
  gameStartedVersionedRoute,
];
export const PROTOCOL_ROUTES: RouteDef[] = [
  ...new Map(all.map((r) => [`${r.method} ${r.path}`, r] as const)).values(),
];

/** The field names a zod object schema declares (through refinements and pipes), else none. */
export function fieldsOf(schema: unknown): string[] {
  let current = schema as
    | { shape?: Record<string, unknown>; def?: { in?: unknown; schema?: unknown; innerType?: unknown } }
    | undefined;
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    current = (current.def?.in ?? current.def?.schema ?? current.def?.innerType) as typeof current;
  }
  return [];
}

export const paramNames = (route: RouteDef): string[] =>
  [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export function pathWith(route: RouteDef, values: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    try {
      return encodeURIComponent(values[name] ?? '');
    } catch {
      return '%ED%A0%80'; // a lone surrogate: sent as broken UTF-8
    }
  });
}
