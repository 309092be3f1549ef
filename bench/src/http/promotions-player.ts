import type { CampaignDto } from '@rol/protocol/campaign-routes';
import type { DelayedChestDto } from '@rol/protocol/delayed-chest-routes';
import type { WheelStatusDto } from '@rol/protocol/wheel-routes';
import { PROMOTIONS_LEVEL } from '@rol/rules/economy/promotions-gate';
import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/** The calls of a promotions round, in the order a round makes them (each action only when it applies). */
export const PROMOTIONS_CALLS = [
  'campaign/list',
  'campaign/use',
  'campaign/get/wheel/status',
  'campaign/wheel/ticket/ad',
  'campaign/spin/wheel',
  'campaign/wheel/take/reward',
  'campaign/get/chest/status',
  'delayed/chest/ensure',
  'delayed/chest/speedup',
  'delayed/chest/take',
] as const;

/** The round's players are raised to the promotions' level: below it every promotion refuses. */
export const PROMOTIONS_PLAYER_LEVEL = PROMOTIONS_LEVEL;

/** Wheel tickets granted to each player of the round (through the ledger), one a spin. */
export const PROMOTIONS_TICKETS = 100_000;

/**
 * Grants `PROMOTIONS_TICKETS` wheel tickets to `$2` as the game does it: the balance and a ledger
 * row with the balance after it, in one statement.
 */
export const TICKETS_GRANT_SQL = `
with granted as (update players set tickets = tickets + $1 where id = any($2::int[]) returning id, tickets)
insert into ledger (player_id, resource, delta, balance_after, reason, reference, created_at)
select id, 'tickets', $1, tickets, 'bench-grant', null, now() from granted`;

/** Each player's first hero, for the wheel's hero prize. */
export const FIRST_HEROES_SQL =
  'SELECT player_id AS "playerId", min(id) AS "creatureId" FROM creatures WHERE player_id = ANY($1::int[]) GROUP BY player_id';

/** The first running campaign whose gift the player may still take now; null when none. */
export function campaignToUse(campaigns: readonly CampaignDto[]): CampaignDto | null {
  return (
    campaigns.find(
      (c) =>
        c.running &&
        c.gift !== null &&
        (c.usesPerDay === null || c.usesToday < c.usesPerDay) &&
        (c.usesPerRun === null || c.usesInRun < c.usesPerRun),
    ) ?? null
  );
}

type ChestAnswer = { chest: DelayedChestDto };

/**
 * One round of the promotions (calls): the campaigns' calendar and a running gift taken while its
 * limits allow; the wheel's status, a ticket for an ad while the day's three last, a spin (free or
 * a ticket) and its prize taken (a hero prize to the player's first hero); the chests by gems
 * spent; the delayed chest put on the clock, opened with gems and taken. Returns false when a call
 * failed.
 */
export function promotionsRound(firstHero: ReadonlyMap<number, number>) {
  return async (client: GameClient, player: BenchPlayer): Promise<boolean> => {
    const { token, playerId } = player;
    const list = await client.call<{ campaigns: CampaignDto[] }>(
      'campaign/list',
      'GET',
      '/api/campaign/list',
      token,
    );
    if (list.status !== 200) return false;
    const gift = campaignToUse(list.body.campaigns);
    if (gift) {
      const used = await client.call('campaign/use', 'GET', `/api/campaign/use/${gift.id}`, token);
      if (used.status !== 200) return false;
    }
    const wheel = await client.call<WheelStatusDto>(
      'campaign/get/wheel/status',
      'GET',
      '/api/campaign/get/wheel/status',
      token,
    );
    if (wheel.status !== 200) return false;
    // A ticket for an ad only where the platform shows ads (never for the bench's own-site players)
    // and once the pause between two views is over.
    const { ads, tickets } = wheel.body;
    if (ads.offered && ads.waitMs <= 0 && tickets.received < tickets.limit) {
      const ad = await client.call(
        'campaign/wheel/ticket/ad',
        'POST',
        '/api/campaign/wheel/ticket/ad',
        token,
      );
      if (ad.status !== 200) return false;
    }
    let pending = wheel.body.pending;
    if (!pending) {
      const spun = await client.call<{ status: WheelStatusDto }>(
        'campaign/spin/wheel',
        'GET',
        '/api/campaign/spin/wheel',
        token,
      );
      if (spun.status !== 200) return false;
      pending = spun.body.status.pending;
    }
    if (pending) {
      const hero = pending.prize.kind === 'hero' ? `?optionalCreatureId=${firstHero.get(playerId) ?? 0}` : '';
      const taken = await client.call(
        'campaign/wheel/take/reward',
        'GET',
        `/api/campaign/wheel/take/reward${hero}`,
        token,
      );
      if (taken.status !== 200) return false;
    }
    const chests = await client.call(
      'campaign/get/chest/status',
      'GET',
      '/api/campaign/get/chest/status',
      token,
    );
    if (chests.status !== 200) return false;
    const ensured = await client.call<ChestAnswer>(
      'delayed/chest/ensure',
      'GET',
      '/api/delayed/chest/ensure',
      token,
    );
    if (ensured.status !== 200) return false;
    if (!ensured.body.chest.ready) {
      const sped = await client.call('delayed/chest/speedup', 'GET', '/api/delayed/chest/speedup', token);
      if (sped.status !== 200) return false;
    }
    const taken = await client.call('delayed/chest/take', 'GET', '/api/delayed/chest/take', token);
    return taken.status === 200;
  };
}
