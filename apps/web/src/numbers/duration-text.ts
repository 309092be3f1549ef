/**
 * §9 duration texts switch at 60 s, 3600 s and 259200 s: seconds below a minute, minutes below an
 * hour, hours and minutes below three days, days from then on. Parts are rounded so a timer never
 * shows less time than remains (except whole hours and days, which are cut).
 */
export const DURATION_SWITCHES_S = [60, 3600, 259_200] as const;

export type DurationText =
  | { unit: 'seconds'; value: number }
  | { unit: 'minutes'; value: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; value: number };

export function durationParts(ms: number): DurationText {
  const seconds = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  if (seconds < DURATION_SWITCHES_S[0]) return { unit: 'seconds', value: seconds };
  if (seconds < DURATION_SWITCHES_S[1]) return { unit: 'minutes', value: Math.ceil(seconds / 60) };
  if (seconds < DURATION_SWITCHES_S[2])
    return { unit: 'hours', hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) };
  return { unit: 'days', value: Math.floor(seconds / 86_400) };
}

/** The translated text (keys `duration.*`). */
export function durationText(ms: number, t: (key: string, params: Record<string, number>) => string): string {
  const parts = durationParts(ms);
  return parts.unit === 'hours'
    ? t('duration.hours', { hours: parts.hours, minutes: parts.minutes })
    : t(`duration.${parts.unit}`, { value: parts.value });
}
