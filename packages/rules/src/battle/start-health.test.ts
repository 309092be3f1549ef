import { describe, expect, it } from 'vitest';
import { replay } from './replay.ts';
import { startBattle } from './start-battle.ts';
import { combatant, duelSetup } from '../../test/battle-fixtures.ts';

describe('startHealth: a wounded hero enters the battle wounded', () => {
  it('starts at startHealth (at most its max), full without it, and replays the same', () => {
    const setup = duelSetup(
      [
        { ...combatant(1, { health: 100 }), startHealth: 37 },
        { ...combatant(2, { health: 50 }), startHealth: 500 },
      ],
      [combatant(-1, { health: 80 })],
    );
    const { state } = startBattle(setup, 7);
    const health = Object.fromEntries(state.creatures.map((c) => [c.id, [c.health, c.maxHealth]]));
    expect(health).toEqual({ 1: [37, 100], 2: [50, 50], [-1]: [80, 80] });
    const again = replay(setup, [], 7);
    expect('state' in again && again.state).toEqual(state);
  });
});
