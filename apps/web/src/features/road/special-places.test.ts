import { describe, expect, it } from 'vitest';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { nearestOfEachKind } from './special-places.tsx';

const place = (id: number, placeType: PlaceDto['placeType'], posY: number) => ({ id, placeType, posY, stair: Math.floor(posY / 80) }) as PlaceDto;

describe('nearestOfEachKind', () => {
  it('keeps the nearest boss, portal and story, nearest first', () => {
    const places = [place(1, 'SCRIPT', 10), place(2, 'TALKER', 200), place(3, 'CUSTOM_PLACE', 800), place(4, 'CUSTOM_PLACE', 1600), place(5, 'PORTAL', 2000)];
    expect(nearestOfEachKind(places).map((p) => p.id)).toEqual([1, 3, 5]);
    expect(nearestOfEachKind(places.slice(1)).map((p) => p.id)).toEqual([2, 3, 5]);
    expect(nearestOfEachKind([])).toEqual([]);
  });
});
