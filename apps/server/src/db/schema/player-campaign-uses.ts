import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Each use of a campaign's gift: the campaign, its run, the use's number in the run (the primary key
 * makes every use happen once) and the server day it fell on (the daily limit counts them).
 */
export const playerCampaignUses = pgTable(
  'player_campaign_uses',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    campaign: text('campaign').notNull(),
    run: integer('run').notNull(),
    useNumber: integer('use_number').notNull(),
    day: integer('day').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.campaign, t.run, t.useNumber] })],
);

export type PlayerCampaignUseRow = typeof playerCampaignUses.$inferSelect;
