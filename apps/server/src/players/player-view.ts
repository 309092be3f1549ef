import type { PlayerDto, PlayerInfoDto } from '@rol/protocol/player-dto';
import { ARTIFACT_RANGE_MAX } from '@rol/protocol/road-player-routes';
import { stairPlaces } from '@rol/rules/road/stair-places';
import type { DbOrTx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { heroViewOf, type HeroView } from '../heroes/creature-view.ts';
import { toPlayerDto, toPlayerInfoDto } from './player-dto.ts';
import { loadPlayerInfoRows } from './player-info-query.ts';

/** §9: artifact images load in a range of 3 beyond the max stair. */
const ARTIFACT_IMAGE_RANGE = 3;

/**
 * What player info shows besides the player's row, from one statement (player-info-query.ts): the
 * heroes with their forces, steps, held artifacts and cards (heroes/creature-view.ts), the markers
 * and whether a mail is unread.
 */
async function loadPlayerParts(
  db: DbOrTx,
  player: PlayerRow,
  nowMs: number,
): Promise<{ heroes: HeroView; markers: string[]; unreadMail: boolean }> {
  const rows = await loadPlayerInfoRows(db, player.id);
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
  };
}

/** The player DTO with everything it is built from (heroes, markers, haveNewMailMessage). */
export async function loadPlayerDto(db: DbOrTx, player: PlayerRow, nowMs: number): Promise<PlayerDto> {
  const { heroes, markers, unreadMail } = await loadPlayerParts(db, player, nowMs);
  return { ...toPlayerDto(player, heroes.creatures, nowMs, markers), haveNewMailMessage: unreadMail };
}

export async function loadPlayerInfoDto(
  db: DbOrTx,
  player: PlayerRow,
  nowMs: number,
): Promise<PlayerInfoDto> {
  const { heroes, markers, unreadMail } = await loadPlayerParts(db, player, nowMs);
  const info = toPlayerInfoDto(player, heroes, nowMs, markers);
  return { ...info, player: { ...info.player, haveNewMailMessage: unreadMail } };
}

/** Ids of the artifacts lying on ARTIFACT places of stairs [fromStair, toStair], each once, in road order. */
export function artifactIdsOnStairs(worldSeed: number, fromStair: number, toStair: number): string[] {
  const ids = new Set<string>();
  for (let stair = Math.max(1, fromStair); stair <= toStair; stair += 1)
    for (const place of stairPlaces(worldSeed, stair))
      if (place.payload.type === 'ARTIFACT') ids.add(place.payload.artifactId);
  return [...ids];
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
  return {
    ...info,
    artifactIdsToLoad: artifactIdsOnStairs(params.worldSeed, from, to),
    artifactImageMaxStair: to,
  };
}
