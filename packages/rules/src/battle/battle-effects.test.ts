import { describe, expect, it } from 'vitest';
import { effect, onHitStatus } from '../content/effect-builders.ts';
import { seedRng } from '../random/prng.ts';
import { applyBattleAction } from './apply-action.ts';
import type { BattleState } from './battle-types.ts';
import { startBattle } from './start-battle.ts';
import { combatant, duelSetup } from '../../test/battle-fixtures.ts';

function ok(result: ReturnType<typeof applyBattleAction>) {
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('battle engine: effects from data', () => {
  it('poison deals its damage at the start of every round while it lasts', () => {
    const poisoner = combatant(1, { attack: 1, abilities: [onHitStatus('poison', 7, 2, 1)] });
    const target = combatant(-1, { attack: 1, defence: 0, health: 500 });
    let { state, rng } = startBattle(duelSetup([poisoner], [target]), 11);
    let ticks = 0;
    for (let i = 0; i < 4 && state.status === 'IN_PROGRESS'; i += 1) {
      const step = ok(
        applyBattleAction(
          state,
          i === 0 ? { type: 'hit', attackerId: 1, defenderId: -1 } : { type: 'skip' },
          rng,
        ),
      );
      ticks += step.moves.filter((m) => m.kind === 'poison' && m.targetId === -1 && m.amount === 7).length;
      ({ state, rng } = step);
    }
    expect([0, 2]).toContain(ticks); // 0 only when the first blow missed or was evaded
  });

  it('immortality leaves a deadly blow at 1 health and uses a charge', () => {
    const hero = combatant(1, { attack: 500 });
    const undying = combatant(-1, {
      attack: 1,
      defence: 0,
      health: 10,
      abilities: [effect('immortality', 'passive', 1)],
    });
    for (let seed = 0; seed < 20; seed += 1) {
      const { state, rng } = startBattle(duelSetup([hero], [undying]), seed);
      const step = ok(applyBattleAction(state, { type: 'hit', attackerId: 1, defenderId: -1 }, rng));
      if (!step.moves.some((m) => m.kind === 'immortality')) continue;
      const m = step.state.creatures.find((c) => c.id === -1);
      expect(m?.health).toBe(1);
      expect(m?.immortality).toBe(0);
      return;
    }
    throw new Error('no landed blow in 20 seeds');
  });

  it('on-death resurrection brings the creature back once', () => {
    const hero = combatant(1, { attack: 900 });
    const phoenix = combatant(-1, { health: 50, abilities: [effect('resurrection', 'onDeath', 0.5)] });
    const other = combatant(-2, { health: 5000, attack: 1 });
    let { state, rng } = startBattle(duelSetup([hero], [phoenix, other]), 2);
    let resurrections = 0;
    for (let i = 0; i < 12 && state.creatures.find((c) => c.id === -1)!.health > 0; i += 1) {
      const step = ok(applyBattleAction(state, { type: 'hit', attackerId: 1, defenderId: -1 }, rng));
      resurrections += step.moves.filter((m) => m.kind === 'resurrection').length;
      ({ state, rng } = step);
    }
    expect(resurrections).toBe(1);
    expect(state.creatures.find((c) => c.id === -1)?.health).toBeLessThanOrEqual(0);
  });

  it('a frozen creature is skipped until its frozen status runs out', () => {
    const hero = combatant(1, { attack: 1 });
    const monster = combatant(-1, { attack: 1, health: 9999 });
    const { state, rng } = startBattle(duelSetup([hero], [monster]), 1);
    const frozen: BattleState = {
      ...state,
      creatures: state.creatures.map((c) =>
        c.id === -1
          ? { ...c, effects: [{ kind: 'freeze', value: 0, op: 'add', movesRemain: 2, sourceId: 1 }] }
          : c,
      ),
    };
    const step = ok(applyBattleAction(frozen, { type: 'skip' }, rng));
    const blowsByMonster = step.moves.filter(
      (m) => m.sourceId === -1 && ['hit', 'miss', 'critical', 'block', 'shadow'].includes(m.kind),
    );
    expect(blowsByMonster).toHaveLength(0);
    expect(step.state.creatures.find((c) => c.id === -1)?.effects[0]?.movesRemain).toBe(1);
  });

  it('fire on hit reaches every enemy when its target is all', () => {
    const dragon = combatant(1, { attack: 30, abilities: [effect('fire', 'onHit', 5, { target: 'all' })] });
    for (let seed = 0; seed < 20; seed += 1) {
      const { state, rng } = startBattle(
        duelSetup([dragon], [combatant(-1), combatant(-2), combatant(-3)]),
        seed,
      );
      const step = ok(applyBattleAction(state, { type: 'hit', attackerId: 1, defenderId: -1 }, rng));
      const fires = step.moves.filter((m) => m.kind === 'fire' && m.sourceId === 1);
      if (fires.length === 0) continue;
      expect(new Set(fires.map((f) => f.targetId))).toEqual(new Set([-1, -2, -3]));
      return;
    }
    throw new Error('no landed blow in 20 seeds');
  });
});

describe('battle engine: consumables (single-battle, §5)', () => {
  const setup = duelSetup(
    [combatant(1, { health: 100 }), combatant(2, { health: 100 })],
    [combatant(-1, { attack: 1, health: 500 })],
    [
      { id: 100, consumableId: 'phoenix_feather' },
      { id: 101, consumableId: 'healing_elixir' },
      { id: 102, consumableId: 'ice_scroll' },
    ],
  );

  it('answers "Creature not dead" for resurrection on the living and "Creature dead" for an elixir on the dead', () => {
    const { state, rng } = startBattle(setup, 1);
    expect(
      applyBattleAction(state, { type: 'consumable', consumableId: 100, targetCreatureId: 1 }, rng),
    ).toEqual({
      error: 'CREATURE_NOT_DEAD',
    });
    const dead: BattleState = {
      ...state,
      creatures: state.creatures.map((c) => (c.id === 2 ? { ...c, health: -3 } : c)),
    };
    expect(
      applyBattleAction(dead, { type: 'consumable', consumableId: 101, targetCreatureId: 2 }, rng),
    ).toEqual({
      error: 'CREATURE_DEAD',
    });
    expect(
      applyBattleAction(state, { type: 'consumable', consumableId: 101, targetCreatureId: -1 }, rng),
    ).toEqual({
      error: 'INVALID_TARGET',
    });
    expect(
      applyBattleAction(state, { type: 'consumable', consumableId: 999, targetCreatureId: 1 }, rng),
    ).toEqual({
      error: 'CONSUMABLE_NOT_FOUND',
    });
  });

  it('resurrects the dead once, and the item is gone afterwards', () => {
    const { state, rng } = startBattle(setup, 1);
    const dead: BattleState = {
      ...state,
      creatures: state.creatures.map((c) => (c.id === 2 ? { ...c, health: -3 } : c)),
    };
    const step = ok(
      applyBattleAction(dead, { type: 'consumable', consumableId: 100, targetCreatureId: 2 }, rng),
    );
    expect(step.state.creatures.find((c) => c.id === 2)?.health).toBe(50);
    expect(step.state.consumables.map((c) => c.id)).toEqual([101, 102]);
    expect(step.state.turningTeam).toBe(0);
    expect(
      applyBattleAction(step.state, { type: 'consumable', consumableId: 100, targetCreatureId: 2 }, step.rng),
    ).toEqual({
      error: 'CONSUMABLE_NOT_FOUND',
    });
  });

  it('an ice scroll freezes the enemy', () => {
    const { state, rng } = startBattle(setup, 1);
    const step = ok(
      applyBattleAction(state, { type: 'consumable', consumableId: 102, targetCreatureId: -1 }, rng),
    );
    expect(step.moves.some((m) => m.kind === 'freeze' && m.targetId === -1)).toBe(true);
  });

  it('uses the rng state it is given, not a hidden one', () => {
    const { state } = startBattle(setup, 1);
    const a = applyBattleAction(state, { type: 'hit', attackerId: 1, defenderId: -1 }, seedRng(5));
    const b = applyBattleAction(state, { type: 'hit', attackerId: 1, defenderId: -1 }, seedRng(5));
    expect(a).toEqual(b);
  });
});
