import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { SkillType } from '@rol/rules/content/skills';
import { players } from './players.ts';

/** Skill points found on SKILL places and not yet given to a hero (the heroes issue spends them). */
export const playerSkillPoints = pgTable(
  'player_skill_points',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    skillType: text('skill_type').$type<SkillType>().notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.skillType] })],
);

export type PlayerSkillPointsRow = typeof playerSkillPoints.$inferSelect;
