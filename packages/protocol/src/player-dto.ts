import { z } from 'zod';
import { offerDto } from './offer-dto.ts';
import { packSaleDto } from './payment-routes.ts';
import { ACCESS_LEVELS } from '@rol/rules/access-levels';
import { FACTIONS } from '@rol/rules/content/factions';
import { TILE_SIZES } from '@rol/rules/content/places';
import { balancesDto } from './balances-dto.ts';
import { taskDto, tutorialDto } from './task-dto.ts';
import { artifactItemDto, cardCountsDto, forceDto, hammerDto, statBonusDto, stepOfferDto, upgradeStepDto } from './hero-dto.ts';

export const LANGS = ['RU', 'EN'] as const;
export const INTERFACE_MODES = ['ORIGINAL', 'MODERN'] as const;
export const MOVE_SPEED_MODES = ['DEFAULT_MODE', 'DOUBLED_MODE'] as const;
export const QUALITIES = ['AUTO', 'LOWEST', 'LOW', 'STANDARD', 'HIGH'] as const;
export const USER_SOURCES = [
  'own', 'mail', 'ya', 'tg', 'vk', 'ok', 'mystore', 'foto', 'google', 'exe', 'crazygames', 'gamedistrib',
  'beeline', 'kong', 'gp', 'gp_partner', 'gp_playdeck', 'rustore',
] as const;
export const ARENA_LEAGUES = [
  'novice', 'wooden', 'stone', 'bronze', 'silver', 'gold', 'diamond', 'masters', 'champions',
] as const;

export type Quality = (typeof QUALITIES)[number];
export type PlayerLang = (typeof LANGS)[number];

export const skillDto = z.object({
  skillType: z.enum(['attack', 'defence', 'health', 'poison', 'immortality']),
  valueCurrent: z.number(),
  valueTotal: z.number(),
});

export const effectDto = z.object({ type: z.string(), movesRemain: z.number().int() });

/**
 * A hero (§3 Creature). `attack`, `defence`, `health`/`maxHealth` are what the hero page shows: class
 * stats at the level and rank, reforge and exchange bonuses, and the hero's own passive force and
 * artifact effects. `forcesV2` lists every force of the hero's class (rank 0 = not studied).
 */
export const creatureDto = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  imageId: z.string(),
  warriorClass: z.string(),
  /** Shop tier of the class: usual, legendary, mythical, supreme or ark. */
  tier: z.string(),
  faction: z.enum(FACTIONS),
  gender: z.enum(['male', 'female']),
  level: z.number().int(),
  rank: z.number().int(),
  /** The highest rank the hero can reach now (§9 cap plus 2 per Ark card). */
  rankCap: z.number().int(),
  /** False for the classes that learn forces at fixed ranks 2 to 5 (§9). */
  canRankUp: z.boolean(),
  /** The next rank step, or null with `rankBlocked` saying why. */
  rankNext: stepOfferDto.nullable(),
  rankBlocked: z.enum(['RANK_UP_FORBIDDEN', 'RANK_MAX', 'RANK_UPGRADE_RUNNING']).nullable(),
  arkCards: z.number().int(),
  /** The player's own starter hero (it cannot be exchanged away). */
  own: z.boolean(),
  attack: z.number(),
  defence: z.number(),
  health: z.number(),
  maxHealth: z.number(),
  /** Stats gained from reforging and hero exchange (§9, 25 % transfers). */
  bonus: statBonusDto,
  immortality: z.number(),
  weight: z.number(),
  combative: z.boolean(),
  temporal: z.boolean(),
  /** Artifact slots (amulets have their own `amuletSlots`). */
  slotsCount: z.number().int(),
  amuletSlots: z.number().int(),
  inSquad: z.boolean(),
  slot: z.number().int().nullable(),
  artifacts: z.array(artifactItemDto),
  skills: z.array(skillDto),
  effects: z.array(effectDto),
  forcesV2: z.array(forceDto),
  /** Running force and rank steps of this hero. */
  steps: z.array(upgradeStepDto),
});
export type CreatureDto = z.infer<typeof creatureDto>;

export const banDto = z.object({ until: z.number().int(), reason: z.string() });

