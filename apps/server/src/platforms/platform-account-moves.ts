import { and, eq, inArray } from 'drizzle-orm';
import type { YandexAccountDto } from '@rol/protocol/platform-account-routes';
import type { DbOrTx } from '../db/database.ts';
import { platformAccounts } from '../db/schema/platform-accounts.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { findPlayerById } from '../players/player-queries.ts';
import {
  findPlatformPlayerId,
  findProofPlayerId,
  lockPlatformIdentity,
  recordProof,
} from './platform-account-queries.ts';
import type { PlatformIdentity, PlatformSource } from './platform-identity.ts';
import type { SignInOutcome } from './platform-sign-in.ts';
import { proofDigest } from './proof-checks.ts';
import { verifyYandexSignature } from './yandex-signature.ts';

function notYours(field: string): ApiError {
  return new ApiError('PLATFORM_ACCOUNT_NOT_YOURS', { field });
}

/** The player's identity on one source (a player holds at most one per source). */
async function accountOf(tx: DbOrTx, playerId: number, source: PlatformSource) {
  const [row] = await tx
    .select()
    .from(platformAccounts)
    .where(and(eq(platformAccounts.playerId, playerId), eq(platformAccounts.source, source)));
  return row ?? null;
}

/**
 * GamePush gave the player a new id (they logged into GamePush): the session's player must hold
 * `oldPlayerId`, the verified identity is the new id. A new id no player holds yet takes over the
 * account (`moved`); a new id another player already holds signs that player in instead.
 */
export async function moveGamePushAccount(
  ctx: AppContext,
  current: PlayerRow,
  oldPlayerId: string,
  identity: PlatformIdentity,
): Promise<SignInOutcome & { moved: boolean }> {
  const now = new Date(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    await lockPlatformIdentity(tx, identity.source, identity.userId);
    const held = await accountOf(tx, current.id, identity.source);
    if (held === null || held.platformUserId !== oldPlayerId) throw notYours('oldPlayerId');
    if (identity.proofKey !== null) {
      const usedBy = await findProofPlayerId(tx, identity.proofKey);
      if (usedBy !== null && usedBy !== current.id) throw new ApiError('PLATFORM_PROOF_REPLAYED');
    }
    const knownId = await findPlatformPlayerId(tx, identity.source, identity.userId);
    let outcome: SignInOutcome & { moved: boolean };
    if (knownId === null) {
      await tx
        .update(platformAccounts)
        .set({ platformUserId: identity.userId })
        .where(eq(platformAccounts.id, held.id));
      outcome = { player: current, how: 'existing', sameSession: true, moved: true };
    } else {
      const player = knownId === current.id ? current : await findPlayerById(tx, knownId);
      if (player === null) throw new Error('platform account without its player');
      outcome = { player, how: 'existing', sameSession: knownId === current.id, moved: false };
    }
    if (identity.proofKey !== null) await recordProof(tx, identity.proofKey, outcome.player.id, now);
    return outcome;
  });
}

/** The player a previous Yandex signature signed in, when it verifies (its age does not matter here). */
async function playerOfPreviousSignature(db: DbOrTx, secret: string, signature: string) {
  try {
    verifyYandexSignature(signature, secret);
  } catch {
    return null;
  }
  return findProofPlayerId(db, proofDigest('ya', signature));
}

/**
 * The accounts the session's Yandex player may switch to: the players that the previous Yandex
 * signatures of this device signed in (a signature that does not verify, or signed in nobody,
 * names no account).
 */
export async function searchYandexAccounts(
  ctx: AppContext,
  current: PlayerRow,
  secret: string,
  previous: readonly string[],
): Promise<YandexAccountDto[]> {
  if ((await accountOf(ctx.db, current.id, 'ya')) === null) throw notYours('session');
  const proofOf = new Map<number, number>();
  for (const [index, signature] of previous.entries()) {
    const id = await playerOfPreviousSignature(ctx.db, secret, signature);
    if (id !== null && id !== current.id && !proofOf.has(id)) proofOf.set(id, index);
  }
  if (proofOf.size === 0) return [];
  const rows = await ctx.db
    .select({ playerId: players.id, nickname: players.nickname, level: players.level })
    .from(players)
    .where(inArray(players.id, [...proofOf.keys()]));
  return rows
    .map((row) => ({ ...row, proofIndex: proofOf.get(row.playerId) ?? 0 }))
    .sort((a, b) => b.level - a.level || a.playerId - b.playerId);
}

/**
 * The session's Yandex identity uses the chosen account from now on: the chosen player (proved by a
 * previous signature that signed it in) takes the identity, and its old Yandex id is let go; the
 * account left behind keeps its progress and can be chosen back with its own previous signature.
 */
export async function remapYandexAccount(
  ctx: AppContext,
  current: PlayerRow,
  input: { currId: number; chosenId: number; proof: string },
  secret: string,
): Promise<SignInOutcome> {
  if (input.currId !== current.id) throw notYours('currId');
  verifyYandexSignature(input.proof, secret);
  return ctx.db.transaction(async (tx) => {
    const held = await accountOf(tx, current.id, 'ya');
    if (held === null) throw notYours('currId');
    await lockPlatformIdentity(tx, 'ya', held.platformUserId);
    if ((await findProofPlayerId(tx, proofDigest('ya', input.proof))) !== input.chosenId)
      throw notYours('chosenId');
    if (input.chosenId === current.id) return { player: current, how: 'existing', sameSession: true };
    const chosen = await findPlayerById(tx, input.chosenId);
    if (chosen === null) throw notYours('chosenId');
    await tx
      .delete(platformAccounts)
      .where(and(eq(platformAccounts.playerId, chosen.id), eq(platformAccounts.source, 'ya')));
    await tx.update(platformAccounts).set({ playerId: chosen.id }).where(eq(platformAccounts.id, held.id));
    return { player: chosen, how: 'existing', sameSession: false };
  });
}
