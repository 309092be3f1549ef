import fp from 'fastify-plugin';
import {
  creatureCardUseRoute,
  creatureExchangeRoute,
  creatureForceUpgradeRoute,
  creatureGetRoute,
  creatureLevelUpgradeRoute,
  creatureListRoute,
  creatureRankUpgradeRoute,
  creatureSquadSetRoute,
  creatureStepSpeedUpRoute,
} from '@rol/protocol/creature-routes';
import { apiRoute } from '../http/api-route.ts';
import { useCard } from './card-use.ts';
import { getHero, listHeroes } from './creature-read.ts';
import { heroRowsSessionReads } from './hero-rows-query.ts';
import { exchangeHero } from './hero-exchange.ts';
import { upgradeLevels } from './level-upgrade.ts';
import { setSquad } from './squad-set.ts';
import { upgradeForce, upgradeRank } from './step-start.ts';
import { speedUpStep } from './step-speedup.ts';

/** Heroes: the creature calls of `@rol/protocol/creature-routes`. */
export const creatureRoutesPlugin = fp(
  async (app) => {
    // The heroes' pages read the heroes in the session's statement (one round trip).
    const heroReads = { sessionReads: heroRowsSessionReads };
    apiRoute(app, creatureListRoute, heroReads)(async ({ reads }) => listHeroes(app, reads));
    apiRoute(app, creatureGetRoute, heroReads)(async ({ params, reads }) => getHero(app, reads, params.id));
    // Hero actions lock the player's row in the session lookup (one statement) and run in that transaction.
    const action = { locksPlayer: true } as const;
    apiRoute(
      app,
      creatureSquadSetRoute,
      action,
    )(async ({ body, acting }) => setSquad(app, acting, body.creatureIds));
    apiRoute(
      app,
      creatureForceUpgradeRoute,
      action,
    )(async ({ body, acting }) => upgradeForce(app, acting, body));
    apiRoute(
      app,
      creatureRankUpgradeRoute,
      action,
    )(async ({ body, acting }) => upgradeRank(app, acting, body.creatureId));
    apiRoute(
      app,
      creatureStepSpeedUpRoute,
      action,
    )(async ({ body, acting }) => speedUpStep(app, acting, body.stepId));
    apiRoute(app, creatureCardUseRoute, action)(async ({ body, acting }) => useCard(app, acting, body));
    apiRoute(
      app,
      creatureLevelUpgradeRoute,
      action,
    )(async ({ body, acting }) => upgradeLevels(app, acting, body.creatureIds));
    apiRoute(app, creatureExchangeRoute, action)(async ({ body, acting }) => exchangeHero(app, acting, body));
  },
  { name: 'creature-routes', dependencies: ['app-context', 'session-transport'] },
);
