import { describe, expect, it } from 'vitest';
import { isArtifactId } from '../content/artifacts.ts';
import { moscowTimeToUtc } from '../world/server-time.ts';
import { CAMPAIGN_TYPES, CAMPAIGNS, campaignById, campaignRunAt, runningCampaignTypes } from './campaigns.ts';

describe('the campaigns calendar', () => {
  it('holds every campaign type and only known artifacts', () => {
    expect(new Set(CAMPAIGNS.map((c) => c.type))).toEqual(new Set(CAMPAIGN_TYPES));
    expect(new Set(CAMPAIGNS.map((c) => c.id)).size).toBe(CAMPAIGNS.length);
    for (const c of CAMPAIGNS) for (const a of c.gift?.artifacts ?? []) expect(isArtifactId(a.id)).toBe(true);
  });

  it('runs each campaign from its Moscow start for its hours, then again a repeat later', () => {
    const gems = campaignById('gems-plus-50')!;
    const monday = moscowTimeToUtc(2026, 11, 23, 0);
    expect(campaignRunAt(gems, monday)).toMatchObject({
      running: true,
      startsAt: monday,
      endsAt: monday + 48 * 3_600_000,
    });
    const wednesday = monday + 48 * 3_600_000;
    expect(campaignRunAt(gems, wednesday)).toMatchObject({
      running: false,
      startsAt: monday + 7 * 86_400_000,
    });
    expect(campaignRunAt(gems, wednesday - 1).running).toBe(true);
    expect(campaignRunAt(gems, 0)).toMatchObject({ run: 0, running: false });
  });

  it('has the permanent campaigns always running', () => {
    for (const at of [moscowTimeToUtc(2026, 11, 26, 10), moscowTimeToUtc(2030, 2, 3, 23)])
      expect(runningCampaignTypes(at)).toEqual(
        expect.arrayContaining(['OK_GROUP', 'CHEST', 'CHEST_2', 'CHEST_3', 'WHEEL', 'PORTAL_DISCOUNT']),
      );
  });
});
