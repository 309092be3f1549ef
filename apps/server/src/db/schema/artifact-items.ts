import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { creatures } from './creatures.ts';
import { players } from './players.ts';

/**
 * An artifact a player owns (§3): in the storage (`creature_id` null) or held by one of the player's
 * heroes. `source` says where it came from (`place:123`, `battle:45`, `shop`), for the player log.
 */
export const artifactItems = pgTable(
  'artifact_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    artifactId: text('artifact_id').notNull(),
    level: integer('level').notNull().default(1),
    creatureId: integer('creature_id').references(() => creatures.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    acquiredAt: timestamp('acquired_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('artifact_items_player_idx').on(t.playerId), index('artifact_items_creature_idx').on(t.creatureId)],
);

export type ArtifactItemRow = typeof artifactItems.$inferSelect;
