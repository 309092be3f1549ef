import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isPlayerExistRoute,
  loginRoute,
  logoutRoute,
  mailOrPhoneSetRoute,
  nameSetRoute,
  passwordSetRoute,
  registerRoute,
  registerTrialRoute,
} from '@rol/protocol/account-routes';
import type { SignInWay } from '../db/schema/player-sign-ins.ts';
import { ApiError } from '../http/api-error.ts';
import { apiRoute } from '../http/api-route.ts';
import { requestLang } from '../http/request-lang.ts';
import { endSession, issueSession, renewSession, sessionTokenCandidates } from '../http/session-transport.ts';
import { deleteSessionsOf } from '../sessions/session-queries.ts';
import { recordSignIn } from '../sessions/sign-in-history.ts';
import { closeSocketsOf } from './close-sockets.ts';
import { setMailOrPhone, setNickname, setPassword } from './account-settings.ts';
import { login } from './login.ts';
import { playerLangOf } from './player-lang.ts';
import { register } from './register.ts';
import { registerTrial } from './register-trial.ts';

/** §7 Account and security: the 8 calls. */
export const accountRoutesPlugin = fp(
  async (app) => {
    const signedIn = (request: FastifyRequest, playerId: number, way: SignInWay) =>
      recordSignIn(app.db, { playerId, way, request, now: new Date(app.clock()) });

    apiRoute(
      app,
      registerTrialRoute,
    )(async ({ body, request, reply }) => {
      const lang = playerLangOf(body.lang) ?? (requestLang(request) === 'en' ? 'EN' : 'RU');
      const player = await registerTrial(app, body, lang, request.ip);
      await issueSession(request, reply, player);
      await signedIn(request, player.id, 'trial');
      return { playerId: player.id };
    });

    apiRoute(
      app,
      registerRoute,
    )(async ({ body, player, request, reply }) => {
      // A session token that names no session any more (it ended, or a concurrent register of the
      // same player just replaced it) is refused, not taken for "no session": that would make the
      // client a second, new account instead of the player it believes it is.
      if (!player && sessionTokenCandidates(request).length > 0) throw new ApiError('UNAUTHORIZED');
      const lang = requestLang(request) === 'en' ? 'EN' : 'RU';
      const result = await register(app, body, player, lang, request.ip);
      if (result.created) await issueSession(request, reply, result.player);
      else {
        // The guest's token (and any other of its sessions) dies: whoever else held it (a link
        // carrying JSESSIONID) does not get the account. A platform player adding a password loses
        // its other sessions as at a password change. This browser's sockets reconnect.
        const old = request.auth?.tokenHash ?? '';
        await deleteSessionsOf(app.db, result.player.id);
        await issueSession(request, reply, result.player);
        await closeSocketsOf(app, result.player.id, 'session-closed', undefined, {
          sessionKey: old,
          othersStay: false,
        });
      }
      await signedIn(request, result.player.id, 'register');
      return { playerId: result.player.id };
    });

    apiRoute(
      app,
      loginRoute,
    )(async ({ body, player, request, reply }) => {
      const outcome = await login(app, body, request.ip, player);
      if (outcome.status === 'PLAYER_EXISTS') return { status: 'PLAYER_EXISTS', playerId: null };
      if (outcome.sameSession) {
        // Signing in again renews the session; the player's other devices stay signed in.
        const old = await renewSession(request, reply, outcome.player);
        if (old !== null)
          await closeSocketsOf(app, outcome.player.id, 'session-closed', undefined, {
            sessionKey: old,
            othersStay: true,
          });
      } else {
        // A guest signing in to an account leaves the guest behind (and its sockets).
        await endSession(request, reply);
        if (player) await closeSocketsOf(app, player.id, 'logged-out');
        await issueSession(request, reply, outcome.player);
      }
      await signedIn(request, outcome.player.id, 'login');
      return { status: 'OK', playerId: outcome.player.id };
    });

    apiRoute(
      app,
      logoutRoute,
    )(async ({ request, reply, player }) => {
      await endSession(request, reply);
      // The logged-out browser's realtime sockets close too (all of this player's, on every node).
      if (player) await closeSocketsOf(app, player.id, 'logged-out');
      return { ok: true };
    });

    apiRoute(
      app,
      nameSetRoute,
    )(async ({ body, player }) => {
      const updated = await setNickname(app, player, body.name);
      return { nickname: updated.nickname };
    });

    apiRoute(
      app,
      mailOrPhoneSetRoute,
    )(async ({ body, player }) => {
      const updated = await setMailOrPhone(app, player, body.mailOrPhone);
      return { mailOrPhone: updated.mailOrPhone ?? '' };
    });

    apiRoute(
      app,
      passwordSetRoute,
    )(async ({ body, player, request, reply }) => {
      const old = request.auth?.tokenHash ?? '';
      await setPassword(app, player, { ...body, ip: request.ip });
      // Every session just ended: this browser gets a new one and its sockets reconnect with it;
      // every other session's sockets close.
      await issueSession(request, reply, player);
      await closeSocketsOf(app, player.id, 'session-closed', undefined, {
        sessionKey: old,
        othersStay: false,
      });
      await signedIn(request, player.id, 'password');
      return { ok: true };
    });

    apiRoute(app, isPlayerExistRoute)(async ({ player }) => player !== null);
  },
  { name: 'account-routes', dependencies: ['app-context', 'session-transport'] },
);
