import { describe, expect, it } from 'vitest';
import { placesInRange } from '../road/places-in-range.ts';
import { activeEvents } from './events-calendar.ts';
import { eventPlaceById, eventPlacesInRange } from './event-places.ts';
import { moscowTimeToUtc } from './server-time.ts';

const SEED = 20_250_115;

describe('event currency places', () => {
  it('stand on the road during an event with places, on free spots, and nowhere outside it', () => {
    const during = activeEvents(moscowTimeToUtc(2026, 10, 29, 12, 0), 'EN');
    const places = eventPlacesInRange(SEED, 0, 3000, during);
    expect(places.length).toBeGreaterThan(3);
    const others = placesInRange(SEED, 0, 3000);
    for (const p of places) {
      expect(p.payload).toMatchObject({ type: 'RESOURCE', resource: 'EVENT_CURRENCY' });
      expect(others.some((o) => o.id === p.id || (o.posX === p.posX && o.posY === p.posY))).toBe(false);
      expect(eventPlaceById(SEED, p.id, during)?.place).toEqual(p);
    }
    const after = activeEvents(moscowTimeToUtc(2026, 11, 5, 12, 0), 'EN');
    expect(eventPlacesInRange(SEED, 0, 3000, after)).toEqual([]);
    expect(eventPlaceById(SEED, places[0]!.id, after)).toBeNull();
  });

  it('the New Year and the spring season have no places', () => {
    expect(eventPlacesInRange(SEED, 0, 3000, activeEvents(moscowTimeToUtc(2026, 12, 30), 'RU'))).toEqual([]);
  });
});
