import { eq, sql } from 'drizzle-orm';
import { clanParticipationField, participationFrom, type ClanParticipation } from '../clan-standing/clan-participation.ts';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { CreatureRow } from '../db/schema/creatures.ts';
import { players } from '../db/schema/players.ts';
import { heroExtrasFields, heroExtrasOf, PLAYERS_ID, type HeroExtras } from '../heroes/hero-extras-query.ts';
import { creatureRowsField, creatureRowsOf } from '../heroes/hero-rows-query.ts';
import type { SessionReads } from '../sessions/session-queries.ts';
import { markersFrom, playerMarkersField } from './marker-queries.ts';
import type { StoredTask } from '@rol/rules/world/task-progress';
import { playerTasksField, storedTasksFrom } from '../progress/task-queries.ts';
import { offerStatesField, offerStatesFrom, seenCampaignsField, seenCampaignsFrom, type OfferState } from '../offers/offer-queries.ts';
import { referralCountFields, referralCountsOf, type ReferralCounts } from '../referral/referral-queries.ts';

/** What player info is built from besides the player's row. */
export interface PlayerInfoRows {
  /** The heroes, squad first by slot, then by id (as `listCreatures`). */
  creatures: CreatureRow[];
  extras: HeroExtras;
  /** The player's markers in the order they were set (as `listPlayerMarkers`). */
  markers: string[];
  /** Whether a mail to the player is unread (as `hasUnreadMail`). */
  unreadMail: boolean;
  /** The arena position, null before the player has opened the arena. */
  arenaPosition: number | null;
  /** A gift received and not opened (`haveNewGift`); a sent gift opened and not yet seen (`giftNews`). */
  newGift: boolean;
  giftNews: boolean;
  /** The player's clan and clan participation (clan-standing/clan-participation.ts). */
  clan: ClanParticipation;
  /** The player's stored task progress (progress/task-queries.ts). */
  tasks: StoredTask[];
  /** The counts behind `referralBonus` (referral/referral-queries.ts). */
  referral: ReferralCounts;
  /** The player's offer windows seen or bought, and campaign runs seen (offers/offer-queries.ts). */
  offerStates: OfferState[];
  seenCampaigns: string[];
  /** The player's id on the platform they play from (`idToStore`), null for our own site. */
  idToStore: string | null;
  /** The highest level of the accounts played on the player's device (same `h_session`), or null. */
  deviceMaxLevel: number | null;
}

/** The select fields of player info, in a statement on `players` (PLAYERS_ID). */
const playerInfoFields = {
  ...heroExtrasFields(PLAYERS_ID),
  creatures: creatureRowsField(PLAYERS_ID),
  markers: playerMarkersField(PLAYERS_ID),
  unreadMail: sql<boolean>`exists (select 1 from mail_messages mm
    where mm.to_id = ${PLAYERS_ID} and mm.read_at is null)`.mapWith(Boolean),
  arenaPosition: sql<number | null>`(select a.position from arena_standings a
    where a.player_id = ${PLAYERS_ID})`,
  newGift: sql<boolean>`exists (select 1 from gifts g
    where g.receiver_id = ${PLAYERS_ID} and g.opened_at is null)`.mapWith(Boolean),
  giftNews: sql<boolean>`exists (select 1 from gifts g
    where g.sender_id = ${PLAYERS_ID} and g.opened_at is not null and not g.sender_seen_open)`.mapWith(Boolean),
  clan: clanParticipationField,
  tasks: playerTasksField(PLAYERS_ID),
  ...referralCountFields(PLAYERS_ID),
  offerStates: offerStatesField(PLAYERS_ID),
  seenCampaigns: seenCampaignsField(PLAYERS_ID),
  // Two index lookups (platform_accounts by (player, source); players by h_session).
  idToStore: sql<string | null>`(select pa.platform_user_id from platform_accounts pa
    where pa.player_id = ${PLAYERS_ID} and pa.source = "players"."user_source")`,
  deviceMaxLevel: sql<number | null>`(select max(d.level) from players d
    where d.h_session = "players"."h_session")`,
};

type PlayerInfoFieldValues = Parameters<typeof heroExtrasOf>[0] & {
  creatures: unknown;
  markers: string[] | string;
  unreadMail: boolean;
  arenaPosition: number | string | null;
  newGift: boolean;
  giftNews: boolean;
  clan: unknown;
  tasks: unknown;
  referralWelcome: unknown;
  referralFriends: unknown;
  referralInvited: unknown;
  referralClan: unknown;
  referralShare: unknown;
  offerStates: unknown;
  seenCampaigns: unknown;
  idToStore: string | null;
  deviceMaxLevel: number | string | null;
};

function playerInfoRowsFrom(row: PlayerInfoFieldValues): PlayerInfoRows {
  return {
    creatures: creatureRowsOf(row.creatures),
    extras: heroExtrasOf(row),
    markers: markersFrom(row.markers),
    unreadMail: row.unreadMail,
    arenaPosition: row.arenaPosition === null ? null : Number(row.arenaPosition),
    newGift: row.newGift,
    giftNews: row.giftNews,
    clan: participationFrom(row.clan),
    tasks: storedTasksFrom(row.tasks),
    referral: referralCountsOf(row),
    offerStates: offerStatesFrom(row.offerStates),
    seenCampaigns: seenCampaignsFrom(row.seenCampaigns),
    idToStore: row.idToStore,
    deviceMaxLevel: row.deviceMaxLevel === null ? null : Number(row.deviceMaxLevel),
  };
}

const playerInfoRowsOf = preparedQuery('player_info_rows', (db, name) =>
  db
    .select(playerInfoFields)
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/**
 * Everything player info reads, in one statement (one round trip, one consistent snapshot): the
 * heroes with their extras, the markers, unread mail. Null when
 * the player does not exist.
 */
export async function loadPlayerInfoRows(db: DbOrTx, playerId: number): Promise<PlayerInfoRows | null> {
  const [row] = await playerInfoRowsOf(db, { playerId });
  return row ? playerInfoRowsFrom(row) : null;
}

/** The same, read in the session's statement (apiRoute's `sessionReads`): player info in one round trip. */
export const playerInfoSessionReads: SessionReads<PlayerInfoRows> = {
  name: 'session_player_info_rows',
  fields: playerInfoFields,
  decode: (fields) => playerInfoRowsFrom(fields as PlayerInfoFieldValues),
};
