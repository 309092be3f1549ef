import { heroDisplayStats } from '@rol/rules/heroes/hero-stats';
import { MAX_SQUAD } from '@rol/rules/battle/mob-battle';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { ratingParams } from '../db/schema/rating-params.ts';
import { heroLoadout } from './hero-loadout.ts';
import { loadHeroRows, type HeroRows } from './hero-rows-query.ts';
import { heroStates } from './hero-state.ts';

/**
 * The `params` rating's strength of the player's squad now: attack + defence + maximum health of the
 * squad heroes (slot order, at most 6) as the hero page shows them, with their forces, artifacts and
 * the steps done by now.
 */
export function squadPowerOf({ rows, extras }: HeroRows, nowMs: number): number {
  const inSquad = new Set(
    rows
      .filter((r) => r.inSquad)
      .slice(0, MAX_SQUAD)
      .map((r) => r.id),
  );
  return heroStates(rows, extras, nowMs)
    .filter((h) => inSquad.has(h.row.id))
    .reduce((sum, h) => {
      const s = heroDisplayStats(heroLoadout(h));
      return sum + s.attack + s.defence + s.maxHealth;
    }, 0);
}

/**
 * Stores the player's squad strength for the `params` rating (one upsert). Called in the
 * transaction of every action that can change it — the first squad, each hero action (upgrades,
 * artifacts, the forge, the squad), the arena — and when the player reads a rating, so every
 * player with a squad has a row and it follows their progress without a recount.
 */
export async function storeSquadPower(
  tx: DbOrTx,
  playerId: number,
  heroes: HeroRows,
  now: Date,
): Promise<void> {
  await squadPowerStored(tx, { playerId, power: squadPowerOf(heroes, now.getTime()), now });
}

const squadPowerStored = preparedQuery('squad_power_stored', (db, name) =>
  db
    .insert(ratingParams)
    .values({
      playerId: sql.placeholder('playerId'),
      power: sql.placeholder('power'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: ratingParams.playerId,
      set: { power: sql`excluded.power`, updatedAt: sql`excluded.updated_at` },
    })
    .prepare(name),
);

/** `storeSquadPower` with the heroes read now (nothing stored for a player without heroes). */
export async function refreshSquadPower(tx: DbOrTx, playerId: number, now: Date): Promise<void> {
  const heroes = await loadHeroRows(tx, playerId);
  if (heroes && heroes.rows.length > 0) await storeSquadPower(tx, playerId, heroes, now);
}
