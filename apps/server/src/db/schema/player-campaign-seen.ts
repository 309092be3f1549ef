import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** A run of a campaign the player has seen announced (`optionalUnseenCampaign` skips it). */
export const playerCampaignSeen = pgTable(
  'player_campaign_seen',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    campaign: text('campaign').notNull(),
    run: integer('run').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.campaign, t.run] })],
);
