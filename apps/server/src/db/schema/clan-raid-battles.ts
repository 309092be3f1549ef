import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';

/** A MULTI battle against a clan's raid boss: which clan's raid (by its start) it was fought in. */
export const clanRaidBattles = pgTable('clan_raid_battles', {
  battleId: integer('battle_id')
    .primaryKey()
    .references(() => battles.id, { onDelete: 'cascade' }),
  clanId: integer('clan_id').notNull(),
  raidStartedAt: timestamp('raid_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  playerId: integer('player_id').notNull(),
});
