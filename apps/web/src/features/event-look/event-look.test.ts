import { describe, expect, it } from 'vitest';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';
import { roadLookAt } from './event-look.ts';

describe('the road’s event look', () => {
  it('follows the calendar: pumpkins at Halloween, wreaths at Kupala for Russian players only, nothing in between', () => {
    expect(roadLookAt(moscowTimeToUtc(2026, 10, 29, 12), 'EN')).toEqual({ eventId: 'halloween', look: 'pumpkins' });
    expect(roadLookAt(moscowTimeToUtc(2026, 7, 6, 12), 'RU')?.look).toBe('wreaths');
    expect(roadLookAt(moscowTimeToUtc(2026, 7, 6, 12), 'EN')).toBeNull();
    expect(roadLookAt(moscowTimeToUtc(2026, 5, 16, 12), 'EN')?.eventId).toBe('birthday_hat');
    expect(roadLookAt(moscowTimeToUtc(2026, 3, 1), 'EN')).toBeNull();
  });
});
