import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's part in one raid of a clan (the raid is known by the clan and its start): the damage
 * their MULTI battles dealt the boss, and — once the boss fell or the raid was ended — their share of
 * the pool, credited through the ledger when they take it (`taken_at`, once). A member who has left
 * keeps their row and their reward.
 */
export const clanRaidDamage = pgTable(
  'clan_raid_damage',
  {
    clanId: integer('clan_id').notNull(),
    raidStartedAt: at('raid_started_at').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    damage: bigint('damage', { mode: 'number' }).notNull().default(0),
    battles: integer('battles').notNull().default(0),
    rewardGold: bigint('reward_gold', { mode: 'number' }),
    rewardMithril: bigint('reward_mithril', { mode: 'number' }),
    rewardedAt: at('rewarded_at'),
    takenAt: at('taken_at'),
  },
  (t) => [primaryKey({ columns: [t.clanId, t.raidStartedAt, t.playerId] }), index('clan_raid_damage_player_idx').on(t.playerId)],
);

export type ClanRaidDamageRow = typeof clanRaidDamage.$inferSelect;
