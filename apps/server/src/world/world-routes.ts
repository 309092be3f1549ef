import fp from 'fastify-plugin';
import { taskListRoute, taskTakeRoute, tutorialGetRoute, tutorialSkipRoute } from '@rol/protocol/task-routes';
import { apiRoute } from '../http/api-route.ts';
import { listTasks, takeTaskReward } from './task-service.ts';
import { skipTutorial, tutorialDtoOf } from './tutorial-service.ts';

/** The world around the road: tasks and the first-steps tutorial. */
export const worldRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    apiRoute(app, taskListRoute, action)(async ({ acting }) => listTasks(app, acting));
    apiRoute(app, taskTakeRoute, action)(async ({ params, acting }) => takeTaskReward(app, acting, params.taskNumber));
    apiRoute(app, tutorialGetRoute)(async ({ player }) => tutorialDtoOf(player.tutorialSteps));
    apiRoute(app, tutorialSkipRoute, action)(async ({ acting }) => skipTutorial(app, acting));
  },
  { name: 'world-routes', dependencies: ['app-context', 'session-transport'] },
);
