import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { platformAccounts } from '../db/schema/platform-accounts.ts';
import { platformProofs } from '../db/schema/platform-proofs.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { preparedQuery, preparedSql } from '../db/prepared-query.ts';
import type { PlatformSource } from './platform-identity.ts';

/** Serializes sign-ins of one platform identity (both nodes, both databases) until the transaction ends. */
export async function lockPlatformIdentity(tx: DbOrTx, source: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`platform:${source}:${userId}`}, 0))`);
}

export async function findPlatformPlayerId(
  tx: DbOrTx,
  source: string,
  userId: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ playerId: platformAccounts.playerId })
    .from(platformAccounts)
    .where(and(eq(platformAccounts.source, source), eq(platformAccounts.platformUserId, userId)));
  return row?.playerId ?? null;
}

const identityPlayer = preparedQuery('platform_identity_player', (db, name) =>
  db
    .select({
      player: players,
      usedBy: sql<number | null>`(select ${platformProofs.playerId} from ${platformProofs}
        where ${platformProofs.proofKey} = ${sql.placeholder('proofKey')}::text)`,
    })
    .from(players)
    .where(
      eq(
        players.id,
        sql`(select ${platformAccounts.playerId} from ${platformAccounts}
          where ${platformAccounts.source} = ${sql.placeholder('source')}::text
          and ${platformAccounts.platformUserId} = ${sql.placeholder('userId')}::text)`,
      ),
    )
    .prepare(name),
);

/**
 * What a sign-in reads, in one statement when the identity is known: its player, and the player a
 * proof already signed in (null for a new proof, or when `proofKey` is null).
 */
export async function findIdentityPlayer(
  tx: DbOrTx,
  identity: { source: string; userId: string; proofKey: string | null },
): Promise<{ player: PlayerRow | null; usedBy: number | null }> {
  const [row] = await identityPlayer(tx, identity);
  if (row) return { player: row.player, usedBy: row.usedBy === null ? null : Number(row.usedBy) };
  // A new identity: only its proof is left to look up.
  return {
    player: null,
    usedBy: identity.proofKey === null ? null : await findProofPlayerId(tx, identity.proofKey),
  };
}

const claimKnown = preparedSql(
  'platform_claim_known_identity',
  sql`with account as (
    select ${platformAccounts.playerId} as player_id from ${platformAccounts}
    where ${platformAccounts.source} = ${sql.placeholder('source')}::text
      and ${platformAccounts.platformUserId} = ${sql.placeholder('userId')}::text
  ), recorded as (
    insert into ${platformProofs} (proof_key, player_id, used_at)
    select ${sql.placeholder('proofKey')}::text, account.player_id, ${sql.placeholder('usedAt')}::timestamptz
    from account where ${sql.placeholder('proofKey')}::text is not null
    on conflict do nothing
    returning proof_key
  )
  select account.player_id,
    (select p.player_id from ${platformProofs} p where p.proof_key = ${sql.placeholder('proofKey')}::text) as used_by,
    exists (select 1 from recorded) as recorded
  from account`,
);

/**
 * A sign-in of an identity that already has its player, in one statement needing no transaction:
 * the player's id, and the proof recorded for it unless it was used before — `usedBy` then names
 * the player it signed in (a proof another sign-in is recording at this moment is neither: not
 * `recorded`, `usedBy` null). Null when the identity has no player yet.
 */
export async function claimKnownIdentity(
  db: DbOrTx,
  identity: { source: string; userId: string; proofKey: string | null },
  now: Date,
): Promise<{ playerId: number; usedBy: number | null; recorded: boolean } | null> {
  const [row] = await claimKnown(db, { ...identity, usedAt: now.toISOString() });
  if (!row) return null;
  return {
    playerId: Number(row.player_id),
    usedBy: row.used_by === null ? null : Number(row.used_by),
    recorded: row.recorded === true,
  };
}

/** Whether the player already holds an identity on any platform. */
export async function hasPlatformAccount(tx: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .where(eq(platformAccounts.playerId, playerId))
    .limit(1);
  return row !== undefined;
}

export async function insertPlatformAccount(
  tx: DbOrTx,
  values: { source: PlatformSource; userId: string; playerId: number; now: Date },
): Promise<void> {
  await tx.insert(platformAccounts).values({
    source: values.source,
    platformUserId: values.userId,
    playerId: values.playerId,
    createdAt: values.now,
  });
}

/** The player a proof already signed in, or null when it is new. */
export async function findProofPlayerId(tx: DbOrTx, proofKey: string): Promise<number | null> {
  const [row] = await tx
    .select({ playerId: platformProofs.playerId })
    .from(platformProofs)
    .where(eq(platformProofs.proofKey, proofKey));
  return row?.playerId ?? null;
}

/** Records a used proof; false when another sign-in recorded it first. */
export async function recordProof(
  tx: DbOrTx,
  proofKey: string,
  playerId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(platformProofs)
    .values({ proofKey, playerId, usedAt: now })
    .onConflictDoNothing()
    .returning({ proofKey: platformProofs.proofKey });
  return rows.length === 1;
}

const platformUserOfPlayer = preparedQuery('platform_user_of_player', (db, name) =>
  db
    .select({ source: platformAccounts.source, userId: platformAccounts.platformUserId })
    .from(platformAccounts)
    .where(
      and(
        eq(platformAccounts.playerId, sql.placeholder('playerId')),
        eq(platformAccounts.source, sql.placeholder('source')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The player's own id on `source`, or null when they hold none there. */
export async function platformUserIdOf(
  tx: DbOrTx,
  playerId: number,
  source: string,
): Promise<{ source: string; userId: string } | null> {
  const [row] = await platformUserOfPlayer(tx, { playerId, source });
  return row ?? null;
}
