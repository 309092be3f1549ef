import { describe, expect, it } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { chooseStartScene } from './start-scene.ts';

function info(player: { creatures: unknown[]; battleId: number | null }): PlayerInfoDto {
  return { player: { id: 1, ...player } } as unknown as PlayerInfoDto;
}

describe('chooseStartScene', () => {
  it('sends a newcomer (no player, or no heroes) to character selection', () => {
    expect(chooseStartScene(null, true, 'none').request).toEqual({ key: 'CharacterSelection', transition: 'none' });
    expect(chooseStartScene(info({ creatures: [], battleId: null }), true, 'black').request.key).toBe('CharacterSelection');
  });

  it('sends a player with heroes to the road with the firstStart flag', () => {
    expect(chooseStartScene(info({ creatures: [{}], battleId: null }), true, 'clouds')).toEqual({
      request: { key: 'Road', data: { firstStart: true }, transition: 'clouds' },
      note: null,
    });
    expect(chooseStartScene(info({ creatures: [{}], battleId: null }), false, 'black').request).toMatchObject({ data: { firstStart: false } });
  });

  it('sends a player in a battle to the battle loading scene, which resumes it', () => {
    expect(chooseStartScene(info({ creatures: [{}], battleId: 9 }), true, 'none')).toEqual({
      request: { key: 'BattleLoading', transition: 'none' },
      note: null,
    });
  });

  it('sends a player back to the road once the battle is settled', () => {
    expect(chooseStartScene(info({ creatures: [{}], battleId: null }), false, 'clouds').request).toEqual({
      key: 'Road',
      data: { firstStart: false },
      transition: 'clouds',
    });
  });

  it('plays the opening cutscene before the road when it is due, never before a battle', () => {
    expect(chooseStartScene(info({ creatures: [{}], battleId: null }), true, 'black', true).request).toEqual({
      key: 'Cutscene',
      data: { part: 1 },
      transition: 'black',
    });
    expect(chooseStartScene(info({ creatures: [{}], battleId: 3 }), true, 'none', true).request.key).toBe('BattleLoading');
    expect(chooseStartScene(info({ creatures: [], battleId: null }), true, 'none', true).request.key).toBe('CharacterSelection');
  });

  it('shows the snow world instead of the road while the player walks it, and after its battles', () => {
    const walker = info({ creatures: [{}], battleId: null });
    expect(chooseStartScene(walker, false, 'clouds', false, true).request).toEqual({ key: 'SnowWorld', transition: 'clouds' });
    expect(chooseStartScene(info({ creatures: [{}], battleId: 4 }), false, 'none', false, true).request.key).toBe('BattleLoading');
    expect(chooseStartScene(walker, false, 'clouds', false, false).request.key).toBe('Road');
  });

  it('shows the arena instead of the road while the player visits it, and after its battles', () => {
    const visitor = info({ creatures: [{}], battleId: null });
    expect(chooseStartScene(visitor, false, 'black', false, false, true).request).toEqual({ key: 'Arena', transition: 'black' });
    expect(chooseStartScene(info({ creatures: [{}], battleId: 5 }), false, 'none', false, false, true).request.key).toBe('BattleLoading');
    expect(chooseStartScene(visitor, false, 'clouds', false, false, false).request.key).toBe('Road');
  });
});
