import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroesOrLogged } from './economy/wheel.ts';
import { heroClassOf } from './heroes/hero-loadout.ts';
import { resetProblemLog, setProblemSink } from './problem-log.ts';

function spySink() {
  const error = vi.fn();
  setProblemSink({ error });
  return error;
}

afterEach(() => resetProblemLog());

describe('problems in our own data are logged (§8)', () => {
  it('an unknown warrior class is logged once and treated as human; a known one is not logged', () => {
    const error = spySink();
    expect(heroClassOf({ warriorClass: 'dragon' })).toBe('dragon');
    expect(error).not.toHaveBeenCalled();
    expect(heroClassOf({ warriorClass: 'gryphon_v0' })).toBe('human');
    expect(heroClassOf({ warriorClass: 'gryphon_v0' })).toBe('human');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith({ warriorClass: 'gryphon_v0' }, 'unknown warrior class, treated as human');
  });

  it('a wheel answer without creatures is logged; one with heroes is not', () => {
    const error = spySink();
    expect(heroesOrLogged('spin', 7, [{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(error).not.toHaveBeenCalled();
    expect(heroesOrLogged('reward', 7, [])).toEqual([]);
    expect(error).toHaveBeenCalledWith({ playerId: 7, answer: 'reward' }, 'wheel answer without creatures');
  });
});
