import { activeEvents, EVENTS, type EventLook } from './world/events-calendar.ts';

/** §3 `controlType`: how the road is steered. */
export type ControlType = 'TAP' | 'SWIPE';

/**
 * The game's own phone app (the Android shell RuStore installs, source `rustore`) is steered by
 * swiping the road; every page in a browser or a platform's frame by tapping places.
 */
export function controlTypeOf(userSource: string): ControlType {
  return userSource === 'rustore' ? 'SWIPE' : 'TAP';
}

/**
 * §3 `roadEffect`: the look of the yearly event the player takes part in now (pumpkins, snow, …;
 * the first of the calendar's order when two overlap, so the birthday hat wins over the spring
 * season), or null outside every event.
 */
export function roadEffectAt(nowMs: number, lang: 'RU' | 'EN'): EventLook | null {
  const run = activeEvents(nowMs, lang)[0];
  return run ? EVENTS[run.eventId].look : null;
}
