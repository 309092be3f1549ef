import type { ResourceAmounts } from '../content/resources.ts';
import { moscowTimeToUtc } from '../world/server-time.ts';

/**
 * The campaigns calendar (content and rules). Each campaign repeats: its first run starts at a Moscow
 * (server) wall-clock moment and lasts `hours`; the next starts `repeatDays` later. A campaign with a
 * gift can be used (`campaign/use/{id}`) up to `usesPerDay` times a server day and `usesPerRun` times
 * a run (null: no limit of that kind).
 */
export const CAMPAIGN_TYPES = [
  'OK_GROUP',
  'CHEST',
  'CHEST_2',
  'CHEST_3',
  'WHEEL',
  'ARTIFACT_SET_1',
  'GEMS_PLUS_50',
  'HERO',
  'SNOW_WORLD',
  'BOOSTER',
  'PORTAL_DISCOUNT',
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export interface CampaignGift {
  amounts?: ResourceAmounts;
  /** Artifacts put in the player's storage (id, level). */
  artifacts?: readonly { id: string; level: number }[];
  /** A booster started (or prolonged by its duration when it runs). */
  booster?: 'experience';
}

export interface Campaign {
  id: string;
  type: CampaignType;
  /** The first run's start, Moscow time. */
  first: { year: number; month: number; day: number; hour: number };
  hours: number;
  repeatDays: number;
  gift: CampaignGift | null;
  usesPerDay: number | null;
  usesPerRun: number | null;
}

/** A Monday: the weekly campaigns count their days from it. */
const MONDAY = { year: 2025, month: 1, day: 6 };
const weekly = (weekday: number, hour: number) => ({ ...MONDAY, day: MONDAY.day + weekday, hour });
const always = { first: weekly(0, 0), hours: 7 * 24, repeatDays: 7 };

export const CAMPAIGNS: readonly Campaign[] = [
  { id: 'ok-group', type: 'OK_GROUP', ...always, gift: null, usesPerDay: null, usesPerRun: null },
  { id: 'chests', type: 'CHEST', ...always, gift: null, usesPerDay: null, usesPerRun: null },
  { id: 'chests-2', type: 'CHEST_2', ...always, gift: null, usesPerDay: null, usesPerRun: null },
  { id: 'chests-3', type: 'CHEST_3', ...always, gift: null, usesPerDay: null, usesPerRun: null },
  {
    id: 'portal-discount',
    type: 'PORTAL_DISCOUNT',
    ...always,
    gift: null,
    usesPerDay: null,
    usesPerRun: null,
  },
  {
    id: 'wheel-tickets',
    type: 'WHEEL',
    ...always,
    gift: { amounts: { TICKETS: 1 } },
    usesPerDay: 2,
    usesPerRun: null,
  },
  {
    id: 'gems-plus-50',
    type: 'GEMS_PLUS_50',
    first: weekly(0, 0),
    hours: 48,
    repeatDays: 7,
    // +50 % emeralds on the packs bought while it runs (gems-plus-campaign.ts), no gift to take.
    gift: null,
    usesPerDay: null,
    usesPerRun: null,
  },
  {
    id: 'booster-days',
    type: 'BOOSTER',
    first: weekly(1, 12),
    hours: 48,
    repeatDays: 7,
    // A free experience booster and the emeralds of the next one: the week's gift of gems.
    gift: { booster: 'experience', amounts: { MITHRIL: 50 } },
    usesPerDay: null,
    usesPerRun: 1,
  },
  {
    id: 'hero-days',
    type: 'HERO',
    first: weekly(2, 0),
    hours: 48,
    repeatDays: 7,
    gift: { amounts: { ELIXIR: 50, CRYSTAL: 100 } },
    usesPerDay: null,
    usesPerRun: 1,
  },
  {
    id: 'artifact-set',
    type: 'ARTIFACT_SET_1',
    first: weekly(4, 0),
    hours: 72,
    repeatDays: 7,
    gift: {
      artifacts: [
        { id: 'knight_sword', level: 4 },
        { id: 'tower_shield', level: 5 },
        { id: 'life_ring', level: 3 },
      ],
    },
    usesPerDay: null,
    usesPerRun: 1,
  },
  {
    id: 'snow-days',
    type: 'SNOW_WORLD',
    first: weekly(5, 0),
    hours: 48,
    repeatDays: 7,
    gift: { amounts: { CAVIAR: 20 } },
    usesPerDay: null,
    usesPerRun: 1,
  },
];

/** The daily reward of the OK group's members (`daily/ok/take`), once a server day. */
export const DAILY_OK_REWARD: ResourceAmounts = { GOLD: 1000, TICKETS: 1 };

/** The game's group on OK (the OK_GROUP campaign and its daily reward). */
export const OK_GROUP_URL = 'https://ok.ru/group/roadoflegends';

export function campaignById(id: string): Campaign | undefined {
  return CAMPAIGNS.find((c) => c.id === id);
}

export interface CampaignRun {
  /** The run's number (0 for the first). */
  run: number;
  startsAt: number;
  endsAt: number;
  running: boolean;
}

/** The run going on at `nowMs`, else the next one. */
export function campaignRunAt(campaign: Campaign, nowMs: number): CampaignRun {
  const { year, month, day, hour } = campaign.first;
  const first = moscowTimeToUtc(year, month, day, hour);
  const repeat = campaign.repeatDays * 86_400_000;
  const duration = campaign.hours * 3_600_000;
  const current = Math.max(0, Math.floor((nowMs - first) / repeat));
  const startsAt = first + current * repeat;
  if (nowMs >= startsAt && nowMs < startsAt + duration)
    return { run: current, startsAt, endsAt: startsAt + duration, running: true };
  const next = nowMs < first ? 0 : current + 1;
  return {
    run: next,
    startsAt: first + next * repeat,
    endsAt: first + next * repeat + duration,
    running: false,
  };
}

/** The campaign types running at `nowMs`, in calendar order without repeats. */
export function runningCampaignTypes(nowMs: number): CampaignType[] {
  return [...new Set(CAMPAIGNS.filter((c) => campaignRunAt(c, nowMs).running).map((c) => c.type))];
}

/**
 * The campaign to announce (`optionalUnseenCampaign`): the first running campaign with a gift whose
 * current run is not among `seen` (`campaign:run` keys), or null.
 */
export function unseenCampaignId(seen: readonly string[], nowMs: number): string | null {
  for (const campaign of CAMPAIGNS) {
    if (!campaign.gift) continue;
    const run = campaignRunAt(campaign, nowMs);
    if (run.running && !seen.includes(`${campaign.id}:${run.run}`)) return campaign.id;
  }
  return null;
}
