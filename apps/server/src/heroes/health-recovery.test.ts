import { describe, expect, it } from 'vitest';
import { HEALTH_RECOVERY_MS, recoveredHealth } from './health-recovery.ts';

const t0 = Date.UTC(2025, 0, 1);
const hero = { health: 10, healthAt: new Date(t0), createdAt: new Date(t0 - 1e9) };
const max = 60;

describe('recoveredHealth (§9: +1 per minute)', () => {
  it('adds one per whole minute since the health was stored', () => {
    expect(recoveredHealth(hero, max, t0 + 59_999).health).toBe(10);
    expect(recoveredHealth(hero, max, t0 + 3 * HEALTH_RECOVERY_MS + 5).health).toBe(13);
  });

  it('stops at the maximum and says when that is reached', () => {
    expect(recoveredHealth(hero, max, t0).fullAt).toBe(t0 + (max - 10) * HEALTH_RECOVERY_MS);
    expect(recoveredHealth(hero, max, t0 + 10_000 * HEALTH_RECOVERY_MS)).toEqual({
      health: max,
      maxHealth: max,
      fullAt: null,
    });
  });

  it('follows the maximum of now: a lower one caps the stored health, a higher one is recovered towards', () => {
    expect(recoveredHealth({ ...hero, health: 80 }, max, t0)).toEqual({ health: max, maxHealth: max, fullAt: null });
    expect(recoveredHealth({ ...hero, health: 60 }, 90, t0 + 5 * HEALTH_RECOVERY_MS)).toEqual({
      health: 65,
      maxHealth: 90,
      fullAt: t0 + 30 * HEALTH_RECOVERY_MS,
    });
  });

  it('counts from the creation when the health was never stored, and never goes back in time', () => {
    expect(recoveredHealth({ ...hero, healthAt: null }, max, t0).health).toBe(max);
    expect(recoveredHealth(hero, max, t0 - HEALTH_RECOVERY_MS * 5).health).toBe(10);
  });
});
