import { describe, expect, it } from 'vitest';
import type { SnowPlaceDto, SnowWorldDto } from '@rol/protocol/snow-world-routes';
import { snowAction } from './world-player.ts';

function place(stair: number, kind: SnowPlaceDto['kind'], done = false): SnowPlaceDto {
  return { stair, kind, resource: null, amount: null, reward: null, guard: null, done };
}

function world(stair: number, places: SnowPlaceDto[], stepsLeft = 10): SnowWorldDto {
  return { status: 'IN', open: true, unlockLevel: 10, visitSteps: 20, stair, stairs: 12, stepsLeft, stepsTotal: 20, returnsAt: null, places };
}

describe('snowAction', () => {
  it('takes the resource or chest at hand first', () => {
    expect(snowAction(world(1, [place(1, 'RESOURCE')]))).toEqual({ call: 'snowWorld/take', stair: 1 });
    expect(snowAction(world(4, [place(4, 'CHEST')]))).toEqual({ call: 'snowWorld/take', stair: 4 });
  });

  it('climbs past a spent place, and goes home before a monster or at the top', () => {
    expect(snowAction(world(2, [place(2, 'RESOURCE', true)]))).toEqual({ call: 'snowWorld/step', stair: 3 });
    expect(snowAction(world(3, [place(3, 'MONSTER')]))).toEqual({ call: 'snowWorld/leave', stair: 3 });
    expect(snowAction(world(12, [place(12, 'CHEST', true)]))).toEqual({ call: 'snowWorld/leave', stair: 12 });
  });
});
