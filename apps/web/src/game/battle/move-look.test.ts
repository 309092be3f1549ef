import { describe, expect, it } from 'vitest';
import { MOVE_KINDS, type BattleMove } from '@rol/rules/battle/battle-types';
import { isHelpfulStatus, moveLook } from './move-look.ts';

const move = (patch: Partial<BattleMove>): BattleMove => ({
  index: 0,
  round: 1,
  kind: 'hit',
  sourceId: 1,
  targetId: 2,
  amount: 0,
  healthAfter: null,
  ...patch,
});

describe('moveLook', () => {
  it('has a look for every move kind, each holding the stage a while', () => {
    for (const kind of MOVE_KINDS) expect(moveLook(move({ kind }), 10).durationMs, kind).toBeGreaterThan(0);
  });

  it('shows a blow as a lunge, a damage number and the new health, its sound by attack power', () => {
    const look = moveLook(move({ kind: 'hit', amount: 42.4, healthAfter: 58 }), 75);
    expect(look).toMatchObject({ lunge: true, healthAfter: 58, sound: 'hit-medium', burst: 'blood' });
    expect(look.float?.number).toBe('-42');
    expect(moveLook(move({ kind: 'hit', amount: 1 }), 20).sound).toBe('hit-light');
    expect(moveLook(move({ kind: 'hit', amount: 1 }), 100).sound).toBe('hit-heavy');
  });

  it('makes a critical bigger and shakes the camera', () => {
    const look = moveLook(move({ kind: 'critical', amount: 90, healthAfter: 10 }), 40);
    expect(look.cameraShake).toBe(true);
    expect(look.float?.scale).toBeGreaterThan(1);
  });

  it('says miss, shadow and a fully blocked blow in words, without touching health', () => {
    expect(moveLook(move({ kind: 'miss' }), 1)).toMatchObject({ healthAfter: null, float: { word: 'miss' } });
    expect(moveLook(move({ kind: 'shadow' }), 1)).toMatchObject({ healthAfter: null, float: { word: 'shadow' } });
    expect(moveLook(move({ kind: 'block', amount: 0, healthAfter: 30 }), 1).float?.word).toBe('block');
    expect(moveLook(move({ kind: 'block', amount: 4, healthAfter: 26 }), 1).float?.number).toBe('-4');
  });

  it('ticks poison and fire with their own particles', () => {
    expect(moveLook(move({ kind: 'poison', amount: 5, healthAfter: 20 }), 0)).toMatchObject({ burst: 'poison', healthAfter: 20 });
    expect(moveLook(move({ kind: 'fire', amount: 7, healthAfter: 13 }), 0)).toMatchObject({ burst: 'fire', healthAfter: 13 });
  });

  it('puts statuses on with their moves remaining, helpful ones in gold', () => {
    const frozen = moveLook(move({ kind: 'status', effect: 'freeze', movesRemain: 2 }), 0);
    expect(frozen).toMatchObject({ burst: 'freeze', status: { effect: 'freeze', movesRemain: 2 } });
    expect(moveLook(move({ kind: 'status', effect: 'attack', movesRemain: 3 }), 0).burst).toBe('buff');
  });

  it('fades the dead and brings back the resurrected', () => {
    expect(moveLook(move({ kind: 'death', healthAfter: 0 }), 0)).toMatchObject({ dies: true, healthAfter: 0 });
    expect(moveLook(move({ kind: 'resurrection', amount: 40, healthAfter: 40 }), 0)).toMatchObject({ revives: true, healthAfter: 40, burst: 'holy' });
  });

  it('heals with a plus', () => {
    expect(moveLook(move({ kind: 'heal', amount: 12, healthAfter: 50 }), 0).float?.number).toBe('+12');
    expect(moveLook(move({ kind: 'lifesteal', amount: 3, healthAfter: 50 }), 0).float?.number).toBe('+3');
  });

  it('tells buffs from curses', () => {
    expect(isHelpfulStatus('attack', 1.2, 'multiply')).toBe(true);
    expect(isHelpfulStatus('attack', 0.8, 'multiply')).toBe(false);
    expect(isHelpfulStatus('defence', -5, 'add')).toBe(false);
    expect(isHelpfulStatus('poison')).toBe(false);
    expect(isHelpfulStatus('immortality')).toBe(true);
  });
});
