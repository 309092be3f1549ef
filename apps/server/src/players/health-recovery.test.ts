import { describe, expect, it } from 'vitest';
import { creatureMaxHealth, HEALTH_RECOVERY_MS, recoveredHealth } from './health-recovery.ts';

const t0 = Date.UTC(2025, 0, 1);
const hero = {
  warriorClass: 'human',
  level: 1,
  health: 10,
  healthAt: new Date(t0),
  createdAt: new Date(t0 - 1e9),
};
const max = creatureMaxHealth(hero);

describe('recoveredHealth (§9: +1 per minute)', () => {
  it('adds one per whole minute since the health was stored', () => {
    expect(recoveredHealth(hero, t0 + 59_999).health).toBe(10);
    expect(recoveredHealth(hero, t0 + 3 * HEALTH_RECOVERY_MS + 5).health).toBe(13);
  });

  it('stops at the maximum and says when that is reached', () => {
    expect(recoveredHealth(hero, t0).fullAt).toBe(t0 + (max - 10) * HEALTH_RECOVERY_MS);
    expect(recoveredHealth(hero, t0 + 10_000 * HEALTH_RECOVERY_MS)).toEqual({
      health: max,
      maxHealth: max,
      fullAt: null,
    });
  });

  it('counts from the creation when the health was never stored, and never goes back in time', () => {
    expect(recoveredHealth({ ...hero, healthAt: null }, t0).health).toBe(max);
    expect(recoveredHealth(hero, t0 - HEALTH_RECOVERY_MS * 5).health).toBe(10);
  });
});
