import fp from 'fastify-plugin';
import {
  battleAskRoute,
  battleCompleteRoute,
  battleGiveUpRoute,
  battleHitRoute,
  battleMovesEmptyGetRoute,
  battleMovesSublistGetRoute,
  battlePlaceAttackRoute,
  battlePrecalculateRoute,
  battleRemoveConsumableRoute,
  battleSkipRoute,
} from '@rol/protocol/battle-routes';
import { apiRoute } from '../http/api-route.ts';
import { getBattleStatus, playBattleAction, precalculateBlow } from './battle-actions.ts';
import { completeBattle } from './complete-battle.ts';
import { attackPlace } from './start-place-battle.ts';

/** §7 Battle. */
export const battleRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, battlePlaceAttackRoute, { locksPlayer: true })(async ({ body, acting }) =>
      attackPlace(app, acting, body.placeId),
    );
    apiRoute(app, battleMovesEmptyGetRoute)(async ({ player }) => getBattleStatus(app, player, null));
    apiRoute(app, battleAskRoute)(async ({ player }) => getBattleStatus(app, player, null));
    apiRoute(
      app,
      battleMovesSublistGetRoute,
    )(async ({ body, player }) => getBattleStatus(app, player, body.offset));
    apiRoute(app, battleSkipRoute, { locksPlayer: 'with-battle' })(async ({ acting }) =>
      playBattleAction(app, acting, { type: 'skip' }),
    );
    apiRoute(app, battleHitRoute, { locksPlayer: 'with-battle' })(async ({ body, acting }) =>
      playBattleAction(app, acting, {
        type: 'hit',
        attackerId: body.attackerId,
        defenderId: body.defenderId,
      }),
    );
    apiRoute(
      app,
      battlePrecalculateRoute,
    )(async ({ body, player }) => precalculateBlow(app, player.id, body.attackerId, body.defenderId));
    apiRoute(app, battleCompleteRoute, { locksPlayer: 'with-battle' })(async ({ acting }) =>
      completeBattle(app, acting),
    );
    apiRoute(app, battleRemoveConsumableRoute, { locksPlayer: 'with-battle' })(async ({ body, acting }) =>
      playBattleAction(app, acting, {
        type: 'consumable',
        consumableId: body.id,
        targetCreatureId: body.targetCreatureId,
      }),
    );
    apiRoute(app, battleGiveUpRoute, { locksPlayer: 'with-battle' })(async ({ acting }) =>
      playBattleAction(app, acting, { type: 'giveUp' }),
    );
  },
  { name: 'battle-routes', dependencies: ['app-context', 'session-transport'] },
);
