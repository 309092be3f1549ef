import fp from 'fastify-plugin';
import { taskListRoute, taskTakeRoute, tutorialGetRoute, tutorialSkipRoute } from '@rol/protocol/task-routes';
import {
  snowWorldAttackRoute,
  snowWorldEnterRoute,
  snowWorldGetRoute,
  snowWorldLeaveRoute,
  snowWorldStepRoute,
  snowWorldTakeRoute,
} from '@rol/protocol/snow-world-routes';
import { monasteryGetRoute, monasteryRetrainRoute } from '@rol/protocol/monastery-routes';
import { registerBattleKindOutcome } from '../battle/battle-kind-outcomes.ts';
import { apiRoute } from '../http/api-route.ts';
import { getMonastery, retrainForce } from './monastery-service.ts';
import { attackInSnowWorld, settleSnowBattle } from './snow-battle.ts';
import { enterSnowWorld, getSnowWorld, leaveSnowWorld, stepInSnowWorld, takeInSnowWorld } from './snow-world-service.ts';
import { listTasks, takeTaskReward } from './task-service.ts';
import { skipTutorial, tutorialDtoOf } from '../progress/tutorial-service.ts';

/** The world around the road: tasks, the first-steps tutorial, the snow world and the monastery. */
export const worldRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    apiRoute(app, taskListRoute, action)(async ({ acting }) => listTasks(app, acting));
    apiRoute(app, taskTakeRoute, action)(async ({ params, acting }) => takeTaskReward(app, acting, params.taskNumber));
    apiRoute(app, tutorialGetRoute)(async ({ player }) => tutorialDtoOf(player.tutorialSteps));
    apiRoute(app, tutorialSkipRoute, action)(async ({ acting }) => skipTutorial(app, acting));

    registerBattleKindOutcome('SNOW', settleSnowBattle);
    apiRoute(app, snowWorldGetRoute, action)(async ({ acting }) => getSnowWorld(app, acting));
    apiRoute(app, snowWorldEnterRoute, action)(async ({ acting }) => enterSnowWorld(app, acting));
    apiRoute(app, snowWorldStepRoute, action)(async ({ body, acting }) => stepInSnowWorld(app, acting, body.toStair));
    apiRoute(app, snowWorldTakeRoute, action)(async ({ body, acting }) => takeInSnowWorld(app, acting, body.stair));
    apiRoute(app, snowWorldAttackRoute, action)(async ({ body, acting }) => attackInSnowWorld(app, acting, body.stair));
    apiRoute(app, snowWorldLeaveRoute, action)(async ({ acting }) => leaveSnowWorld(app, acting));

    apiRoute(app, monasteryGetRoute, action)(async ({ acting }) => getMonastery(app, acting));
    apiRoute(app, monasteryRetrainRoute, action)(async ({ body, acting }) => retrainForce(app, acting, body.creatureId, body.forceId));
  },
  { name: 'world-routes', dependencies: ['app-context', 'session-transport'] },
);
