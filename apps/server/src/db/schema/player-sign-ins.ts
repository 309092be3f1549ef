import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** How a sign-in came about: a new guest, a registration, a login, a password change's new session. */
export const SIGN_IN_WAYS = ['trial', 'register', 'login', 'password'] as const;
export type SignInWay = (typeof SIGN_IN_WAYS)[number];

/**
 * Every sign-in of a player (a session handed out), for the staff's player log: when, from which
 * address, with which browser. Kept for a limited time (`sign-in-history.ts`).
 */
export const playerSignIns = pgTable(
  'player_sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    way: text('way').$type<SignInWay>().notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('player_sign_ins_player_idx').on(t.playerId, t.createdAt)],
);

export type PlayerSignInRow = typeof playerSignIns.$inferSelect;
