import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, runningCampaignTypes, unseenCampaignId } from './campaigns.ts';
import {
  campaignTypeGated,
  campaignTypesFor,
  PROMOTIONS_LEVEL,
  promotionsLockOf,
  promotionsOpen,
  unseenCampaignFor,
} from './promotions-gate.ts';

/** A Monday noon (UTC): the weekly calendar runs several campaigns with gifts. */
const MONDAY_NOON = Date.UTC(2026, 0, 5, 12);

describe('the promotions gate', () => {
  it('opens the free promotions at level 5', () => {
    expect(PROMOTIONS_LEVEL).toBe(5);
    expect(promotionsOpen(1)).toBe(false);
    expect(promotionsOpen(PROMOTIONS_LEVEL - 1)).toBe(false);
    expect(promotionsOpen(PROMOTIONS_LEVEL)).toBe(true);
    expect(promotionsOpen(60)).toBe(true);
    expect(promotionsLockOf(4)).toEqual({ level: PROMOTIONS_LEVEL });
    expect(promotionsLockOf(5)).toBeNull();
  });

  it('announces below the level only the campaigns that give nothing free', () => {
    const running = runningCampaignTypes(MONDAY_NOON);
    expect(running).toContain('WHEEL');
    expect(running).toContain('GEMS_PLUS_50');
    expect(campaignTypesFor(4, MONDAY_NOON)).toEqual(['PORTAL_DISCOUNT', 'GEMS_PLUS_50']);
    expect(campaignTypesFor(5, MONDAY_NOON)).toEqual(running);
    expect(unseenCampaignId([], MONDAY_NOON)).not.toBeNull();
    expect(unseenCampaignFor(4, [], MONDAY_NOON)).toBeNull();
    expect(unseenCampaignFor(5, [], MONDAY_NOON)).toBe(unseenCampaignId([], MONDAY_NOON));
  });

  it('gates every campaign with a gift (a gift is a free prize)', () => {
    const gifts = CAMPAIGNS.filter((c) => c.gift !== null);
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.filter((c) => !campaignTypeGated(c.type)).map((c) => c.id)).toEqual([]);
  });
});
