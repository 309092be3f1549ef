/** A message's time: hours and minutes today, the date and time before (in the interface language). */
export function messageTime(time: number, now: number, lang: 'ru' | 'en', timeZone?: string): string {
  const locale = lang === 'ru' ? 'ru-RU' : 'en-GB';
  const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  const clock = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(time);
  if (day(time) === day(now)) return clock;
  const date = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' }).format(time);
  return `${date} ${clock}`;
}
