import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { jsonValue } from '../db/json-rows.ts';
import { creatures } from '../db/schema/creatures.ts';
import { playerCampaignSeen } from '../db/schema/player-campaign-seen.ts';
import { playerOffers } from '../db/schema/player-offers.ts';

/** A player's dealing with one window of an offer: seen, bought. */
export interface OfferState {
  offer: string;
  run: number;
  seen: boolean;
  bought: boolean;
}

/** Player info's select field: the player's offer states (as `offerStatesFrom` reads them). */
export function offerStatesField(playerId: SQL) {
  return sql<unknown>`coalesce((select json_agg(json_build_object('o', o.offer, 'r', o.run,
    's', o.seen_at is not null, 'b', o.bought_at is not null))
    from ${playerOffers} o where o.player_id = ${playerId}), '[]'::json)`;
}

export function offerStatesFrom(value: unknown): OfferState[] {
  const list = (jsonValue(value as string) as unknown as { o: string; r: number; s: boolean; b: boolean }[] | null) ?? [];
  return list.map((row) => ({ offer: row.o, run: Number(row.r), seen: row.s, bought: row.b }));
}

/** Player info's select field: the campaign runs the player has seen, as `campaign:run`. */
export function seenCampaignsField(playerId: SQL) {
  return sql<unknown>`coalesce((select json_agg(c.campaign || ':' || c.run)
    from ${playerCampaignSeen} c where c.player_id = ${playerId}), '[]'::json)`;
}

export function seenCampaignsFrom(value: unknown): string[] {
  return (jsonValue(value as string) as unknown as string[] | null) ?? [];
}

export async function loadOfferStates(db: DbOrTx, playerId: number): Promise<OfferState[]> {
  const rows = await db.select().from(playerOffers).where(eq(playerOffers.playerId, playerId));
  return rows.map((row) => ({ offer: row.offer, run: row.run, seen: row.seenAt !== null, bought: row.boughtAt !== null }));
}

export async function markOfferSeen(db: DbOrTx, params: { playerId: number; offer: string; run: number; now: Date }) {
  await db
    .insert(playerOffers)
    .values({ playerId: params.playerId, offer: params.offer, run: params.run, seenAt: params.now })
    .onConflictDoUpdate({
      target: [playerOffers.playerId, playerOffers.offer, playerOffers.run],
      set: { seenAt: sql`coalesce(${playerOffers.seenAt}, excluded.seen_at)` },
    });
}

/** Marks the window bought; false when it was bought already (each window is honoured once). */
export async function markOfferBought(
  db: DbOrTx,
  params: { playerId: number; offer: string; run: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(playerOffers)
    .values({ playerId: params.playerId, offer: params.offer, run: params.run, boughtAt: params.now })
    .onConflictDoUpdate({
      target: [playerOffers.playerId, playerOffers.offer, playerOffers.run],
      set: { boughtAt: params.now },
      setWhere: isNull(playerOffers.boughtAt),
    })
    .returning({ offer: playerOffers.offer });
  return rows.length > 0;
}

export async function markCampaignSeen(db: DbOrTx, params: { playerId: number; campaign: string; run: number; now: Date }) {
  await db
    .insert(playerCampaignSeen)
    .values({ playerId: params.playerId, campaign: params.campaign, run: params.run, seenAt: params.now })
    .onConflictDoNothing();
}

export async function loadSeenCampaigns(db: DbOrTx, playerId: number): Promise<string[]> {
  const rows = await db
    .select({ campaign: playerCampaignSeen.campaign, run: playerCampaignSeen.run })
    .from(playerCampaignSeen)
    .where(and(eq(playerCampaignSeen.playerId, playerId)));
  return rows.map((row) => `${row.campaign}:${row.run}`);
}

/** The heroes a player owns (the discounts follow the shop's price, which grows with them). */
export async function countOwnedHeroes(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creatures).where(eq(creatures.playerId, playerId));
  return row?.n ?? 0;
}
