import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { BattleCreatureDto, BattleResultDto, BattleStatusDto, HitPreviewDto } from '@rol/protocol/battle-dto';
import { ApiError } from '../../api/api-error.ts';
import { initialBattleState, type BattleState } from '../../stores/battle-store.ts';
import { BattleController, playbackBudgetMs, type BattleCalls } from './battle-controller.ts';

const creature = (id: number, team: 0 | 1, patch: Partial<BattleCreatureDto> = {}): BattleCreatureDto => ({
  id,
  team,
  imageId: team === 0 ? 'hero_knight_m' : 'monster_wolf',
  warriorClass: team === 0 ? 'human' : 'beast',
  monsterId: team === 0 ? null : 'wolf',
  level: 1,
  attack: 10,
  defence: 5,
  health: 50,
  maxHealth: 50,
  effects: [],
  immortality: 0,
  acted: false,
  ...patch,
});

const reward = { gold: 0, experience: 0, items: [] };

function status(creatures: BattleCreatureDto[], patch: Partial<BattleStatusDto> = {}): BattleStatusDto {
  return {
    battle: { id: 7, kind: 'MOB', placeId: 3, creatures, round: 1, maxRounds: 60, winnerTeam: null },
    battleState: 'IN_PROGRESS',
    moves: [],
    offset: 0,
    winnerReward: reward,
    looserPenalty: reward,
    healthPenalty: 0,
    consumables: [],
    scenarioMessage: null,
    turningTeam: 0,
    ask: 'CHOOSE_HIT',
    battleBonus: 0,
    chestBonus: 0,
    processing: false,
    ...patch,
  };
}

const preview = { attackerId: 2, defenderId: -1, damageMin: 3, damageMax: 5 } as HitPreviewDto;

