import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Gender } from '@rol/rules/content/starters';
import { players } from './players.ts';

/** §3 Creature (hero). Its forces (creature_forces), steps (upgrade_steps) and artifacts (artifact_items) have their own tables. */
export const creatures = pgTable(
  'creatures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    warriorClass: text('warrior_class').notNull(),
    imageId: text('image_id').notNull(),
    /** The starter character id (`knight`, …) of the player's own hero; null for every other hero. */
    characterId: text('character_id'),
    gender: text('gender').$type<Gender>().notNull(),
    level: integer('level').notNull().default(1),
    rank: integer('rank').notNull().default(1),
    health: integer('health').notNull(),
    /** When `health` was stored: it recovers +1 per minute from here (§9), up to the maximum. Null: createdAt. */
    healthAt: timestamp('health_at', { withTimezone: true, mode: 'date' }),
    inSquad: boolean('in_squad').notNull().default(false),
    /** Position in the squad (0 first); null when not in the squad. */
    slot: integer('slot'),
    /** Ark cards used on the hero: each raises its rank cap by 2 (§9). */
    arkCards: integer('ark_cards').notNull().default(0),
    /** Stats gained from reforging and hero exchange (§9, 25 % transfers). */
    bonusAttack: integer('bonus_attack').notNull().default(0),
    bonusDefence: integer('bonus_defence').notNull().default(0),
    bonusHealth: integer('bonus_health').notNull().default(0),
    /** Tokens paid for an Ark hero: an exchange returns them (§9). */
    spentTokens: integer('spent_tokens').notNull().default(0),
    /** A temporal hero (trial, event) holds no artifacts (§5). */
    temporal: boolean('temporal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('creatures_player_idx').on(t.playerId),
    uniqueIndex('creatures_player_slot_idx')
      .on(t.playerId, t.slot)
      .where(sql`${t.slot} is not null`),
  ],
);

export type CreatureRow = typeof creatures.$inferSelect;
export type NewCreatureRow = typeof creatures.$inferInsert;
