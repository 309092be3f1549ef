import { and, eq, sql, type SQL } from 'drizzle-orm';
import { REFERRAL_FRIEND_LEVEL } from '@rol/rules/economy/referral';
import type { DbOrTx } from '../db/database.ts';
import { playerReferrals } from '../db/schema/player-referrals.ts';
import { players } from '../db/schema/players.ts';

/** Records that `playerId` joined with `referrerId`'s code (once: the primary key). */
export async function insertReferral(
  db: DbOrTx,
  params: { playerId: number; referrerId: number; now: Date },
): Promise<void> {
  await db
    .insert(playerReferrals)
    .values({ playerId: params.playerId, referrerId: params.referrerId, createdAt: params.now })
    .onConflictDoNothing();
}

/**
 * The counts behind a player's referral bonus, as select fields on `players` for the player `id`
 * (an SQL expression): the welcome waiting, friends, friends of the invite and of the clan bonus.
 */
export function referralCountFields(id: SQL) {
  return {
    referralWelcome: sql<boolean>`exists (select 1 from player_referrals r
      where r.player_id = ${id} and not r.welcome_taken)`.mapWith(Boolean),
    referralFriends: sql<number>`(select count(*) from player_referrals r where r.referrer_id = ${id})`.mapWith(Number),
    referralInvited: sql<number>`(select count(*) from player_referrals r join players p on p.id = r.player_id
      where r.referrer_id = ${id} and not r.invite_taken and p.level >= ${REFERRAL_FRIEND_LEVEL})`.mapWith(Number),
    referralClan: sql<number>`(select count(*) from player_referrals r
      join clan_members f on f.player_id = r.player_id
      join clan_members m on m.player_id = ${id} and m.clan_id = f.clan_id
      where r.referrer_id = ${id} and not r.clan_taken)`.mapWith(Number),
    referralShare: sql<number>`(select coalesce(sum(r.share_waiting), 0) from player_referrals r
      where r.referrer_id = ${id})`.mapWith(Number),
  };
}

export interface ReferralCounts {
  welcome: boolean;
  friends: number;
  invitedFriends: number;
  clanFriends: number;
  /** The inviter's share of friends' purchases waiting, in emeralds. */
  purchaseShare: number;
}

export function referralCountsOf(row: {
  referralWelcome: unknown;
  referralFriends: unknown;
  referralInvited: unknown;
  referralClan: unknown;
  referralShare?: unknown;
}): ReferralCounts {
  return {
    welcome: row.referralWelcome === true || row.referralWelcome === 't',
    friends: Number(row.referralFriends ?? 0),
    invitedFriends: Number(row.referralInvited ?? 0),
    clanFriends: Number(row.referralClan ?? 0),
    purchaseShare: Number(row.referralShare ?? 0),
  };
}

export async function referralCounts(db: DbOrTx, playerId: number): Promise<ReferralCounts> {
  const [row] = await db
    .select(referralCountFields(sql`${players.id}`))
    .from(players)
    .where(eq(players.id, playerId));
  return row ? referralCountsOf(row) : { welcome: false, friends: 0, invitedFriends: 0, clanFriends: 0, purchaseShare: 0 };
}

/** Marks the welcome bonus taken; whether it was waiting. */
export async function takeWelcome(db: DbOrTx, playerId: number): Promise<boolean> {
  const rows = await db
    .update(playerReferrals)
    .set({ welcomeTaken: true })
    .where(and(eq(playerReferrals.playerId, playerId), eq(playerReferrals.welcomeTaken, false)))
    .returning({ id: playerReferrals.playerId });
  return rows.length > 0;
}

/** Marks the invite bonus of every friend at the level taken; how many. */
export async function takeInvites(db: DbOrTx, referrerId: number): Promise<number> {
  const rows = await db
    .update(playerReferrals)
    .set({ inviteTaken: true })
    .where(
      and(
        eq(playerReferrals.referrerId, referrerId),
        eq(playerReferrals.inviteTaken, false),
        sql`exists (select 1 from players p where p.id = ${playerReferrals.playerId} and p.level >= ${REFERRAL_FRIEND_LEVEL})`,
      ),
    )
    .returning({ id: playerReferrals.playerId });
  return rows.length;
}

/** Marks the share bonus of every friend in the referrer's clan taken; how many. */
export async function takeClanShares(db: DbOrTx, referrerId: number): Promise<number> {
  const rows = await db
    .update(playerReferrals)
    .set({ clanTaken: true })
    .where(
      and(
        eq(playerReferrals.referrerId, referrerId),
        eq(playerReferrals.clanTaken, false),
        sql`exists (select 1 from clan_members f join clan_members m on m.clan_id = f.clan_id
          where f.player_id = ${playerReferrals.playerId} and m.player_id = ${referrerId})`,
      ),
    )
    .returning({ id: playerReferrals.playerId });
  return rows.length;
}

/** Whether a player with this id exists (a referral code names a player who may have been deleted). */
export async function playerExists(db: DbOrTx, playerId: number): Promise<boolean> {
  const rows = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).limit(1);
  return rows.length > 0;
}

/**
 * Takes the share of friends' purchases waiting for the referrer: each friendship row locked and
 * lowered by what it held (a friend's purchase committing meanwhile adds after the lock); the sum.
 */
export async function takePurchaseShares(db: DbOrTx, referrerId: number): Promise<number> {
  const rows = await db.execute<{ share: number | string }>(sql`with waiting as (
      select player_id, share_waiting from player_referrals
      where referrer_id = ${referrerId} and share_waiting > 0 for update
    )
    update player_referrals r set share_waiting = r.share_waiting - w.share_waiting
    from waiting w where r.player_id = w.player_id
    returning w.share_waiting as share`);
  const list = (rows as unknown as { rows: { share: number | string }[] }).rows;
  return list.reduce((sum, row) => sum + Number(row.share), 0);
}
