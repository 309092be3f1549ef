import type { CreatureDto, PlayerDto, PlayerInfoDto } from '@rol/protocol/player-dto';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import { hasAdminAccess } from '@rol/rules/access-levels';
import { campaignTypesFor } from '@rol/rules/economy/promotions-gate';
import { packSaleAt } from '@rol/rules/economy/pack-sale';
import { controlTypeOf, roadEffectAt } from '@rol/rules/player-looks';
import { experienceToNextLevel } from '@rol/rules/experience';
import { isTutorialFinished } from '@rol/rules/world/tutorial';
import type { PlayerRow } from '../db/schema/players.ts';
import type { HeroView } from '../heroes/creature-view.ts';
import { balancesOf } from '../ledger/balances.ts';
import { activeBan } from '../http/ban.ts';
import { tutorialDtoOf } from '../progress/tutorial-service.ts';
import { pageFooter, pageHeader } from './page-html.ts';

/** §9: artifact images load in a range of 3 beyond the max stair. */
const ARTIFACT_IMAGE_RANGE = 3;

/** §3 Player with real values (heroes built by heroes/creature-view.ts); features of later issues carry their initial values. */
export function toPlayerDto(
  player: PlayerRow,
  creatures: CreatureDto[],
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
    ...balancesOf(player),
    creatures,
    tasks: [],
    haveCompletedTasks: false,
    tutorial: tutorialDtoOf(player.tutorialSteps),
    playerMarkers: markers.map((playerMarker) => ({ playerMarker })),
    offers: [],
    haveNewMailMessage: false,
    haveNewGift: false,
    giftNews: false,
    roadNews: player.roadNews,
    creatureNews: player.creatureNews,
    haveNewNotification: player.haveNewNotification,
    // §3: the road asks for the special places ahead (`place/special/get`) once the first-steps
    // tutorial is over; until then the tutorial itself leads the way.
    requestSpecialPlaces: isTutorialFinished(player.tutorialSteps),
    controlType: controlTypeOf(player.userSource),
    roadEffect: roadEffectAt(nowMs, player.lang),
    arenaPosition: null,
    arenaLeague: 'novice',
    createdAt: player.createdAt.getTime(),
  };
}

/** §3 Player info response. */
export function toPlayerInfoDto(
  player: PlayerRow,
  heroes: HeroView,
  nowMs: number,
  markers: readonly string[] = [],
): PlayerInfoDto {
  const lang = player.lang === 'EN' ? 'en' : 'ru';
  return {
    player: toPlayerDto(player, heroes.creatures, nowMs, markers),
    serverTimeMs: nowMs,
    clientUuid: player.clientUuid,
    admined: hasAdminAccess(player.accessLevel),
    version: FRONT_VERSION,
    header: pageHeader(lang),
    footer: pageFooter(lang),
    quality: player.quality,
    campaignTypes: campaignTypesFor(player.level, nowMs),
    optionalUnseenCampaign: null,
    referralBonus: { startBonus: 0, refClanBonus: 0, refBonus: 0 },
    hammerDto: heroes.hammerDto,
    cardState: heroes.cardState,
    sale: packSaleAt(nowMs),
    idToStore: null,
    maxLevelAmongAccs: player.level,
    artifactIdsToLoad: [],
    artifactImageMaxStair: player.bestVictoryStair + ARTIFACT_IMAGE_RANGE,
    tiles: [],
  };
}
