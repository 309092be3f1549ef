import fp from 'fastify-plugin';
import {
  clanBuildingCompleteRoute,
  clanBuildingListRoute,
  clanBuildingSpeedupRoute,
  clanBuildingStartRoute,
  clanDonateRoute,
  clanFactoryGiftGetRoute,
  clanFactoryGiftTakeRoute,
  clanHallImproveRoute,
  clanHallOptionsRoute,
  clanRaidDifficultySetRoute,
  clanRaidEndRoute,
  clanRaidGetRoute,
  clanRaidOptionsRoute,
  clanRaidSpeedupRoute,
  clanRaidStartRoute,
  clanThemeSetRoute,
} from '@rol/protocol/clan-economy-routes';
import { clanRaidAttackRoute, clanRaidRewardTakeRoute } from '@rol/protocol/clan-raid-routes';
import { registerBattleKindOutcome } from '../battle/battle-kind-outcomes.ts';
import { apiRoute } from '../http/api-route.ts';
import { completeBuilding, listClanBuildings, speedupBuilding, startBuilding } from './clan-building-service.ts';
import { getFactoryGift, takeFactoryGift } from './clan-factory-service.ts';
import { hallOptions, improveHall } from './clan-hall-service.ts';
import { attackRaidBoss, raidBattleOutcome, takeRaidReward } from './clan-raid-battles.ts';
import { endRaid, getRaid, raidOptions, setRaidDifficulty, speedupRaid, startRaid } from './clan-raid-service.ts';
import { setTheme } from './clan-texts.ts';
import { publishTreasury } from './clan-realtime.ts';
import { donate } from './clan-treasury.ts';

/** §7 Clan economy: treasury, buildings, factory, hall of fame, theme, raids. */
export const clanEconomyRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    // Reads of several statements: on one connection of the pool, taken once (apiRoute's `oneConnection`).
    const read = { oneConnection: true } as const;
    apiRoute(app, clanDonateRoute, action)(async ({ acting, body, player, afterCommit }) => {
      afterCommit(() => publishTreasury(app, player.id));
      return donate(app, acting, body.type, body.amount);
    });
    apiRoute(app, clanBuildingListRoute, read)(async ({ ctx, player }) => listClanBuildings(ctx, player.id));
    apiRoute(app, clanBuildingStartRoute, action)(async ({ acting, body, player, afterCommit }) => {
      afterCommit(() => publishTreasury(app, player.id));
      return startBuilding(app, acting, body.buildingType);
    });
    apiRoute(app, clanBuildingSpeedupRoute, action)(async ({ acting, body, player, afterCommit }) => {
      afterCommit(() => publishTreasury(app, player.id));
      return speedupBuilding(app, acting, body.buildingType);
    });
    apiRoute(app, clanBuildingCompleteRoute, action)(async ({ acting, body }) => completeBuilding(app, acting, body.buildingType));
    apiRoute(app, clanFactoryGiftGetRoute)(async ({ player }) => getFactoryGift(app, player.id));
    apiRoute(app, clanFactoryGiftTakeRoute, action)(async ({ acting, player, afterCommit }) => {
      afterCommit(() => publishTreasury(app, player.id));
      return takeFactoryGift(app, acting);
    });
    apiRoute(app, clanHallOptionsRoute)(async ({ player }) => hallOptions(app, player.id));
    apiRoute(app, clanHallImproveRoute, action)(async ({ acting, body, player, afterCommit }) => {
      afterCommit(() => publishTreasury(app, player.id));
      return improveHall(app, acting, body.force, body.toLevel);
    });
    apiRoute(app, clanThemeSetRoute, action)(async ({ acting, query, player, afterCommit }) => {
      afterCommit(() => publishTreasury(app, player.id));
      return setTheme(app, acting, query.number);
    });
    apiRoute(app, clanRaidGetRoute, read)(async ({ ctx, player }) => getRaid(ctx, player.id));
    apiRoute(app, clanRaidOptionsRoute, read)(async ({ ctx, player }) => raidOptions(ctx, player.id));
    apiRoute(app, clanRaidDifficultySetRoute, action)(async ({ acting, body }) => setRaidDifficulty(app, acting, body.raidDifficulty));
    apiRoute(app, clanRaidStartRoute, action)(async ({ acting, player, afterCommit }) => {
      afterCommit(() => publishTreasury(app, player.id));
      return startRaid(app, acting);
    });
    apiRoute(app, clanRaidSpeedupRoute, action)(async ({ acting, player, afterCommit }) => {
      afterCommit(() => publishTreasury(app, player.id));
      return speedupRaid(app, acting);
    });
    apiRoute(app, clanRaidEndRoute, action)(async ({ acting, body }) => endRaid(app, acting, body.reset === true));
    apiRoute(app, clanRaidAttackRoute, action)(async ({ acting }) => attackRaidBoss(app, acting));
    apiRoute(app, clanRaidRewardTakeRoute, action)(async ({ acting }) => takeRaidReward(app, acting));
    // A MULTI battle's completion takes its damage off the clan's raid boss.
    registerBattleKindOutcome('MULTI', raidBattleOutcome);
  },
  { name: 'clan-economy-routes', dependencies: ['app-context', 'session-transport'] },
);
