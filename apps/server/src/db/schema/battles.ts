import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  BattleAction,
  BattleKind,
  BattleMove,
  BattleSetup,
  BattleState,
  BattleStateName,
} from '@rol/rules/battle/battle-types';
import type { RngState } from '@rol/rules/random/prng';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A battle (§3 Battle status, docs/architecture.md, "Game state"). `setup`, `seed` and `actions` replay it exactly with the
 * engine; `engine_state`, `rng` and `moves` are the result kept so a call needs no replay (`moves`
 * is the whole move list, so `moves/sublist/get` is a slice). Every change bumps `version` with a
 * compare-and-set, so two concurrent actions never both apply. `settled_at` is set once, by
 * `battle/complete`, when the battle's rewards or penalties are settled; `players.battle_id` points
 * at the battle until then.
 */
export const battles = pgTable(
  'battles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BattleKind>().notNull(),
    placeId: integer('place_id'),
    state: text('state').$type<BattleStateName>().notNull(),
    setup: jsonb('setup').$type<BattleSetup>().notNull(),
    /** The engine's seed (uint32). */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    actions: jsonb('actions')
      .$type<BattleAction[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    engineState: jsonb('engine_state').$type<BattleState>().notNull(),
    rng: jsonb('rng').$type<RngState>().notNull(),
    moves: jsonb('moves')
      .$type<BattleMove[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Who won once COMPLETED (0 the squad); null before. */
    winnerTeam: integer('winner_team'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** When `battle/complete` settled it (exactly once). */
    settledAt: at('settled_at'),
  },
  (t) => [
    index('battles_player_idx').on(t.playerId, t.id),
    /** At most one unsettled battle per player. */
    uniqueIndex('battles_player_open_idx')
      .on(t.playerId)
      .where(sql`${t.settledAt} is null`),
  ],
);

export type BattleRow = typeof battles.$inferSelect;
export type NewBattleRow = typeof battles.$inferInsert;
