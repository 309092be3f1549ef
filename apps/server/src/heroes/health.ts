import { and, eq, inArray, sql } from 'drizzle-orm';
import { healthRestoreOptions, type HealthRestoreId } from '@rol/rules/economy/health-restore';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { creatures } from '../db/schema/creatures.ts';
import type { AppContext } from '../http/app-context.ts';
import { heroMaxHealth } from './creature-dto.ts';
import { loadHeroStates } from './creature-view.ts';
import { ApiError } from '../http/api-error.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { recoveredHealth } from './health-recovery.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';

/** Every hero's health after lazy recovery (+1 per minute, faster under a set). */
export async function recoveredHeroes(db: DbOrTx, playerId: number, nowMs: number) {
  return (await loadHeroStates(db, playerId, nowMs)).map((hero) => ({
    row: hero.row,
    ...recoveredHealth(hero.row, heroMaxHealth(hero), nowMs, hero.set),
  }));
}

/**
 * Every hero's health after lazy recovery, what is missing and what a full restore costs for a
 * player of `level` (the gold price grows with it).
 */
export async function healthStateOf(db: DbOrTx, playerId: number, nowMs: number, level: number) {
  const heroes = await recoveredHeroes(db, playerId, nowMs);
  const missing = heroes.reduce((sum, h) => sum + (h.maxHealth - h.health), 0);
  const fullAts = heroes.map((h) => h.fullAt).filter((at): at is number => at !== null);
  return {
    heroes,
    dto: {
      creatures: heroes.map((h) => ({ creatureId: h.row.id, health: h.health, maxHealth: h.maxHealth })),
      missingHealth: missing,
      fullAt: fullAts.length === 0 ? null : Math.max(...fullAts),
      options: healthRestoreOptions(missing, level),
    },
  };
}

export async function getHealthOptions(ctx: AppContext, player: { id: number; level: number }) {
  return (await healthStateOf(ctx.db, player.id, ctx.clock(), player.level)).dto;
}

/**
 * `player/health/{id}/restore`: every hero to full health, paid with option `id` through the
 * ledger. The player's row lock makes concurrent restores pay once (the next finds HEALTH_FULL).
 */
export async function restoreHealth(ctx: AppContext, who: ActingPlayer, optionId: HealthRestoreId) {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const playerId = player.id;
    const before = await healthStateOf(tx, playerId, nowMs, player.level);
    const option = before.dto.options.find((o) => o.id === optionId);
    if (!option) throw new ApiError('HEALTH_FULL');
    const balances = await applyAmounts(tx, {
      playerId,
      amounts: option.price,
      sign: -1,
      reason: 'health-restore',
      reference: optionId,
      now,
    });
    for (const hero of before.heroes.filter((h) => h.health < h.maxHealth))
      await tx
        .update(creatures)
        .set({ health: hero.maxHealth, healthAt: now })
        .where(and(eq(creatures.playerId, playerId), inArray(creatures.id, [hero.row.id])));
    const after = await healthStateOf(tx, playerId, nowMs, player.level);
    return { ...after.dto, paid: option.price, balances: balancesOf({ ...player, ...balances }) };
  });
}

/**
 * Found by the player's index and filtered by the heroes' ids, so that a custom plan can be no better
 * than the generic one and PostgreSQL settles on the generic plan of the prepared statement. Joined
 * to `unnest` (or with `id = any(…)`, which the primary key serves) it was planned again on every
 * battle/complete: about 170 µs of planning each.
 */
const creaturesHealthStored = preparedQuery('creatures_health_stored', (db, name) =>
  db
    .update(creatures)
    .set({
      health: sql`(${sql.placeholder('healths')}::int[])[array_position(${sql.placeholder('ids')}::int[], ${creatures.id})]`,
      healthAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(creatures.playerId, sql`${sql.placeholder('playerId')}::int`),
        sql`array_position(${sql.placeholder('ids')}::int[], ${creatures.id}) is not null`,
      ),
    )
    .prepare(name),
);

/** `storeCreatureHealth` for several heroes of one player in one statement. */
export async function storeCreaturesHealth(
  db: DbOrTx,
  params: { playerId: number; heroes: { creatureId: number; health: number }[]; now: Date },
) {
  if (params.heroes.length === 0) return;
  await creaturesHealthStored(db, {
    playerId: params.playerId,
    ids: params.heroes.map((h) => h.creatureId),
    healths: params.heroes.map((h) => Math.max(0, Math.round(h.health))),
    now: params.now.toISOString(),
  });
}

/**
 * Stores a hero's health (battles: read `recoveredHealth` first, then store the result) so that
 * recovery counts from now.
 */
export async function storeCreatureHealth(
  db: DbOrTx,
  params: { creatureId: number; health: number; now: Date },
) {
  await db
    .update(creatures)
    .set({ health: Math.max(0, Math.round(params.health)), healthAt: params.now })
    .where(eq(creatures.id, params.creatureId));
}
