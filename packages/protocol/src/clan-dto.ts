import { z } from 'zod';
import { BUILDING_TYPES } from '@rol/rules/clans/clan-buildings';
import { HALL_FORCES } from '@rol/rules/clans/clan-hall';
import { RAID_DIFFICULTIES, RAID_STATES } from '@rol/rules/clans/clan-raids';
import { CLAN_ACTIONS, SHOWN_CLAN_ROLES } from '@rol/rules/clans/clan-roles';
import { DEPOSIT_TYPES } from '@rol/rules/clans/clan-treasury';

export const clanRoleEnum = z.enum(SHOWN_CLAN_ROLES);
export const clanActionEnum = z.enum(CLAN_ACTIONS);
export const buildingTypeEnum = z.enum(BUILDING_TYPES);
export const raidDifficultyEnum = z.enum(RAID_DIFFICULTIES);
export const raidStateEnum = z.enum(RAID_STATES);
export const hallForceEnum = z.enum(HALL_FORCES);
export const depositTypeEnum = z.enum(DEPOSIT_TYPES);
export const participationStateEnum = z.enum(['WANTS_TO_THE_CLAN', 'WANTS_TO_ANY_CLAN', 'REJECTED', 'INVITED']);

/** §3 clanStat: the treasury. */
export const clanStatDto = z.object({
  gold: z.number(),
  gems: z.number(),
  redCrystal: z.number(),
  blueCrystal: z.number(),
  gears: z.number(),
  tickets: z.number(),
});
export type ClanStatDto = z.infer<typeof clanStatDto>;

/** A clan as lists show it (invitations, rating, a player's clan). */
export const clanSummaryDto = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  theme: z.number().int(),
  membersCurr: z.number().int(),
  membersMax: z.number().int(),
});
export type ClanSummaryDto = z.infer<typeof clanSummaryDto>;

/** The viewer's own clan, whole. */
export const clanDto = clanSummaryDto.extend({
  about: z.string().nullable(),
  advertisement: z.string(),
  /** The viewer has not yet seen this advertisement (`advertisement/mark/seen`). */
  advertisementNew: z.boolean(),
  themeChanges: z.number().int(),
  nextThemePrice: z.number().int(),
  clanStat: clanStatDto,
  /** The clan's place in `clan/rating` (1 = first). */
  rating: z.number().int(),
  leaderId: z.number().int().nullable(),
  temporaryLeaderId: z.number().int().nullable(),
  myRole: clanRoleEnum,
  /** What the viewer's role allows (the permission table). */
  myActions: z.array(clanActionEnum),
  raidState: raidStateEnum,
  raidDifficulty: raidDifficultyEnum,
  hall: z.record(hallForceEnum, z.number().int()),
});
export type ClanDto = z.infer<typeof clanDto>;

export const clanMemberDto = z.object({
  playerId: z.number().int(),
  nickname: z.string(),
  level: z.number().int(),
  role: clanRoleEnum,
  contribution: z.number(),
  joinedAt: z.number(),
  lastActiveAt: z.number(),
  /** What the viewer may do to this member (only in the viewer's own clan). */
  canKick: z.boolean(),
  canPromote: z.boolean(),
  canDemote: z.boolean(),
});
export type ClanMemberDto = z.infer<typeof clanMemberDto>;

export const clanMembersDto = z.object({ clanId: z.number().int(), members: z.array(clanMemberDto) });

export const clanPlayerDto = z.object({ playerId: z.number().int(), nickname: z.string(), level: z.number().int() });

export const buildingDto = z.object({
  type: buildingTypeEnum,
  level: z.number().int(),
  maxLevel: z.number().int(),
  status: z.enum(['PROCESSING', 'NORMAL']),
  /** PROCESSING: when the upgrade completes (ms). */
  endsAt: z.number().nullable(),
  /** The next level's price and time, null at the highest level. */
  nextCost: clanStatDto.partial().nullable(),
  nextDurationMs: z.number().nullable(),
  speedupGems: z.number().int(),
});
export type BuildingDto = z.infer<typeof buildingDto>;

export const raidOptionDto = z.object({
  difficulty: raidDifficultyEnum,
  minClanLevel: z.number().int(),
  bossHealth: z.number(),
  startCost: clanStatDto.partial(),
  reward: z.object({ gold: z.number(), mithril: z.number() }),
});

export const raidDto = z.object({
  state: raidStateEnum,
  difficulty: raidDifficultyEnum,
  bossHealth: z.number(),
  bossMaxHealth: z.number(),
  startedAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  /** RAID_WAITING: when the next raid may start, and the treasury gems to start now. */
  cooldownUntil: z.number().nullable(),
  speedupGems: z.number().int(),
  /** IN_RAID and the boss fell or the time is up: `end` settles it. */
  over: z.boolean(),
  /** The running (or last ended) raid's damage by member, largest first. */
  damage: z.array(z.object({ playerId: z.number(), name: z.string(), damage: z.number(), battles: z.number().int() })),
  /** My raid rewards not taken yet (`clan/raid/reward/take`); null when none. */
  myReward: z.object({ gold: z.number(), mithril: z.number() }).nullable(),
});
export type RaidDto = z.infer<typeof raidDto>;

export const clanLogEntryDto = z.object({
  id: z.number(),
  event: z.string(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  targetId: z.number().nullable(),
  targetName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  time: z.number(),
});
export type ClanLogEntryDto = z.infer<typeof clanLogEntryDto>;

export const factoryGiftDto = z.object({
  kind: z.enum(['GEARS', 'RESOURCE']),
  resource: z.string(),
  amount: z.number().int(),
});
