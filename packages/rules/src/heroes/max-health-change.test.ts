import { describe, expect, it } from 'vitest';
import { healthAfterMaxChange } from './max-health-change.ts';

describe('health after a change of maximum health', () => {
  it('a rise arrives as health too', () => {
    expect(healthAfterMaxChange(60, 60, 115)).toBe(115);
    expect(healthAfterMaxChange(36, 60, 115)).toBe(91);
    expect(healthAfterMaxChange(0, 60, 115)).toBe(55);
  });

  it('a fall takes as much away, never the last point', () => {
    expect(healthAfterMaxChange(115, 115, 60)).toBe(60);
    expect(healthAfterMaxChange(95, 115, 60)).toBe(40);
    expect(healthAfterMaxChange(30, 115, 60)).toBe(1);
    expect(healthAfterMaxChange(0, 115, 60)).toBe(0);
    expect(healthAfterMaxChange(40, 60, 60)).toBe(40);
  });

  it('off and on again leaves the hero as it was', () => {
    const off = healthAfterMaxChange(95, 115, 60);
    expect(healthAfterMaxChange(off, 60, 115)).toBe(95);
  });
});
