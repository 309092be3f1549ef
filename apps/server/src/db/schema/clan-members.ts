import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredClanRole } from '@rol/rules/clans/clan-roles';
import { clans } from './clans.ts';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A player's membership: at most one clan per player (the primary key). */
export const clanMembers = pgTable(
  'clan_members',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    clanId: integer('clan_id')
      .notNull()
      .references(() => clans.id, { onDelete: 'cascade' }),
    role: text('role').$type<StoredClanRole>().notNull(),
    /** Gold-equivalents donated (rules `contributionOf`). */
    contribution: bigint('contribution', { mode: 'number' }).notNull().default(0),
    joinedAt: at('joined_at').notNull(),
    /** The member's last clan call: a leader away for a week is covered by a temporary leader. */
    lastActiveAt: at('last_active_at').notNull(),
    /** The clan's advertisement version this member has seen. */
    advertisementSeen: integer('advertisement_seen').notNull().default(0),
  },
  (t) => [index('clan_members_clan_idx').on(t.clanId)],
);

export type ClanMemberRow = typeof clanMembers.$inferSelect;
