import fp from 'fastify-plugin';
import {
  gamePushLoginRoute,
  rustoreAuthenticateRoute,
  yandexRemapRoute,
  yandexSearchRoute,
} from '@rol/protocol/platform-account-routes';
import { apiRoute } from '../http/api-route.ts';
import { ApiError } from '../http/api-error.ts';
import { moveGamePushAccount, remapYandexAccount, searchYandexAccounts } from './platform-account-moves.ts';
import { platformIdentity } from './platform-identity-of.ts';
import { ruStoreOwnerOf } from './rustore-client.ts';
import { moveSessionTo, signInAndMoveSession } from './platform-session.ts';

function yandexSecret(secret: string | null): string {
  if (secret === null) throw new ApiError('PLATFORM_NOT_CONFIGURED', { source: 'ya' });
  return secret;
}

/** §7 account calls besides the first sign-in: GamePush's new id, the Yandex account chooser, RuStore. */
export const platformAccountRoutesPlugin = fp(
  async (app) => {
    apiRoute(
      app,
      gamePushLoginRoute,
    )(async ({ body, player, request, reply }) => {
      const identity = platformIdentity.gamePush(app, body.signature, body.platform ?? 'gp');
      if (identity.userId !== body.newPlayerId)
        throw new ApiError('PLATFORM_PROOF_MALFORMED', { field: 'newPlayerId' });
      const outcome = await moveGamePushAccount(app, player, body.oldPlayerId, identity);
      return { ...(await moveSessionTo(app, outcome, player, request, reply)), moved: outcome.moved };
    });
    apiRoute(
      app,
      yandexSearchRoute,
    )(async ({ body, player }) => ({
      accounts: await searchYandexAccounts(
        app,
        player,
        yandexSecret(app.config.platforms.yandexSecret),
        body.previous,
      ),
    }));
    apiRoute(
      app,
      yandexRemapRoute,
    )(async ({ body, player, request, reply }) => {
      const outcome = await remapYandexAccount(
        app,
        player,
        body,
        yandexSecret(app.config.platforms.yandexSecret),
      );
      return moveSessionTo(app, outcome, player, request, reply);
    });
    apiRoute(
      app,
      rustoreAuthenticateRoute,
    )(async ({ body, player, request, reply }) => {
      const config = app.config.platforms.launch.rustore;
      if (config === null) throw new ApiError('PLATFORM_NOT_CONFIGURED', { source: 'rustore' });
      const identity = await ruStoreOwnerOf(config, body.purchaseId, app.clock());
      return signInAndMoveSession(app, identity, body.lang, player, request, reply);
    });
  },
  { name: 'platform-account-routes' },
);
