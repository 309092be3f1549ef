import { runningCampaignTypes, unseenCampaignId, type CampaignType } from './campaigns.ts';

/**
 * The free promotions open at a level (docs/economy.md, "Promotions open at level 5"): the wheel of
 * fortune (its spins, its prize, its tickets for ads), the delayed chest, the chests by gems spent,
 * the campaigns' gifts and the OK group's daily reward. Below it a newcomer plays the road alone, so
 * its first battles are not decided by gifts worth more than the road pays; paid things (the bank,
 * the shops, the boosters, the offers) stay open at every level.
 */
export const PROMOTIONS_LEVEL = 5;

/** Whether a player of `level` may take the free promotions. */
export function promotionsOpen(level: number): boolean {
  return level >= PROMOTIONS_LEVEL;
}

/** What a status of a gated promotion says of its lock: null once open, else the level it opens at. */
export function promotionsLockOf(level: number): { level: number } | null {
  return promotionsOpen(level) ? null : { level: PROMOTIONS_LEVEL };
}

/**
 * The campaign types that give no free prize and so are announced at every level: the portal
 * discount lowers the price of a portal paid with gems; GEMS_PLUS_50 adds emeralds to packs bought.
 */
export const ALWAYS_OPEN_CAMPAIGN_TYPES: readonly CampaignType[] = ['PORTAL_DISCOUNT', 'GEMS_PLUS_50'];

/** Whether the campaigns of `type` wait for the promotions' level. */
export const campaignTypeGated = (type: CampaignType): boolean => !ALWAYS_OPEN_CAMPAIGN_TYPES.includes(type);

/** `campaignTypes` of a player of `level`: the running types, without the gated ones below the level. */
export function campaignTypesFor(level: number, nowMs: number): CampaignType[] {
  const running = runningCampaignTypes(nowMs);
  return promotionsOpen(level) ? running : running.filter((type) => !campaignTypeGated(type));
}

/**
 * `optionalUnseenCampaign` of a player of `level`: the campaign to announce (every campaign with a
 * gift is gated), or null below the level.
 */
export function unseenCampaignFor(level: number, seen: readonly string[], nowMs: number): string | null {
  return promotionsOpen(level) ? unseenCampaignId(seen, nowMs) : null;
}
