import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RaidDifficulty } from '@rol/rules/clans/clan-raids';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A treasury balance: changed only through `applyClanLedger`, never below zero. */
const balance = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** §3 Clan: its texts, theme, treasury, hall of fame and raid. Members are `clan_members` rows. */
export const clans = pgTable(
  'clans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Null: the default text (the client shows its translated default). */
    about: text('about'),
    advertisement: text('advertisement').notNull().default(''),
    /** Bumped by every advertisement set; a member has seen it when their mark reaches it. */
    advertisementVersion: integer('advertisement_version').notNull().default(0),
    theme: integer('theme').notNull().default(1),
    themeChanges: integer('theme_changes').notNull().default(0),
    gold: balance('gold'),
    gems: balance('gems'),
    redCrystals: balance('red_crystals'),
    blueCrystals: balance('blue_crystals'),
    gears: balance('gears'),
    tickets: balance('tickets'),
    hallAttack: integer('hall_attack').notNull().default(0),
    hallDefence: integer('hall_defence').notNull().default(0),
    hallHealth: integer('hall_health').notNull().default(0),
    raidDifficulty: text('raid_difficulty').$type<RaidDifficulty>().notNull().default('EASY'),
    /** A running raid: when it started and ends, the boss's health left (null: no raid running). */
    raidStartedAt: at('raid_started_at'),
    raidEndsAt: at('raid_ends_at'),
    raidBossHealth: bigint('raid_boss_health', { mode: 'number' }).notNull().default(0),
    /** After a raid, no new one before this. */
    raidCooldownUntil: at('raid_cooldown_until'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('clans_name_lower_idx').on(sql`lower(${t.name})`),
    check('clans_gold_nonnegative', sql`${t.gold} >= 0`),
    check('clans_gems_nonnegative', sql`${t.gems} >= 0`),
    check('clans_red_crystals_nonnegative', sql`${t.redCrystals} >= 0`),
    check('clans_blue_crystals_nonnegative', sql`${t.blueCrystals} >= 0`),
    check('clans_gears_nonnegative', sql`${t.gears} >= 0`),
    check('clans_tickets_nonnegative', sql`${t.tickets} >= 0`),
  ],
);

export type ClanRow = typeof clans.$inferSelect;
