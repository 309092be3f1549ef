import { boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * A player who joined with another player's referral code (`playerId`, the friend) and who invited
 * them (`referrerId`). The three flags say which of the bonuses this friendship gives were taken:
 * the friend's welcome bonus, the inviter's invite bonus and the inviter's clan bonus. The share
 * columns count the inviter's part of the friend's purchases.
 */
export const playerReferrals = pgTable(
  'player_referrals',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    welcomeTaken: boolean('welcome_taken').notNull().default(false),
    inviteTaken: boolean('invite_taken').notNull().default(false),
    clanTaken: boolean('clan_taken').notNull().default(false),
    /** The inviter's share of the friend's emerald purchases: ever earned, and waiting to be taken. */
    shareEarned: integer('share_earned').notNull().default(0),
    shareWaiting: integer('share_waiting').notNull().default(0),
  },
  (t) => [index('player_referrals_referrer_idx').on(t.referrerId)],
);

export type PlayerReferralRow = typeof playerReferrals.$inferSelect;
