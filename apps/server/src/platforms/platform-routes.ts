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
import type { PlayerRow } from '../db/schema/players.ts';
import { apiRoute } from '../http/api-route.ts';
import { platformIdentity } from './platform-identity-of.ts';
import type { PlatformIdentity } from './platform-identity.ts';
import { signInAndMoveSession } from './platform-session.ts';

/** §7 platform sign-in calls: verify the proof, sign the player in, move the session to them. */
export const platformRoutesPlugin = fp(
  async (app) => {
    const signIn = (
      identity: PlatformIdentity,
      lang: string | undefined,
      current: PlayerRow | null,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => signInAndMoveSession(app, identity, lang, current, request, reply);

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
      signIn(await platformIdentity.launch(app, body.source, body.params), body.lang, player, request, reply),
    );
  },
  { name: 'platform-routes' },
);
