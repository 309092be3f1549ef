import { and, eq } from 'drizzle-orm';
import { checkNickname } from '@rol/rules/account-validation';
import type { Tx } from '../db/database.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { playerLangOf } from '../accounts/player-lang.ts';
import { createPlayer } from '../players/new-player.ts';
import { findPlayerById } from '../players/player-queries.ts';
import {
  claimKnownIdentity,
  findIdentityPlayer,
  hasPlatformAccount,
  insertPlatformAccount,
  lockPlatformIdentity,
  recordProof,
} from './platform-account-queries.ts';
import type { PlatformIdentity } from './platform-identity.ts';

const NAME_REFUSALS = new Set(['NICKNAME_TAKEN', 'NICKNAME_LOOKALIKE', 'NICKNAME_RESERVED']);

export interface SignInOutcome {
  player: PlayerRow;
  /** How the player was found: an existing identity, the session's guest adopting it, or a new player. */
  how: 'existing' | 'linked-guest' | 'created';
  /** The session already belongs to this player (keep it). */
  sameSession: boolean;
}

/** A guest of our own site, not yet on any platform: signing in on a platform keeps its progress. */
async function adoptGuest(
  tx: Tx,
  guest: PlayerRow,
  identity: PlatformIdentity,
  now: Date,
): Promise<PlayerRow | null> {
  if (guest.accessLevel !== 'TRIAL' || guest.userSource !== 'own') return null;
  if (await hasPlatformAccount(tx, guest.id)) return null;
  const [adopted] = await tx
    .update(players)
    .set({ userSource: identity.source, accessLevel: 'PLAYER', registeredAt: now })
    .where(and(eq(players.id, guest.id), eq(players.accessLevel, 'TRIAL'), eq(players.userSource, 'own')))
    .returning();
  if (!adopted) return null;
  await insertPlatformAccount(tx, {
    source: identity.source,
    userId: identity.userId,
    playerId: guest.id,
    now,
  });
  return adopted;
}

async function createPlatformPlayer(
  ctx: AppContext,
  tx: Tx,
  identity: PlatformIdentity,
  lang: 'RU' | 'EN',
  now: Date,
) {
  const name = identity.name?.trim() ?? '';
  const base = { accessLevel: 'PLAYER' as const, userSource: identity.source, lang, registeredAt: now };
  const params = { now, startingResources: ctx.config.startingResources, tutorial: ctx.config.tutorial };
  // The platform's name when it is a valid free nickname, else a guest name.
  const named =
    name !== '' && checkNickname(name) === null
      ? await createPlayer(tx, { ...base, nickname: name }, params).catch((error: unknown) => {
          // Taken, a look-alike of another's or reserved: the player gets a guest name instead.
          if (error instanceof ApiError && NAME_REFUSALS.has(error.code)) return null;
          throw error;
        })
      : null;
  const player = named ?? (await createPlayer(tx, base, params));
  if (player === null) throw new Error('a platform player could not be created');
  await insertPlatformAccount(tx, {
    source: identity.source,
    userId: identity.userId,
    playerId: player.id,
    now,
  });
  return player;
}

/**
 * Signs a verified platform identity in: the player keyed on (source, platform user id), else the
 * session's own-site guest adopting the identity, else a new player with the platform's name and
 * language. A proof that already signed in is accepted again only on the session it signed in
 * (a reload); anywhere else it is PLATFORM_PROOF_REPLAYED.
 */
export async function signInWithPlatform(
  ctx: AppContext,
  identity: PlatformIdentity,
  current: PlayerRow | null,
  requestLang: 'RU' | 'EN',
): Promise<SignInOutcome> {
  const now = new Date(ctx.clock());
  const lang = playerLangOf(identity.lang) ?? requestLang;
  // Most sign-ins are of a known identity: one statement, no lock (nothing is created).
  const known = await claimKnownIdentity(ctx.db, identity, now);
  if (known !== null) {
    if (known.usedBy !== null) {
      if (current === null || current.id !== known.usedBy) throw new ApiError('PLATFORM_PROOF_REPLAYED');
      return { player: current, how: 'existing', sameSession: true };
    }
    if (identity.proofKey !== null && !known.recorded) throw new ApiError('PLATFORM_PROOF_REPLAYED');
    const player = current?.id === known.playerId ? current : await findPlayerById(ctx.db, known.playerId);
    if (player === null) throw new Error('platform account without its player');
    return { player, how: 'existing', sameSession: current?.id === player.id };
  }
  // A new identity: its sign-ins are serialized, and the second of two finds what the first created.
  return ctx.db.transaction(async (tx) => {
    await lockPlatformIdentity(tx, identity.source, identity.userId);
    const known = await findIdentityPlayer(tx, identity);
    if (known.usedBy !== null) {
      if (current === null || current.id !== known.usedBy) throw new ApiError('PLATFORM_PROOF_REPLAYED');
      return { player: current, how: 'existing', sameSession: true } satisfies SignInOutcome;
    }
    let outcome: SignInOutcome;
    if (known.player !== null) {
      outcome = { player: known.player, how: 'existing', sameSession: current?.id === known.player.id };
    } else {
      const adopted = current === null ? null : await adoptGuest(tx, current, identity, now);
      outcome =
        adopted !== null
          ? { player: adopted, how: 'linked-guest', sameSession: true }
          : {
              player: await createPlatformPlayer(ctx, tx, identity, lang, now),
              how: 'created',
              sameSession: false,
            };
    }
    if (identity.proofKey !== null && !(await recordProof(tx, identity.proofKey, outcome.player.id, now)))
      throw new ApiError('PLATFORM_PROOF_REPLAYED');
    return outcome;
  });
}
