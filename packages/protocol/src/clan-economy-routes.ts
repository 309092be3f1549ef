import { z } from 'zod';
import {
  buildingDto,
  buildingTypeEnum,
  clanStatDto,
  depositTypeEnum,
  factoryGiftDto,
  hallForceEnum,
  raidDifficultyEnum,
  raidDto,
  raidOptionDto,
} from './clan-dto.ts';
import { boolField, intField, textField } from './fields.ts';
import { balancesDto } from './balances-dto.ts';
import { defineRoute } from './route.ts';

/**
 * §7 Clan economy: the treasury (donations), buildings, the factory's daily gift, the hall of fame,
 * the theme and raids. Spending the treasury cannot cover is CLAN_INSUFFICIENT_FUNDS.
 */

const buildingBody = z.object({ buildingType: textField(64).min(1) });
const buildingAnswer = z.object({ building: buildingDto, clanStat: clanStatDto });

/** Moves `amount` of a resource from my balances into the treasury (through both ledgers). */
export const clanDonateRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/donate',
  auth: 'player',
  body: z.object({ type: depositTypeEnum, amount: intField.min(1).max(1_000_000_000) }),
  response: z.object({ clanStat: clanStatDto, balances: balancesDto }),
});

export const clanBuildingListRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/building/list',
  auth: 'player',
  response: z.object({ buildings: z.array(buildingDto), clanStat: clanStatDto }),
});

/** Starts the next level (BUILD), paid from the treasury. An unknown type is VALIDATION_FAILED. */
export const clanBuildingStartRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/building/start',
  auth: 'player',
  body: buildingBody.extend({ buildingType: buildingTypeEnum }),
  response: buildingAnswer,
});

/** Finishes the running upgrade now for treasury gems (SPEND_TREASURY). */
export const clanBuildingSpeedupRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/building/speedup',
  auth: 'player',
  body: buildingBody.extend({ buildingType: buildingTypeEnum }),
  response: buildingAnswer,
});

/** Records a finished upgrade (any member; reads resolve it lazily anyway). */
export const clanBuildingCompleteRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/building/complete',
  auth: 'player',
  body: buildingBody.extend({ buildingType: buildingTypeEnum }),
  response: buildingAnswer,
});

export const clanFactoryGiftGetRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/factory/gift/get',
  auth: 'player',
  response: z.object({
    factoryLevel: z.number().int(),
    available: z.boolean(),
    /** Today's gift once taken. */
    gift: factoryGiftDto.nullable(),
    nextAt: z.number(),
  }),
});

/** Today's gift (once a server (Moscow) day per member): gears go into the treasury, resources to me. */
export const clanFactoryGiftTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/factory/gift/take',
  changesState: true,
  auth: 'player',
  response: z.object({ gift: factoryGiftDto, clanStat: clanStatDto, balances: balancesDto }),
});

const hallDto = z.object({
  gears: z.number(),
  maxLevel: z.number().int(),
  forces: z.array(
    z.object({
      force: hallForceEnum,
      level: z.number().int(),
      percent: z.number(),
      nextLevelGears: z.number().int().nullable(),
    }),
  ),
});

export const clanHallOptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/hall/options',
  auth: 'player',
  response: hallDto,
});

/** Raises a hall force to `toLevel` (IMPROVE_HALL), paying every level in between with treasury gears. */
export const clanHallImproveRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/hall/improve',
  auth: 'player',
  body: z.object({ force: hallForceEnum, toLevel: intField.min(1).max(1000) }),
  response: hallDto,
});

/** §9: three free changes, then 250 treasury gems each (CHANGE_THEME). */
export const clanThemeSetRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/theme/set',
  auth: 'player',
  query: z.object({ number: intField.min(1).max(1000) }),
  response: z.object({
    theme: z.number().int(),
    themeChanges: z.number().int(),
    nextThemePrice: z.number().int(),
    clanStat: clanStatDto,
  }),
});

export const clanRaidGetRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/raid/get',
  auth: 'player',
  response: raidDto,
});

export const clanRaidOptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/raid/options',
  auth: 'player',
  response: z.object({ difficulty: raidDifficultyEnum, clanLevel: z.number().int(), options: z.array(raidOptionDto) }),
});

export const clanRaidDifficultySetRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/raid/difficulty/set',
  auth: 'player',
  body: z.object({ raidDifficulty: raidDifficultyEnum }),
  response: raidDto,
});

/** Starts a raid at the chosen difficulty (START_RAID), paid from the treasury. */
export const clanRaidStartRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/raid/start',
  auth: 'player',
  response: raidDto,
});

/** Ends the waiting after a raid for treasury gems (SPEEDUP_RAID). */
export const clanRaidSpeedupRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/raid/speedup',
  auth: 'player',
  response: raidDto,
});

/** Ends a raid that is over (`reset`: abandons a running one); the clan then waits (END_RAID). */
export const clanRaidEndRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/raid/end',
  auth: 'player',
  body: z.object({ reset: boolField.optional() }),
  response: raidDto,
});
