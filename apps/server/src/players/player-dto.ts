import type { CreatureDto, PlayerDto, PlayerInfoDto } from '@rol/protocol/player-dto';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import { hasAdminAccess } from '@rol/rules/access-levels';
import { experienceToNextLevel } from '@rol/rules/experience';
import { WARRIOR_CLASSES, classStatsAtLevel, isWarriorClass } from '@rol/rules/content/warrior-classes';
import type { CreatureRow } from '../db/schema/creatures.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { activeBan } from './ban.ts';
import { recoveredHealth } from './health-recovery.ts';
import { pageFooter, pageHeader } from './page-html.ts';

/** Artifact slots of a hero until the artifacts issue gives them rules. */
const CREATURE_SLOTS = 3;
/** §2/§7 hammers: 2 upgrades at once without extra magic hammers (§9). */
const DEFAULT_HAMMERS = 2;
/** §9: artifact images load in a range of 3 beyond the max stair. */
const ARTIFACT_IMAGE_RANGE = 3;

/** A hero with its health recovered up to `nowMs` (§9: +1 per minute, lazily). */
export function toCreatureDto(row: CreatureRow, nowMs: number): CreatureDto {
  const warriorClass = isWarriorClass(row.warriorClass) ? row.warriorClass : 'human';
  const stats = classStatsAtLevel(warriorClass, row.level);
  const health = recoveredHealth(row, nowMs);
  return {
    id: row.id,
    playerId: row.playerId,
    imageId: row.imageId,
    warriorClass: row.warriorClass,
    faction: WARRIOR_CLASSES[warriorClass].faction,
    gender: row.gender,
    level: row.level,
    rank: row.rank,
    attack: stats.attack,
    defence: stats.defence,
    health: health.health,
    maxHealth: health.maxHealth,
    immortality: 0,
    weight: 1,
    combative: true,
    temporal: false,
    slotsCount: CREATURE_SLOTS,
    inSquad: row.inSquad,
    slot: row.slot,
    artifacts: [],
    skills: [],
    effects: [],
    forcesV2: [],
  };
}

/** §3 Player with real values; features of later issues carry their initial values. */
export function toPlayerDto(
  player: PlayerRow,
  creatureRows: CreatureRow[],
  nowMs: number,
  markers: readonly string[] = [],
): PlayerDto {
  const ban = activeBan(player, nowMs);
  const chatBanUntil =
    player.chatBanUntil && player.chatBanUntil.getTime() > nowMs ? player.chatBanUntil.getTime() : null;
  return {
    id: player.id,
    nickname: player.nickname,
    hasPassword: player.passwordHash !== null,
    gender: player.gender,
    userSource: player.userSource as PlayerDto['userSource'],
    accessLevel: player.accessLevel,
    ban: ban ? { until: ban.until.getTime(), reason: ban.reason } : null,
    chatBanUntil,
    lang: player.lang,
    interfaceMode: player.interfaceMode,
    moveSpeedMode: player.moveSpeedMode,
    soundMute: player.soundMute,
    pushEnabled: player.pushEnabled,
    mailOrPhone: player.mailOrPhone,
    // The settings window reads how many gender changes were made (the first one is free, §9).
    metaData: { ...player.metaData, genderChanges: player.genderChanges },
    clanId: null,
    clanParticipationState: null,
    promptClan: false,
    coordinate: player.coordinate,
    minCoordinate: player.minCoordinate,
    maxCoordinate: player.maxCoordinate,
    stair: player.stair,
    battleStair: player.battleStair,
    bestVictoryStair: player.bestVictoryStair,
    battleId: player.battleId,
    contextId: player.contextId,
    level: player.level,
    currentExp: player.currentExp,
    maxExp: experienceToNextLevel(player.level),
    gold: player.gold,
    crystal: player.crystal,
    elixir: player.elixir,
    mithril: player.mithril,
    sulfur: player.sulfur,
    caviar: player.caviar,
    tickets: player.tickets,
    goodPoints: player.goodPoints,
    evilPoints: player.evilPoints,
    eventCurrency: player.eventCurrency,
    creatures: creatureRows.map((row) => toCreatureDto(row, nowMs)),
    tasks: [],
    haveCompletedTasks: false,
    playerMarkers: markers.map((playerMarker) => ({ playerMarker })),
    offers: [],
    haveNewMailMessage: false,
    haveNewGift: false,
    giftNews: false,
    roadNews: player.roadNews,
    creatureNews: player.creatureNews,
    haveNewNotification: player.haveNewNotification,
    requestSpecialPlaces: false,
    controlType: 'TAP',
    roadEffect: null,
    arenaPosition: null,
    arenaLeague: 'novice',
    createdAt: player.createdAt.getTime(),
  };
}

/** §3 Player info response. */
export function toPlayerInfoDto(
  player: PlayerRow,
  creatureRows: CreatureRow[],
  nowMs: number,
  markers: readonly string[] = [],
): PlayerInfoDto {
  const lang = player.lang === 'EN' ? 'en' : 'ru';
  return {
    player: toPlayerDto(player, creatureRows, nowMs, markers),
    serverTimeMs: nowMs,
    clientUuid: player.clientUuid,
    admined: hasAdminAccess(player.accessLevel),
    version: FRONT_VERSION,
    header: pageHeader(lang),
    footer: pageFooter(lang),
    quality: player.quality,
    campaignTypes: [],
    optionalUnseenCampaign: null,
    referralBonus: { startBonus: 0, refClanBonus: 0, refBonus: 0 },
    hammerDto: { currenCount: 0, maxCount: DEFAULT_HAMMERS },
    cardState: {},
    sale: null,
    idToStore: null,
    maxLevelAmongAccs: player.level,
    artifactIdsToLoad: [],
    artifactImageMaxStair: player.bestVictoryStair + ARTIFACT_IMAGE_RANGE,
    tiles: [],
  };
}
