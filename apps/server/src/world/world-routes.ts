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
import { registerBattleKindOutcome } from '../battle/battle-kind-outcomes.ts';
import { apiRoute } from '../http/api-route.ts';
import { attackInSnowWorld, settleSnowBattle } from './snow-battle.ts';
import { enterSnowWorld, getSnowWorld, leaveSnowWorld, stepInSnowWorld, takeInSnowWorld } from './snow-world-service.ts';
import { listTasks, takeTaskReward } from './task-service.ts';
import { skipTutorial, tutorialDtoOf } from './tutorial-service.ts';

/** The world around the road: tasks, the first-steps tutorial and the snow world. */
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
  },
  { name: 'world-routes', dependencies: ['app-context', 'session-transport'] },
);
