import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  crazyAuthenticateRoute,
  gamePushAuthenticateRoute,
  kongAuthenticateRoute,
  launchAuthenticateRoute,
  mystoreAuthenticateRoute,
  telegramAuthenticateRoute,
  yandexAuthenticateRoute,
} from '@rol/protocol/platform-routes';
import type { PlayerDto } from '@rol/protocol/player-dto';
import type { PlayerRow } from '../db/schema/players.ts';
import { apiRoute } from '../http/api-route.ts';
import { requestLang } from '../http/request-lang.ts';
import { endSession, issueSession, renewSession } from '../http/session-transport.ts';
import { closeSocketsOf } from '../accounts/close-sockets.ts';
import { playerLangOf } from '../accounts/player-lang.ts';
import { platformIdentity } from './platform-identity-of.ts';
import type { PlatformIdentity } from './platform-identity.ts';
import { signInWithPlatform } from './platform-sign-in.ts';

/** §7 platform sign-in calls: verify the proof, sign the player in, move the session to them. */
export const platformRoutesPlugin = fp(
  async (app) => {
    async function signIn(
      identity: PlatformIdentity,
      lang: string | undefined,
      current: PlayerRow | null,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const fallback = playerLangOf(lang) ?? (requestLang(request) === 'en' ? 'EN' : 'RU');
      const outcome = await signInWithPlatform(app, identity, current, fallback);
      if (outcome.how === 'linked-guest') {
        // The guest became a platform player: its token is renewed, as at registration.
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

    apiRoute(
      app,
      telegramAuthenticateRoute,
    )(async ({ body, player, request, reply }) =>
      signIn(platformIdentity.telegram(app, body.initData), body.lang, player, request, reply),
    );
    apiRoute(
      app,
      yandexAuthenticateRoute,
    )(async ({ body, player, request, reply }) =>
      signIn(platformIdentity.yandex(app, body.signature), body.lang, player, request, reply),
    );
    apiRoute(
      app,
      crazyAuthenticateRoute,
    )(async ({ body, player, request, reply }) =>
      signIn(platformIdentity.crazyGames(app, body.token), body.lang, player, request, reply),
    );
    apiRoute(
      app,
      gamePushAuthenticateRoute,
    )(async ({ body, player, request, reply }) =>
      signIn(
        platformIdentity.gamePush(app, body.signature, body.platform ?? 'gp'),
        body.lang,
        player,
        request,
        reply,
      ),
    );
    apiRoute(
      app,
      kongAuthenticateRoute,
    )(async ({ body, player, request, reply }) =>
      signIn(await platformIdentity.kongregate(app, body), undefined, player, request, reply),
    );
    apiRoute(
      app,
      mystoreAuthenticateRoute,
    )(async ({ body, player, request, reply }) =>
      signIn(platformIdentity.mystore(app, body.uid, body.params), body.lang, player, request, reply),
    );
    apiRoute(
      app,
      launchAuthenticateRoute,
    )(async ({ body, player, request, reply }) =>
      signIn(platformIdentity.launch(app, body.source, body.params), body.lang, player, request, reply),
    );
  },
  { name: 'platform-routes' },
);
