import { describe, expect, it } from 'vitest';
import { applyBattleAction } from './apply-action.ts';
import type { BattleState } from './battle-types.ts';
import { startBattle } from './start-battle.ts';
import { combatant, duelSetup } from '../../test/battle-fixtures.ts';

function ok(result: ReturnType<typeof applyBattleAction>) {
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('battle engine: set-up and turns', () => {
  it('sorts creatures by id, starts round 1 with the player to act', () => {
    const { state, moves } = startBattle(duelSetup([combatant(5), combatant(2)], [combatant(-1)]), 1);
    expect(state.creatures.map((c) => c.id)).toEqual([-1, 2, 5]);
    expect(state.status).toBe('IN_PROGRESS');
    expect(state.turningTeam).toBe(0);
    expect(state.round).toBe(1);
    expect(moves[0]).toMatchObject({ kind: 'round', amount: 1, index: 0 });
    expect(state.moveCount).toBe(moves.length);
  });

  it('a hit damages the defender, the monster answers, and the arguments are left alone', () => {
    const start = startBattle(duelSetup([combatant(1)], [combatant(-1)]), 3);
    const snapshot = JSON.stringify(start.state);
    const step = ok(
      applyBattleAction(start.state, { type: 'hit', attackerId: 1, defenderId: -1 }, start.rng),
    );
    expect(JSON.stringify(start.state)).toBe(snapshot);
    expect(step.moves.some((m) => m.sourceId === 1)).toBe(true);
    expect(step.moves.some((m) => m.sourceId === -1)).toBe(true);
    expect(step.state.turningTeam).toBe(0);
    expect(step.moves.map((m) => m.index)).toEqual(step.moves.map((_, i) => start.state.moveCount + i));
  });

  it('refuses bad hits with a clear error instead of throwing', () => {
    const { state, rng } = startBattle(
      duelSetup([combatant(1), combatant(2)], [combatant(-1), combatant(-2)]),
      1,
    );
    expect(applyBattleAction(state, { type: 'hit', attackerId: 9, defenderId: -1 }, rng)).toEqual({
      error: 'CREATURE_NOT_FOUND',
    });
    expect(applyBattleAction(state, { type: 'hit', attackerId: -1, defenderId: 1 }, rng)).toEqual({
      error: 'NOT_YOUR_CREATURE',
    });
    expect(applyBattleAction(state, { type: 'hit', attackerId: 1, defenderId: 2 }, rng)).toEqual({
      error: 'INVALID_TARGET',
    });
    const dead: BattleState = {
      ...state,
      creatures: state.creatures.map((c) => (c.id === -2 ? { ...c, health: 0 } : c)),
    };
    expect(applyBattleAction(dead, { type: 'hit', attackerId: 1, defenderId: -2 }, rng)).toEqual({
      error: 'CREATURE_DEAD',
    });
    const frozen: BattleState = {
      ...state,
      creatures: state.creatures.map((c) =>
        c.id === 1
          ? { ...c, effects: [{ kind: 'freeze', value: 0, op: 'add', movesRemain: 1, sourceId: -1 }] }
          : c,
      ),
    };
    expect(applyBattleAction(frozen, { type: 'hit', attackerId: 1, defenderId: -1 }, rng)).toEqual({
      error: 'CREATURE_FROZEN',
    });
    const after = ok(applyBattleAction(state, { type: 'hit', attackerId: 1, defenderId: -1 }, rng));
    expect(applyBattleAction(after.state, { type: 'hit', attackerId: 1, defenderId: -1 }, after.rng)).toEqual(
      {
        error: 'CREATURE_ALREADY_ACTED',
      },
    );
    expect(
      applyBattleAction({ ...state, turningTeam: 1 }, { type: 'hit', attackerId: 1, defenderId: -1 }, rng),
    ).toEqual({
      error: 'NOT_YOUR_TURN',
    });
    const done: BattleState = { ...state, status: 'COMPLETED', winnerTeam: 1 };
    expect(applyBattleAction(done, { type: 'skip' }, rng)).toEqual({ error: 'BATTLE_COMPLETED' });
    expect(applyBattleAction(state, { type: 'dance' } as never, rng)).toEqual({ error: 'BAD_ACTION' });
  });

  it('giving up completes the battle for the other side', () => {
    const { state, rng } = startBattle(duelSetup([combatant(1)], [combatant(-1)]), 1);
    const step = ok(applyBattleAction(state, { type: 'giveUp' }, rng));
    expect(step.state.status).toBe('COMPLETED');
    expect(step.state.winnerTeam).toBe(1);
    expect(step.moves.at(-1)?.kind).toBe('end');
  });

  it('the defenders win when the round limit is reached', () => {
    let { state, rng } = startBattle(
      duelSetup(
        [combatant(1, { attack: 1, health: 9999 })],
        [combatant(-1, { attack: 1, health: 9999 })],
        [],
        3,
      ),
      1,
    );
    while (state.status === 'IN_PROGRESS')
      ({ state, rng } = ok(applyBattleAction(state, { type: 'skip' }, rng)));
    expect(state.winnerTeam).toBe(1);
    expect(state.round).toBe(3);
  });
});
