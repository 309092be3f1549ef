import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { creatures } from './creatures.ts';
import { players } from './players.ts';

/**
 * A force a hero has studied (§3 forcesV2) at its current rank (1 … the force's max rank). Forces not
 * studied have no row. Completed steps write their rank here (lazily, docs/architecture.md, "Game state").
 */
export const creatureForces = pgTable(
  'creature_forces',
  {
    creatureId: integer('creature_id')
      .notNull()
      .references(() => creatures.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    forceId: text('force_id').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creatureId, t.forceId] }), index('creature_forces_player_idx').on(t.playerId)],
);

export type CreatureForceRow = typeof creatureForces.$inferSelect;
