import { describe, expect, it } from 'vitest';
import { BATTLE_SCENARIOS, battleScenarioOf } from './battle-scenarios.ts';
import { SCRIPTS } from './story.ts';

describe('battle story lines', () => {
  it('the guard of every story part stair has a line in both languages, other guards none', () => {
    for (const [id, script] of Object.entries(SCRIPTS)) {
      const line = BATTLE_SCENARIOS[id as keyof typeof SCRIPTS];
      expect(battleScenarioOf(script.stair, 'RU')).toBe(line.ru);
      expect(battleScenarioOf(script.stair, 'EN')).toBe(line.en);
      expect(line.ru).not.toBe(line.en);
    }
    for (const stair of [2, 9, 11, 499, 501]) expect(battleScenarioOf(stair, 'RU')).toBeNull();
  });
});
