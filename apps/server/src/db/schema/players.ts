import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccessLevel } from '@rol/rules/access-levels';
import type { Gender } from '@rol/rules/content/starters';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A resource balance: changed only through `applyLedger`, never below zero. */
const balance = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** §3 Player: one row per account, guest (TRIAL) or registered. */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The player's personal realtime topic and the web client's stable id. */
    clientUuid: uuid('client_uuid').notNull().unique(),
    nickname: text('nickname').notNull(),
    /**
     * The nickname's confusable skeleton (`players/name-skeleton.ts`): a chosen name whose skeleton
     * another player's has is a look-alike and refused. Null only for rows from before it existed
     * (filled at boot).
     */
    nameSkeleton: text('name_skeleton'),
    /** `scrypt:N:r:p:<base64 key>`; null for a guest who never set a password. */
    passwordHash: text('password_hash'),
    passwordSalt: text('password_salt'),
    accessLevel: text('access_level').$type<AccessLevel>().notNull().default('TRIAL'),
    userSource: text('user_source').notNull().default('own'),
    lang: text('lang').$type<'RU' | 'EN'>().notNull().default('RU'),
    interfaceMode: text('interface_mode').$type<'ORIGINAL' | 'MODERN'>().notNull().default('ORIGINAL'),
    moveSpeedMode: text('move_speed_mode')
      .$type<'DEFAULT_MODE' | 'DOUBLED_MODE'>()
      .notNull()
      .default('DEFAULT_MODE'),
    soundMute: boolean('sound_mute').notNull().default(false),
    pushEnabled: boolean('push_enabled').notNull().default(false),
    quality: text('quality')
      .$type<'AUTO' | 'LOWEST' | 'LOW' | 'STANDARD' | 'HIGH'>()
      .notNull()
      .default('AUTO'),
    mailOrPhone: text('mail_or_phone'),
    gender: text('gender').$type<Gender>().notNull().default('male'),
    /** Changes made through settings; the first one is free (§9). */
    genderChanges: integer('gender_changes').notNull().default(0),
    /** Magic hammers bought beyond the 2 of §9: force and rank steps running at once. */
    extraHammers: integer('extra_hammers').notNull().default(0),
    /** The forge's server day (rules `forgeDay`: Moscow days since the epoch) and reforges done on it ("The blacksmith is tired"). */
    forgeDay: text('forge_day'),
    forgeCount: integer('forge_count').notNull().default(0),
    metaData: jsonb('meta_data').$type<Record<string, unknown>>().notNull().default({}),
    coordinate: doublePrecision('coordinate').notNull().default(0),
    minCoordinate: doublePrecision('min_coordinate').notNull().default(0),
    maxCoordinate: doublePrecision('max_coordinate').notNull().default(0),
    /** The end of the road loaded for the player (`place/v3/ensure`): no move goes beyond it. */
    loadedTo: doublePrecision('loaded_to').notNull().default(0),
    stair: integer('stair').notNull().default(1),
    battleStair: integer('battle_stair').notNull().default(1),
    bestVictoryStair: integer('best_victory_stair').notNull().default(0),
    battleId: integer('battle_id'),
    contextId: integer('context_id').notNull().default(0),
    level: integer('level').notNull().default(1),
    currentExp: integer('current_exp').notNull().default(0),
    gold: balance('gold'),
    crystal: balance('crystal'),
    elixir: balance('elixir'),
    mithril: balance('mithril'),
    sulfur: balance('sulfur'),
    caviar: balance('caviar'),
    tickets: balance('tickets'),
    goodPoints: balance('good_points'),
    evilPoints: balance('evil_points'),
    eventCurrency: balance('event_currency'),
    /** Bonus points (one per emerald bought, never spent) and golden tickets (one per 100 of them). */
    bonusPoints: balance('bonus_points'),
    goldenTickets: balance('golden_tickets'),
    /** The clan order's points, the shadow's points and the arena's cups (docs/economy.md, "Order points, shadow points and cups"). */
    orderPoints: balance('order_points'),
    shadowPoints: balance('shadow_points'),
    cups: balance('cups'),
    /** News flags (red dots) the client resets. */
    roadNews: boolean('road_news').notNull().default(false),
    creatureNews: boolean('creature_news').notNull().default(false),
    haveNewNotification: boolean('have_new_notification').notNull().default(false),
    /** The first-steps tutorial's steps done, a bit mask (rules `world/tutorial`); all bits: finished or skipped. */
    tutorialSteps: integer('tutorial_steps').notNull().default(31),
    banUntil: at('ban_until'),
    banReason: text('ban_reason'),
    chatBanUntil: at('chat_ban_until'),
    forumBanUntil: at('forum_ban_until'),
    /** Registration info (§7 registerTrial). */
    domain: text('domain'),
    screenWidth: integer('screen_width'),
    screenHeight: integer('screen_height'),
    canvasWidth: integer('canvas_width'),
    canvasHeight: integer('canvas_height'),
    frontVersion: integer('front_version'),
    hSession: text('h_session'),
    ref: text('ref'),
    createdAt: at('created_at').notNull(),
    registeredAt: at('registered_at'),
  },
  (t) => [
    uniqueIndex('players_nickname_lower_idx').on(sql`lower(${t.nickname})`),
    index('players_name_skeleton_idx').on(t.nameSkeleton),
    // Player info's maxLevelAmongAccs: the accounts played on one device.
    index('players_h_session_idx').on(t.hSession),
    check('players_gold_nonnegative', sql`${t.gold} >= 0`),
    check('players_crystal_nonnegative', sql`${t.crystal} >= 0`),
    check('players_elixir_nonnegative', sql`${t.elixir} >= 0`),
    check('players_mithril_nonnegative', sql`${t.mithril} >= 0`),
    check('players_sulfur_nonnegative', sql`${t.sulfur} >= 0`),
    check('players_caviar_nonnegative', sql`${t.caviar} >= 0`),
    check('players_tickets_nonnegative', sql`${t.tickets} >= 0`),
    check('players_good_points_nonnegative', sql`${t.goodPoints} >= 0`),
    check('players_evil_points_nonnegative', sql`${t.evilPoints} >= 0`),
    check('players_event_currency_nonnegative', sql`${t.eventCurrency} >= 0`),
    check('players_bonus_points_nonnegative', sql`${t.bonusPoints} >= 0`),
    check('players_golden_tickets_nonnegative', sql`${t.goldenTickets} >= 0`),
    check('players_order_points_nonnegative', sql`${t.orderPoints} >= 0`),
    check('players_shadow_points_nonnegative', sql`${t.shadowPoints} >= 0`),
    check('players_cups_nonnegative', sql`${t.cups} >= 0`),
    /**
     * The level and scenario ratings, walked by their pages; a rank sums `rating_counts` and counts
     * along these indexes only inside the player's own band. The level's score is level and
     * experience in one bigint (level × 2³² + experience), so both boards order by (−score, id).
     * The migration `rating_covering_indexes` adds INCLUDE (the score's columns) to both, which
     * Drizzle's builder cannot say, so their walks are index-only scans.
     */
    index('players_level_rating_idx').on(sql`(-(${t.level}::bigint * 4294967296 + ${t.currentExp}))`, t.id),
    index('players_scenario_rating_idx').on(sql`(-${t.bestVictoryStair})`, t.id),
  ],
);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