/** §3 Player: every field the client reads. The password never leaves the server. */
export const playerDto = z.object({
  id: z.number().int(),
  nickname: z.string(),
  hasPassword: z.boolean(),
  gender: z.enum(['male', 'female']),
  userSource: z.enum(USER_SOURCES),
  accessLevel: z.enum(ACCESS_LEVELS),
  ban: banDto.nullable(),
  chatBanUntil: z.number().int().nullable(),
  lang: z.enum(LANGS),
  interfaceMode: z.enum(INTERFACE_MODES),
  moveSpeedMode: z.enum(MOVE_SPEED_MODES),
  soundMute: z.boolean(),
  pushEnabled: z.boolean(),
  mailOrPhone: z.string().nullable(),
  metaData: z.record(z.string(), z.unknown()),
  clanId: z.number().int().nullable(),
  clanParticipationState: z.enum(['WANTS_TO_THE_CLAN', 'WANTS_TO_ANY_CLAN', 'REJECTED', 'INVITED']).nullable(),
  promptClan: z.boolean(),
  coordinate: z.number(),
  minCoordinate: z.number(),
  maxCoordinate: z.number(),
  stair: z.number().int(),
  battleStair: z.number().int(),
  bestVictoryStair: z.number().int(),
  battleId: z.number().int().nullable(),
  contextId: z.number().int(),
  level: z.number().int(),
  currentExp: z.number().int(),
  maxExp: z.number().int(),
  /** Every balance (gold, crystals, … the event currency). */
  ...balancesDto.shape,
  creatures: z.array(creatureDto),
  tasks: z.array(taskDto),
  haveCompletedTasks: z.boolean(),
  /** The first-steps tutorial (§4): features outside it stay blocked until it is finished. */
  tutorial: tutorialDto,
  playerMarkers: z.array(z.object({ playerMarker: z.string() })),
  offers: z.array(offerDto),
  haveNewMailMessage: z.boolean(),
  haveNewGift: z.boolean(),
  giftNews: z.boolean(),
  /** News flags (red dots), reset by `/api/player/news/road/reset`, `/news/creature/reset`, `/notification/reset`. */
  roadNews: z.boolean(),
  creatureNews: z.boolean(),
  haveNewNotification: z.boolean(),
  requestSpecialPlaces: z.boolean(),
  /** How the road is steered: SWIPE in the game's phone app (rustore), TAP on every page. */
  controlType: z.enum(['TAP', 'SWIPE']),
  /** The look of the yearly event the player takes part in now (`pumpkins`, `snow`, …), or null. */
  roadEffect: z.string().nullable(),
  arenaPosition: z.number().int().nullable(),
  arenaLeague: z.enum(ARENA_LEAGUES),
  createdAt: z.number().int(),
});
export type PlayerDto = z.infer<typeof playerDto>;

/** §3 Player info response. */
export const playerInfoDto = z.object({
  player: playerDto,
  serverTimeMs: z.number().int(),
  clientUuid: z.string(),
  admined: z.boolean(),
  version: z.number().int(),
  header: z.string(),
  footer: z.string(),
  quality: z.enum(QUALITIES),
  campaignTypes: z.array(z.string()),
  optionalUnseenCampaign: z.string().nullable(),
  referralBonus: z.object({ startBonus: z.number(), refClanBonus: z.number(), refBonus: z.number() }),
  hammerDto,
  cardState: cardCountsDto,
  /** The pack sale running now, or the next one (payment-routes `packSaleDto`). */
  sale: packSaleDto.nullable(),
  /** The player's id on the platform they play from, for the client's per-platform list; null on our own site. */
  idToStore: z.string().nullable(),
  /** The highest level among the accounts played on this device (the same hardware session id), at least the player's. */
  maxLevelAmongAccs: z.number().int(),
  artifactIdsToLoad: z.array(z.string()),
  artifactImageMaxStair: z.number().int(),
  /** The plinth tile sizes of the places in the preload range (`player/info` only, like `artifactIdsToLoad`). */
  tiles: z.array(z.enum(TILE_SIZES)),
});
export type PlayerInfoDto = z.infer<typeof playerInfoDto>;
