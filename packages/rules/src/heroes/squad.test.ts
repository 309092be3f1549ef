import { describe, expect, it } from 'vitest';
import { checkSquad, MAX_SQUAD } from './squad.ts';

describe('squad (§9: up to 6 heroes)', () => {
  it('takes 1 to 6 distinct heroes', () => {
    expect(MAX_SQUAD).toBe(6);
    expect(checkSquad([1])).toBeNull();
    expect(checkSquad([1, 2, 3, 4, 5, 6])).toBeNull();
    expect(checkSquad([1, 2, 3, 4, 5, 6, 7])).toBe('SQUAD_FULL');
    expect(checkSquad([])).toBe('SQUAD_EMPTY');
    expect(checkSquad([1, 2, 2])).toBe('SQUAD_DUPLICATE');
  });
});
