import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { creatures } from './creatures.ts';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A force or rank step on a magic hammer (§4): it occupies a hammer while `done_at` lies ahead and
 * is complete once it has passed; the row is deleted when its rank is written (lazily, on the next
 * read or action). `target` is the force id, or `rank` for a rank step: one running step per target
 * and hero (FORCE_UPGRADE_RUNNING / RANK_UPGRADE_RUNNING).
 */
export const upgradeSteps = pgTable(
  'upgrade_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    creatureId: integer('creature_id')
      .notNull()
      .references(() => creatures.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'force' | 'rank'>().notNull(),
    target: text('target').notNull(),
    toRank: integer('to_rank').notNull(),
    startedAt: at('started_at').notNull(),
    doneAt: at('done_at').notNull(),
  },
  (t) => [
    index('upgrade_steps_player_idx').on(t.playerId),
    uniqueIndex('upgrade_steps_creature_target_idx').on(t.creatureId, t.target),
  ],
);

export type UpgradeStepRow = typeof upgradeSteps.$inferSelect;
