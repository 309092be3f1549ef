import { z } from 'zod';
import { CAMPAIGN_TYPES } from '@rol/rules/economy/campaigns';
import { balancesDto } from './balances-dto.ts';
import { idOrZeroField, textField } from './fields.ts';
import { portalInfoDto } from './place-routes.ts';
import { resourceAmountsDto } from './place-dto.ts';
import { promotionsLockDto } from './promotions-lock-dto.ts';
import { defineRoute } from './route.ts';

/**
 * §7 Campaigns: the calendar of campaigns (server time), each type's status, the use of a campaign's
 * gift (PROMOTION_ALREADY_USED once a run's uses are spent, CAMPAIGN_DAILY_LIMIT once the day's are),
 * the OK group, the artifact set and the portal discounts. Below the promotions' level a gift and the
 * OK group's daily reward refuse with PROMOTIONS_LOCKED (details.level); the calendar and the statuses
 * answer with `locked` (the portal discounts, a price cut, stay open).
 */
export const campaignTypeEnum = z.enum(CAMPAIGN_TYPES);

export const campaignGiftDto = z.object({
  amounts: resourceAmountsDto.nullable(),
  artifacts: z.array(z.object({ id: z.string(), level: z.number().int() })),
  booster: z.string().nullable(),
});

export const campaignDto = z.object({
  id: z.string(),
  type: campaignTypeEnum,
  running: z.boolean(),
  /** The run going on, else the next one. */
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  gift: campaignGiftDto.nullable(),
  usesToday: z.number().int(),
  usesPerDay: z.number().int().nullable(),
  usesInRun: z.number().int(),
  usesPerRun: z.number().int().nullable(),
});
export type CampaignDto = z.infer<typeof campaignDto>;

export const campaignStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/get/status/:type',
  auth: 'player',
  params: z.object({ type: campaignTypeEnum }),
  response: z.object({
    type: campaignTypeEnum,
    campaigns: z.array(campaignDto),
    serverTimeMs: z.number().int(),
    locked: promotionsLockDto,
  }),
});

/** Every campaign of the calendar with its current or next run (the campaigns window). */
export const campaignListRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/list',
  auth: 'player',
  response: z.object({ campaigns: z.array(campaignDto), serverTimeMs: z.number().int(), locked: promotionsLockDto }),
});

/** Takes a running campaign's gift once more (its limits per run and per day). */
export const campaignUseRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/use/:id',
  changesState: true,
  auth: 'player',
  params: z.object({ id: textField(64) }),
  response: z.object({ campaign: campaignDto, balances: balancesDto }),
});

/** The OK group campaign: the group's address and whether the player counts as its member. */
export const campaignOkGroupRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/get/ok/group',
  auth: 'player',
  response: z.object({ campaign: campaignDto, groupUrl: z.string(), member: z.boolean(), locked: promotionsLockDto }),
});

/** The artifact set campaign (ARTIFACT_SET_1): the set and whether it was taken in this run. */
export const campaignArtStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/art/status',
  auth: 'player',
  response: z.object({ campaign: campaignDto, locked: promotionsLockDto }),
});

/** The discounts of a portal: the road's day offer, and the PORTAL_DISCOUNT campaign it belongs to. */
export const campaignPortalDiscountsRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign/get/portal/discounts',
  auth: 'player',
  query: z.object({ portalId: idOrZeroField }),
  response: z.object({
    portal: portalInfoDto,
    /** Percent discounts the player may still choose for this portal today. */
    discounts: z.array(z.number().int()),
    campaign: campaignDto,
  }),
});

/**
 * The OK group's daily reward: once a server day (DAILY_OK_TAKEN) for players who signed in through
 * OK (DAILY_OK_NOT_MEMBER otherwise) and, when the server checks the group with OK, whom OK lists as
 * members (DAILY_OK_NOT_MEMBER; PLATFORM_UNAVAILABLE, 424, when OK does not answer), through the ledger.
 */
export const dailyOkTakeRoute = defineRoute({
  method: 'GET',
  path: '/api/daily/ok/take',
  changesState: true,
  auth: 'player',
  response: z.object({ reward: resourceAmountsDto, balances: balancesDto }),
});

/**
 * Marks the current run of a campaign seen: `optionalUnseenCampaign` in player info names the next
 * running campaign with a gift whose run the player has not seen (CAMPAIGN_NOT_FOUND for an unknown
 * id, CAMPAIGN_NOT_RUNNING outside its run).
 */
export const campaignSetSeenRoute = defineRoute({
  method: 'POST',
  path: '/api/campaign/set/seen',
  auth: 'player',
  body: z.object({ id: textField(64).min(1) }),
  response: z.object({ optionalUnseenCampaign: z.string().nullable() }),
});
