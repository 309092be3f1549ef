import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { jsonValue } from '../db/json-rows.ts';
import { players } from '../db/schema/players.ts';
import type { BoosterWindow } from '@rol/rules/economy/boosters';
import { setWindowOf } from '../progress/booster-windows.ts';

/** A studied force of a hero. */
export interface HeroForce {
  creatureId: number;
  forceId: string;
  rank: number;
}

/** A force or rank step (`target`: the force id, or `rank`); times in epoch ms. */
export interface HeroStep {
  id: number;
  creatureId: number;
  kind: 'force' | 'rank';
  target: string;
  toRank: number;
  startedAt: number;
  doneAt: number;
}

/** An artifact held by one of the player's heroes. */
export interface HeldArtifact {
  id: number;
  artifactId: string;
  level: number;
  creatureId: number;
}

/** Everything a hero view needs besides the creature rows, for all of a player's heroes. */
export interface HeroExtras {
  forces: HeroForce[];
  steps: HeroStep[];
  artifacts: HeldArtifact[];
  cards: { card: string; count: number }[];
  extraHammers: number;
  /** The set (silver, gold, platinum) of the player's set slot, running or over; null without one. */
  set?: BoosterWindow | null;
}

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::bigint`);

/**
 * `"players"."id"` written out: a column of a one-table select renders unqualified (`"id"`), which a
 * subquery would take for its own table's id.
 */
export const PLAYERS_ID = sql.raw('"players"."id"');

/**
 * The select fields of a player's hero extras, for the player whose id is `playerId` (PLAYERS_ID in
 * a statement on `players`, so other statements can read the extras along with their own).
 */
export function heroExtrasFields(playerId: SQLWrapper) {
  return {
    extraHammers: players.extraHammers,
    forces: sql<HeroForce[]>`coalesce((select json_agg(json_build_object(
        'creatureId', f.creature_id, 'forceId', f.force_id, 'rank', f.rank))
        from creature_forces f where f.player_id = ${playerId}), '[]'::json)`,
    steps: sql<HeroStep[]>`coalesce((select json_agg(json_build_object(
        'id', s.id, 'creatureId', s.creature_id, 'kind', s.kind, 'target', s.target, 'toRank', s.to_rank,
        'startedAt', ${epochMs('s.started_at')}, 'doneAt', ${epochMs('s.done_at')}) order by s.id)
        from upgrade_steps s where s.player_id = ${playerId}), '[]'::json)`,
    artifacts: sql<HeldArtifact[]>`coalesce((select json_agg(json_build_object(
        'id', a.id, 'artifactId', a.artifact_id, 'level', a.level, 'creatureId', a.creature_id) order by a.id)
        from artifact_items a where a.player_id = ${playerId} and a.creature_id is not null), '[]'::json)`,
    cards: sql<{ card: string; count: number }[]>`coalesce((select json_agg(json_build_object(
        'card', c.card, 'count', c.count) order by c.card)
        from player_cards c where c.player_id = ${playerId}), '[]'::json)`,
    set: sql<unknown>`(select json_build_object('boosterId', b.booster_id,
        'startedAt', ${epochMs('b.started_at')}, 'endsAt', ${epochMs('b.ends_at')})
        from player_boosters b where b.player_id = ${playerId} and b.slot = 'set')`,
  };
}

/** The extras from a row read with `heroExtrasFields`. */
export function heroExtrasOf(row: {
  extraHammers: number;
  forces: HeroForce[] | string;
  steps: HeroStep[] | string;
  artifacts: HeldArtifact[] | string;
  cards: { card: string; count: number }[] | string;
  set?: unknown;
}): HeroExtras {
  return {
    extraHammers: row.extraHammers,
    forces: jsonValue(row.forces),
    steps: jsonValue(row.steps),
    artifacts: jsonValue(row.artifacts),
    cards: jsonValue(row.cards),
    set: setWindowOf(row.set),
  };
}

const heroExtrasOfPlayer = preparedQuery('hero_extras_of_player', (db, name) =>
  db
    .select(heroExtrasFields(PLAYERS_ID))
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/**
 * One statement for the forces, steps, held artifacts and cards of all the player's heroes (player
 * info and the hero calls build their views from it, so a view costs one round trip besides the
 * creature rows). Null when the player does not exist.
 */
export async function loadHeroExtras(db: DbOrTx, playerId: number): Promise<HeroExtras | null> {
  const [row] = await heroExtrasOfPlayer(db, { playerId });
  return row ? heroExtrasOf(row) : null;
}