function setup(first: BattleStatusDto) {
  const store = createStore<BattleState>()(() => initialBattleState);
  const calls: BattleCalls = {
    status: vi.fn(async () => first),
    movesFrom: vi.fn(async () => first),
    hit: vi.fn(),
    precalculate: vi.fn(async () => preview),
    skip: vi.fn(),
    giveUp: vi.fn(),
    useConsumable: vi.fn(),
    complete: vi.fn(async () => ({ won: true }) as BattleResultDto),
  };
  const waitPlayback = vi.fn(async () => undefined);
  const controller = new BattleController({ calls, store, heroes: () => [], waitPlayback, failure: (e) => `failed: ${(e as Error).message}` });
  return { store, calls, controller, waitPlayback };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BattleController', () => {
  it('resumes a battle: creatures sorted by id, the first hero able to act chosen', async () => {
    const { store, controller } = setup(status([creature(5, 0, { acted: true }), creature(-1, 1), creature(2, 0)]));
    await controller.load();
    const state = store.getState();
    expect(state.creatures.map((c) => c.id)).toEqual([-1, 2, 5]);
    expect(state.phase).toBe('choose');
    expect(state.attackerId).toBe(2);
    expect(state.targetId).toBeNull();
  });

  it('chooses a target, previews the blow, then hits and plays the moves before showing the new state', async () => {
    const { store, calls, controller, waitPlayback } = setup(status([creature(2, 0), creature(-1, 1)]));
    await controller.load();
    controller.tapCreature(-1);
    await flush();
    expect(calls.precalculate).toHaveBeenCalledWith(2, -1);
    expect(store.getState().preview).toBe(preview);
    const moves = [{ index: 0, round: 1, kind: 'hit' as const, sourceId: 2, targetId: -1, amount: 9, healthAfter: 41 }];
    vi.mocked(calls.hit).mockResolvedValue(status([creature(2, 0, { acted: true }), creature(-1, 1, { health: 41 })], { moves, offset: 1 }));
    await controller.confirmHit();
    expect(calls.hit).toHaveBeenCalledWith(2, -1);
    expect(waitPlayback).toHaveBeenCalledWith(1, playbackBudgetMs(moves));
    expect(store.getState().creatures.find((c) => c.id === -1)?.health).toBe(41);
  });

  it('ignores taps on the dead, the frozen and heroes who already acted', async () => {
    const frozen = creature(3, 0, { effects: [{ type: 'freeze', movesRemain: 2 }] });
    const { store, controller } = setup(status([creature(2, 0), frozen, creature(4, 0, { acted: true }), creature(-1, 1, { health: 0 }), creature(-2, 1)]));
    await controller.load();
    controller.tapCreature(3);
    controller.tapCreature(4);
    controller.tapCreature(-1);
    expect(store.getState()).toMatchObject({ attackerId: 2, targetId: null });
    controller.tapCreature(-2);
    expect(store.getState().targetId).toBe(-2);
  });

  it('settles a finished battle once and shows the result', async () => {
    const { store, calls, controller } = setup(status([creature(2, 0)]));
    await controller.load();
    vi.mocked(calls.giveUp).mockResolvedValue(status([creature(2, 0), creature(-1, 1)], { battleState: 'COMPLETED', ask: 'COMPLETE' }));
    await controller.giveUp();
    await flush();
    expect(calls.complete).toHaveBeenCalledTimes(1);
    expect(store.getState().phase).toBe('result');
    expect(store.getState().result).toEqual({ won: true });
  });

  it('shows a refused hit as a translated error and the battle as the server has it', async () => {
    const { store, calls, controller } = setup(status([creature(2, 0), creature(-1, 1)]));
    await controller.load();
    controller.tapCreature(-1);
    vi.mocked(calls.hit).mockRejectedValue(new ApiError(409, 'NOT_YOUR_TURN', 'Not your turn'));
    await controller.confirmHit();
    expect(store.getState().error).toBe('failed: Not your turn');
    expect(store.getState().phase).toBe('choose');
    expect(calls.status).toHaveBeenCalledTimes(1);
    expect(calls.movesFrom).toHaveBeenCalledWith(0);
  });

  it('after a refusal, plays the moves made elsewhere since its last status, then shows the battle', async () => {
    const { store, calls, controller, waitPlayback } = setup(status([creature(2, 0), creature(-1, 1)]));
    await controller.load();
    controller.tapCreature(-1);
    vi.mocked(calls.hit).mockRejectedValue(new ApiError(409, 'CONFLICT', 'Changed'));
    const elsewhere = [{ index: 0, round: 1, kind: 'hit' as const, sourceId: 2, targetId: -1, amount: 9, healthAfter: 41 }];
    vi.mocked(calls.movesFrom).mockResolvedValue(
      status([creature(2, 0, { acted: true }), creature(-1, 1, { health: 41 })], { moves: elsewhere, offset: 1 }),
    );
    await controller.confirmHit();
    expect(calls.movesFrom).toHaveBeenCalledWith(0);
    expect(waitPlayback).toHaveBeenCalledWith(expect.any(Number), playbackBudgetMs(elsewhere));
    expect(store.getState().status?.offset).toBe(1);
    expect(store.getState().creatures.find((c) => c.id === -1)?.health).toBe(41);
  });

  it('uses a chosen resurrection item only on a fallen hero, then forgets the choice', async () => {
    const consumables = [
      { id: 11, consumableId: 'phoenix_feather' },
      { id: 12, consumableId: 'fire_scroll' },
    ];
    const { store, calls, controller } = setup(
      status([creature(2, 0), creature(3, 0, { health: 0 }), creature(-1, 1)], { consumables }),
    );
    await controller.load();
    controller.chooseConsumable(11);
    expect(store.getState().consumableId).toBe(11);
    controller.tapCreature(2);
    controller.tapCreature(-1);
    expect(calls.useConsumable).not.toHaveBeenCalled();
    vi.mocked(calls.useConsumable).mockResolvedValue(
      status([creature(2, 0), creature(3, 0, { health: 25 }), creature(-1, 1)], { consumables: [consumables[1]!] }),
    );
    controller.tapCreature(3);
    await flush();
    expect(calls.useConsumable).toHaveBeenCalledWith(11, 3);
    expect(store.getState()).toMatchObject({ consumableId: null, phase: 'choose' });
    expect(store.getState().status?.consumables).toEqual([consumables[1]]);
  });

  it('puts a chosen item back when it is chosen again, and taps choose targets again', async () => {
    const consumables = [{ id: 12, consumableId: 'fire_scroll' }];
    const { store, controller } = setup(status([creature(2, 0), creature(-1, 1)], { consumables }));
    await controller.load();
    controller.chooseConsumable(12);
    controller.chooseConsumable(12);
    expect(store.getState().consumableId).toBeNull();
    controller.tapCreature(-1);
    expect(store.getState().targetId).toBe(-1);
  });
});
