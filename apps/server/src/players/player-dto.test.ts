import { describe, expect, it } from 'vitest';
import { playerInfoDto } from '@rol/protocol/player-dto';
import type { CreatureRow } from '../db/schema/creatures.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { heroViewOf } from '../heroes/creature-view.ts';
import { toPlayerInfoDto } from './player-dto.ts';

const NO_EXTRAS = { forces: [], steps: [], artifacts: [], cards: [], extraHammers: 0 };

const now = Date.UTC(2025, 0, 1);
const player: PlayerRow = {
  id: 1,
  clientUuid: '3f1c2b7e-0000-4000-8000-000000000001',
  nickname: 'Hero',
  nameSkeleton: null,
  passwordHash: null,
  passwordSalt: null,
  accessLevel: 'GOD',
  userSource: 'own',
  lang: 'EN',
  interfaceMode: 'MODERN',
  moveSpeedMode: 'DOUBLED_MODE',
  soundMute: true,
  pushEnabled: false,
  quality: 'HIGH',
  mailOrPhone: null,
  gender: 'female',
  extraHammers: 0,
  forgeDay: null,
  forgeCount: 0,
  genderChanges: 0,
  metaData: {},
  coordinate: 1.5,
  minCoordinate: 0,
  maxCoordinate: 10,
  loadedTo: 10,
  stair: 4,
  battleStair: 5,
  bestVictoryStair: 4,
  battleId: 9,
  contextId: 0,
  level: 3,
  currentExp: 20,
  gold: 1,
  crystal: 2,
  elixir: 3,
  mithril: 4,
  sulfur: 5,
  caviar: 6,
  tickets: 7,
  goodPoints: 8,
  evilPoints: 9,
  eventCurrency: 10,
  bonusPoints: 0,
  goldenTickets: 0,
  orderPoints: 0,
  shadowPoints: 0,
  cups: 0,
  roadNews: false,
  creatureNews: false,
  haveNewNotification: false,
  tutorialSteps: 31,
  banUntil: new Date(now + 1000),
  banReason: 'flood',
  chatBanUntil: new Date(now - 1000),
  forumBanUntil: null,
  domain: null,
  screenWidth: null,
  screenHeight: null,
  canvasWidth: null,
  canvasHeight: null,
  frontVersion: null,
  hSession: null,
  ref: null,
  createdAt: new Date(now - 5000),
  registeredAt: null,
};
const hero: CreatureRow = {
  id: 5,
  playerId: 1,
  warriorClass: 'mag',
  imageId: 'hero_sorcerer_f',
  characterId: 'sorcerer',
  gender: 'female',
  level: 2,
  rank: 1,
  health: 40,
  healthAt: null,
  inSquad: true,
  slot: 0,
  arkCards: 0,
  bonusAttack: 0,
  bonusDefence: 0,
  bonusHealth: 0,
  spentTokens: 0,
  temporal: false,
  createdAt: new Date(now),
};

describe('toPlayerInfoDto', () => {
  it('matches the protocol schema and maps the rows', () => {
    const info = playerInfoDto.parse(toPlayerInfoDto(player, heroViewOf([hero], NO_EXTRAS, now), now));
    expect(info).toMatchObject({
      admined: true,
      quality: 'HIGH',
      artifactImageMaxStair: 7,
      maxLevelAmongAccs: 3,
      serverTimeMs: now,
    });
    expect(info.player).toMatchObject({
      ban: { until: now + 1000, reason: 'flood' },
      chatBanUntil: null,
      battleId: 9,
      hasPassword: false,
    });
    expect(info.player.creatures[0]).toMatchObject({
      faction: 'moon',
      attack: 21,
      defence: 6,
      health: 40,
      maxHealth: 54,
    });
  });
});
