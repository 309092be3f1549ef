import { and, eq, sql } from 'drizzle-orm';
import type { CampaignDto } from '@rol/protocol/campaign-routes';
import {
  CAMPAIGNS,
  campaignById,
  campaignRunAt,
  type Campaign,
  type CampaignType,
} from '@rol/rules/economy/campaigns';
import { unseenCampaignFor } from '@rol/rules/economy/promotions-gate';
import { serverDay } from '@rol/rules/server-day';
import type { DbOrTx } from '../db/database.ts';
import { playerCampaignUses, type PlayerCampaignUseRow } from '../db/schema/player-campaign-uses.ts';
import { PLAYERS_ID } from '../heroes/hero-extras-query.ts';
import type { AppContext } from '../http/app-context.ts';
import type { SessionReads } from '../sessions/session-queries.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { creditCampaignGift } from './campaign-gift.ts';
import { assertPromotionsOpen } from '../economy/promotions-gate.ts';
import { loadSeenCampaigns, markCampaignSeen } from '../offers/offer-queries.ts';

type Uses = readonly Pick<PlayerCampaignUseRow, 'campaign' | 'run' | 'day'>[];

async function loadUses(db: DbOrTx, playerId: number, campaign?: string): Promise<Uses> {
  const where = campaign
    ? and(eq(playerCampaignUses.playerId, playerId), eq(playerCampaignUses.campaign, campaign))
    : eq(playerCampaignUses.playerId, playerId);
  return db
    .select({
      campaign: playerCampaignUses.campaign,
      run: playerCampaignUses.run,
      day: playerCampaignUses.day,
    })
    .from(playerCampaignUses)
    .where(where);
}

/** Every use of the player's campaigns, read in the session's statement: the campaign list in one round trip. */
export const campaignUsesSessionReads: SessionReads<Uses> = {
  name: 'session_campaign_uses',
  fields: {
    uses: sql`(select coalesce(json_agg(json_build_object('campaign', u.campaign, 'run', u.run, 'day', u.day)), '[]'::json)
      from ${playerCampaignUses} u where u.player_id = ${PLAYERS_ID})`,
  },
  decode: (fields) => fields.uses as Uses,
};

export function campaignDtoOf(campaign: Campaign, uses: Uses, nowMs: number): CampaignDto {
  const run = campaignRunAt(campaign, nowMs);
  const mine = uses.filter((u) => u.campaign === campaign.id && u.run === run.run);
  const gift = campaign.gift;
  return {
    id: campaign.id,
    type: campaign.type,
    running: run.running,
    startsAt: run.startsAt,
    endsAt: run.endsAt,
    gift: gift
      ? {
          amounts: gift.amounts ?? null,
          artifacts: [...(gift.artifacts ?? [])],
          booster: gift.booster ?? null,
        }
      : null,
    usesToday: mine.filter((u) => u.day === serverDay(nowMs)).length,
    usesPerDay: campaign.usesPerDay,
    usesInRun: mine.length,
    usesPerRun: campaign.usesPerRun,
  };
}

/** The campaigns of a type (or every campaign) with the player's uses of their current or next run. */
export async function campaignsFor(db: DbOrTx, playerId: number, nowMs: number, type?: CampaignType) {
  return campaignsWithUses(await loadUses(db, playerId), nowMs, type);
}

/** `campaignsFor` with the uses already read (`campaignUsesSessionReads`). */
export function campaignsWithUses(uses: Uses, nowMs: number, type?: CampaignType) {
  return CAMPAIGNS.filter((c) => !type || c.type === type).map((c) => campaignDtoOf(c, uses, nowMs));
}

/** The first campaign of a type (every type has one in the calendar). */
export async function campaignOfType(db: DbOrTx, playerId: number, nowMs: number, type: CampaignType) {
  const [campaign] = await campaignsFor(db, playerId, nowMs, type);
  if (!campaign) throw new Error(`no campaign of type ${type}`);
  return campaign;
}

/**
 * `campaign/use/{id}`: the gift of a running campaign, credited once per use under the player's row
 * lock — PROMOTION_ALREADY_USED once the run's uses are spent, CAMPAIGN_DAILY_LIMIT once the day's are.
 */
export async function useCampaign(ctx: AppContext, who: ActingPlayer, id: string) {
  const nowMs = ctx.clock();
  const campaign = campaignById(id);
  if (!campaign?.gift) throw new ApiError('CAMPAIGN_NOT_FOUND', { id });
  const gift = campaign.gift;
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    const run = campaignRunAt(campaign, nowMs);
    if (!run.running)
      throw new ApiError('CAMPAIGN_NOT_RUNNING', { startsAt: run.startsAt, endsAt: run.endsAt });
    const uses = await loadUses(tx, player.id, campaign.id);
    const before = campaignDtoOf(campaign, uses, nowMs);
    if (campaign.usesPerRun !== null && before.usesInRun >= campaign.usesPerRun)
      throw new ApiError('PROMOTION_ALREADY_USED', { id });
    if (campaign.usesPerDay !== null && before.usesToday >= campaign.usesPerDay)
      throw new ApiError('CAMPAIGN_DAILY_LIMIT', { id, limit: campaign.usesPerDay });
    const useNumber = before.usesInRun + 1;
    const day = serverDay(nowMs);
    await tx.insert(playerCampaignUses).values({
      playerId: player.id,
      campaign: campaign.id,
      run: run.run,
      useNumber,
      day,
      usedAt: new Date(nowMs),
    });
    const after = await creditCampaignGift(tx, {
      playerId: player.id,
      gift,
      nowMs,
      reference: `campaign:${campaign.id}:${run.run}:${useNumber}`,
    });
    return {
      campaign: campaignDtoOf(campaign, [...uses, { campaign: campaign.id, run: run.run, day }], nowMs),
      balances: balancesOf({ ...player, ...after }),
    };
  });
}

/**
 * `campaign/set/seen`: the campaign's current run is seen (CAMPAIGN_NOT_FOUND for an id not in the
 * calendar, CAMPAIGN_NOT_RUNNING outside a run); the next campaign to announce, if any.
 */
export async function setCampaignSeen(ctx: AppContext, who: ActingPlayer, id: string) {
  const nowMs = ctx.clock();
  const campaign = campaignById(id);
  if (!campaign) throw new ApiError('CAMPAIGN_NOT_FOUND', { id });
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const run = campaignRunAt(campaign, nowMs);
    if (!run.running) throw new ApiError('CAMPAIGN_NOT_RUNNING', { startsAt: run.startsAt, endsAt: run.endsAt });
    await markCampaignSeen(tx, { playerId: player.id, campaign: campaign.id, run: run.run, now: new Date(nowMs) });
    return { optionalUnseenCampaign: unseenCampaignFor(player.level, await loadSeenCampaigns(tx, player.id), nowMs) };
  });
}
