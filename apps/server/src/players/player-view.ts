import { isReferralEnabled, referralBonusOf } from '@rol/rules/economy/referral';
import type { PlayerDto, PlayerInfoDto } from '@rol/protocol/player-dto';
import { ARTIFACT_RANGE_MAX } from '@rol/protocol/player-routes';
import { leagueOf } from '@rol/rules/arena/leagues';
import { stairPlaces } from '@rol/rules/road/stair-places';
import { TILE_SIZES } from '@rol/rules/content/places';
import type { DbOrTx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { heroViewOf } from '../heroes/creature-view.ts';
import { taskDtosOf } from '../progress/task-dtos.ts';
import { offerDtosOf } from '../offers/offer-view.ts';
import { unseenCampaignFor } from '@rol/rules/economy/promotions-gate';
import { toPlayerDto, toPlayerInfoDto } from './player-dto.ts';
import { loadPlayerInfoRows, type PlayerInfoRows } from './player-info-query.ts';

/** The arena fields of the player DTO: the ladder position and its league (novice before joining). */
function arenaFieldsOf(arenaPosition: number | null) {
  return { arenaPosition, arenaLeague: arenaPosition === null ? ('novice' as const) : leagueOf(arenaPosition) };
}

/** §9: artifact images load in a range of 3 beyond the max stair. */
const ARTIFACT_IMAGE_RANGE = 3;

/**
 * What player info shows besides the player's row, from its rows (player-info-query.ts, read in one
 * statement): the heroes with their forces, steps, held artifacts and cards (heroes/creature-view.ts),
 * the markers and whether a mail is unread. `rows` null: the player is gone.
 */
function playerParts(player: PlayerRow, rows: PlayerInfoRows | null, nowMs: number) {
  const extras = rows?.extras ?? {
    forces: [],
    steps: [],
    artifacts: [],
    cards: [],
    extraHammers: player.extraHammers,
  };
  return {
    heroes: heroViewOf(rows?.creatures ?? [], extras, nowMs),
    markers: rows?.markers ?? [],
    unreadMail: rows?.unreadMail ?? false,
    arena: arenaFieldsOf(rows?.arenaPosition ?? null),
    gifts: { haveNewGift: rows?.newGift ?? false, giftNews: rows?.giftNews ?? false },
    clan: {
      clanId: rows?.clan.clanId ?? null,
      clanParticipationState: rows?.clan.state ?? null,
      promptClan: rows?.clan.promptClan ?? false,
    },
    tasks: taskDtosOf(rows?.tasks ?? [], nowMs, player.lang),
    offers: offerDtosOf(player, rows?.creatures.length ?? 0, rows?.offerStates ?? [], nowMs),
  };
}

/** The player DTO (heroes, markers, haveNewMailMessage) from rows already read. */
export function playerDtoFrom(player: PlayerRow, rows: PlayerInfoRows | null, nowMs: number): PlayerDto {
  const { heroes, markers, unreadMail, arena, gifts, clan, tasks, offers } = playerParts(player, rows, nowMs);
  return { ...toPlayerDto(player, heroes.creatures, nowMs, markers), haveNewMailMessage: unreadMail, ...arena, ...gifts, ...clan, ...tasks, offers };
}

/** The player info DTO from rows already read. */
export function playerInfoDtoFrom(
  player: PlayerRow,
  rows: PlayerInfoRows | null,
  nowMs: number,
): PlayerInfoDto {
  const { heroes, markers, unreadMail, arena, gifts, clan, tasks, offers } = playerParts(player, rows, nowMs);
  const info = toPlayerInfoDto(player, heroes, nowMs, markers);
  if (rows && isReferralEnabled(player.userSource)) info.referralBonus = referralBonusOf(rows.referral);
  info.idToStore = rows?.idToStore ?? null;
  info.maxLevelAmongAccs = Math.max(player.level, rows?.deviceMaxLevel ?? 0);
  info.optionalUnseenCampaign = unseenCampaignFor(player.level, rows?.seenCampaigns ?? [], nowMs);
  return { ...info, player: { ...info.player, haveNewMailMessage: unreadMail, ...arena, ...gifts, ...clan, ...tasks, offers } };
}

/** The player DTO with everything it is built from (heroes, markers, haveNewMailMessage). */
export async function loadPlayerDto(db: DbOrTx, player: PlayerRow, nowMs: number): Promise<PlayerDto> {
  return playerDtoFrom(player, await loadPlayerInfoRows(db, player.id), nowMs);
}

export async function loadPlayerInfoDto(
  db: DbOrTx,
  player: PlayerRow,
  nowMs: number,
): Promise<PlayerInfoDto> {
  return playerInfoDtoFrom(player, await loadPlayerInfoRows(db, player.id), nowMs);
}

/**
 * What the client preloads for stairs [fromStair, toStair]: the ids of the artifacts lying on
 * ARTIFACT places, each once, in road order, and the tile sizes of the places' plinths (§3
 * `tiles`), in the order of TILE_SIZES.
 */
export function preloadOnStairs(worldSeed: number, fromStair: number, toStair: number) {
  const ids = new Set<string>();
  const tiles = new Set<string>();
  for (let stair = Math.max(1, fromStair); stair <= toStair; stair += 1)
    for (const place of stairPlaces(worldSeed, stair)) {
      tiles.add(place.tileSize);
      if (place.payload.type === 'ARTIFACT') ids.add(place.payload.artifactId);
    }
  return { artifactIds: [...ids], tiles: TILE_SIZES.filter((size) => tiles.has(size)) };
}

/** Ids of the artifacts lying on ARTIFACT places of stairs [fromStair, toStair], each once, in road order. */
export function artifactIdsOnStairs(worldSeed: number, fromStair: number, toStair: number): string[] {
  return preloadOnStairs(worldSeed, fromStair, toStair).artifactIds;
}

/**
 * `GET /api/player/info`: the player info with the artifacts to preload between stairs artifactFrom
 * and artifactTo (defaults: the player's stair to 3 beyond the higher of it and bestVictoryStair),
 * at most ARTIFACT_RANGE_MAX stairs.
 */
export async function loadPlayerInfoWithArtifacts(
  db: DbOrTx,
  params: {
    player: PlayerRow;
    nowMs: number;
    worldSeed: number;
    artifactFrom?: number | undefined;
    artifactTo?: number | undefined;
  },
): Promise<PlayerInfoDto> {
  const { player } = params;
  const from = params.artifactFrom ?? player.stair;
  const defaultTo = Math.max(player.stair, player.bestVictoryStair) + ARTIFACT_IMAGE_RANGE;
  const to = Math.min(Math.max(from, params.artifactTo ?? defaultTo), from + ARTIFACT_RANGE_MAX - 1);
  const info = await loadPlayerInfoDto(db, player, params.nowMs);
  const preload = preloadOnStairs(params.worldSeed, from, to);
  return {
    ...info,
    artifactIdsToLoad: preload.artifactIds,
    artifactImageMaxStair: to,
    tiles: preload.tiles,
  };
}
