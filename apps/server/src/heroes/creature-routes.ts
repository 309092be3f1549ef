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
import { exchangeHero } from './hero-exchange.ts';
import { upgradeLevels } from './level-upgrade.ts';
import { setSquad } from './squad-set.ts';
import { upgradeForce, upgradeRank } from './step-start.ts';
import { speedUpStep } from './step-speedup.ts';

/** Heroes (issue 5): the creature calls of `@rol/protocol/creature-routes`. */
export const creatureRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, creatureListRoute)(async ({ player }) => listHeroes(app, player.id));
    apiRoute(app, creatureGetRoute)(async ({ params, player }) => getHero(app, player.id, params.id));
    apiRoute(app, creatureSquadSetRoute)(async ({ body, player }) => setSquad(app, player.id, body.creatureIds));
    apiRoute(app, creatureForceUpgradeRoute)(async ({ body, player }) => upgradeForce(app, player.id, body));
    apiRoute(app, creatureRankUpgradeRoute)(async ({ body, player }) => upgradeRank(app, player.id, body.creatureId));
    apiRoute(app, creatureStepSpeedUpRoute)(async ({ body, player }) => speedUpStep(app, player.id, body.stepId));
    apiRoute(app, creatureCardUseRoute)(async ({ body, player }) => useCard(app, player.id, body));
    apiRoute(app, creatureLevelUpgradeRoute)(async ({ body, player }) =>
      upgradeLevels(app, player.id, body.creatureIds),
    );
    apiRoute(app, creatureExchangeRoute)(async ({ body, player }) => exchangeHero(app, player.id, body));
  },
  { name: 'creature-routes', dependencies: ['app-context', 'session-transport'] },
);
