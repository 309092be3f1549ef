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
import { arenaBattleOutcome } from './arena-outcome.ts';
import { openArena, setDefence, setRewardTime } from './arena-info.ts';
import { listHistory, listOpponents } from './arena-lists.ts';
import { arenaReplay, recentArenaBattles } from './arena-replay.ts';

/** The arena's calls, with §7's `battle/arena/attack`; the ladder's part of `battle/complete` is registered here. */
export const arenaRoutesPlugin = fp(
  async (app) => {
    registerBattleKindOutcome('ARENA', arenaBattleOutcome);
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
    // Reads: the session and the lists on one connection of the pool, taken once.
    const read = { oneConnection: true } as const;
    apiRoute(app, arenaOpponentsRoute, read)(async ({ ctx, player }) => listOpponents(ctx, player));
    apiRoute(app, arenaHistoryRoute, read)(async ({ ctx, query, player }) =>
      listHistory(ctx, player.id, query.from, query.to),
    );
    apiRoute(app, arenaReplayRoute, read)(async ({ ctx, params }) => arenaReplay(ctx, params.battleId));
    apiRoute(app, arenaPlayerBattlesRoute, read)(async ({ ctx, params }) =>
      recentArenaBattles(ctx, params.playerId),
    );
  },
  { name: 'arena-routes', dependencies: ['app-context', 'session-transport'] },
);
