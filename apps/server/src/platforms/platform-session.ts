import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlayerDto } from '@rol/protocol/player-dto';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { requestLang } from '../http/request-lang.ts';
import { endSession, issueSession, renewSession } from '../http/session-transport.ts';
import { closeSocketsOf } from '../accounts/close-sockets.ts';
import { playerLangOf } from '../accounts/player-lang.ts';
import type { PlatformIdentity } from './platform-identity.ts';
import { signInWithPlatform, type SignInOutcome } from './platform-sign-in.ts';

/**
 * Moves the session to the player a platform call settled on: a guest that became a platform
 * player gets its token renewed (as at registration); another player than the session's ends the
 * session (its sockets close, the page reloads) and a new one is issued.
 */
export async function moveSessionTo(
  app: AppContext,
  outcome: SignInOutcome,
  current: PlayerRow | null,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (outcome.how === 'linked-guest') {
    const old = await renewSession(request, reply, outcome.player);
    if (old !== null)
      await closeSocketsOf(app, outcome.player.id, 'session-closed', undefined, {
        sessionKey: old,
        othersStay: true,
      });
  } else if (!outcome.sameSession) {
    await endSession(request, reply);
    if (current) await closeSocketsOf(app, current.id, 'logged-out');
    await issueSession(request, reply, outcome.player);
  }
  return {
    playerId: outcome.player.id,
    userSource: outcome.player.userSource as PlayerDto['userSource'],
    how: outcome.how,
  };
}

/** Signs a verified identity in (docs/platforms.md, "Account rules") and moves the session to its player. */
export async function signInAndMoveSession(
  app: AppContext,
  identity: PlatformIdentity,
  lang: string | undefined,
  current: PlayerRow | null,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const fallback = playerLangOf(lang) ?? (requestLang(request) === 'en' ? 'EN' : 'RU');
  const outcome = await signInWithPlatform(app, identity, current, fallback);
  return moveSessionTo(app, outcome, current, request, reply);
}
