import { activeEvents, EVENTS, type EventId, type EventLook } from '@rol/rules/world/events-calendar';
import type { IconName } from '../../art/icons.ts';

/** How each look dresses the road: a falling token, its colour and the sky's wash. */
export const LOOKS: Record<EventLook, { icon: IconName; color: string; wash: string }> = {
  pumpkins: { icon: 'pumpkin', color: '#ff9a2e', wash: 'rgba(255, 120, 20, 0.12)' },
  cats: { icon: 'wolf-head', color: '#d9c7ff', wash: 'rgba(160, 120, 255, 0.10)' },
  apples: { icon: 'round-potion', color: '#ff5a4a', wash: 'rgba(255, 80, 60, 0.08)' },
  party: { icon: 'present', color: '#ffd86b', wash: 'rgba(255, 216, 107, 0.10)' },
  wreaths: { icon: 'fire-ring', color: '#9cff8a', wash: 'rgba(120, 255, 140, 0.08)' },
  blossom: { icon: 'spiked-halo', color: '#ffc4e4', wash: 'rgba(255, 180, 220, 0.07)' },
  snow: { icon: 'snowflake-2', color: '#eaf6ff', wash: 'rgba(200, 230, 255, 0.10)' },
};

/** The event whose look the road wears now for a player of `lang`: the one with places first, else a season. */
export function roadLookAt(nowMs: number, lang: string): { eventId: EventId; look: EventLook } | null {
  const runs = activeEvents(nowMs, lang);
  const run = runs.find((r) => EVENTS[r.eventId].currencyPlaces) ?? runs[0];
  return run ? { eventId: run.eventId, look: EVENTS[run.eventId].look } : null;
}
