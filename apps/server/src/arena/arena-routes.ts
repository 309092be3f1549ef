import fp from 'fastify-plugin';
import {
  arenaDefenceSetRoute,
  arenaHistoryRoute,
  arenaInfoRoute,
  arenaOpponentsRoute,
  arenaPlayerBattlesRoute,
  arenaReplayRoute,
  arenaRewardTimeSetRoute,
} from '@rol/protocol/arena-routes';
import { battleArenaAttackRoute } from '@rol/protocol/battle-routes';
import { registerBattleKindOutcome } from '../battle/battle-kind-outcomes.ts';
import { apiRoute } from '../http/api-route.ts';
import { attackInArena } from './arena-attack.ts';
import { settleArenaBattle } from './arena-outcome.ts';
import { openArena, setDefence, setRewardTime } from './arena-info.ts';
import { listHistory, listOpponents } from './arena-lists.ts';
import { arenaReplay, recentArenaBattles } from './arena-replay.ts';

/** The arena's calls, with §7's `battle/arena/attack`; the ladder's part of `battle/complete` is registered here. */
export const arenaRoutesPlugin = fp(
  async (app) => {
    registerBattleKindOutcome('ARENA', settleArenaBattle);
    apiRoute(app, battleArenaAttackRoute, { locksPlayer: true })(async ({ body, acting }) =>
      attackInArena(app, acting, body.opponentId, body.position),
    );
    apiRoute(app, arenaInfoRoute, { locksPlayer: true })(async ({ acting }) => openArena(app, acting));
    apiRoute(app, arenaDefenceSetRoute, { locksPlayer: true })(async ({ body, acting }) =>
      setDefence(app, acting, body.creatureIds),
    );
    apiRoute(app, arenaRewardTimeSetRoute, { locksPlayer: true })(async ({ body, acting }) =>
      setRewardTime(app, acting, body.minute, body.utcOffset),
    );
    apiRoute(app, arenaOpponentsRoute)(async ({ player }) => listOpponents(app, player));
    apiRoute(
      app,
      arenaHistoryRoute,
    )(async ({ query, player }) => listHistory(app, player.id, query.from, query.to));
    apiRoute(
      app,
      arenaReplayRoute,
    )(async ({ params }) => arenaReplay(app, params.battleId));
    apiRoute(
      app,
      arenaPlayerBattlesRoute,
    )(async ({ params }) => recentArenaBattles(app, params.playerId));
  },
  { name: 'arena-routes', dependencies: ['app-context', 'session-transport'] },
);
