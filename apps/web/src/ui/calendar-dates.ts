/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings, done in UTC so that a day is always a day
 * (no daylight-saving hour creeps in), whatever the browser's time zone.
 */
import { fromUtc, toUtc } from './iso-dates';

export { formatShortDate, isIsoDate } from './iso-dates';

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** The same day `months` later, kept inside the month (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return fromUtc(target);
}

export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string): number => toUtc(date).getUTCDay();

/** The 42 days (six weeks, Sunday first) that show the month of `date`. */
export function monthGrid(date: string): string[] {
  const first = monthStart(date);
  const start = addDays(first, -weekday(first));
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

const long = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Friday, 14 March 2026". */
export function formatLongDate(date: string): string {
  const parts = long.formatToParts(toUtc(date));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}`;
}

/** "March 2026". */
export const formatMonth = (date: string): string => monthYear.format(toUtc(date));

export const WEEKDAYS = [
  { short: 'Su', long: 'Sunday' },
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
] as const;

/** Every night held by the stays [checkIn, checkOut), as a set of dates. */
export function bookedNights(ranges: readonly { checkInDate: string; checkOutDate: string }[]): Set<string> {
  const nights = new Set<string>();
  for (const r of ranges) {
    for (let d = r.checkInDate; d < r.checkOutDate; d = addDays(d, 1)) nights.add(d);
  }
  return nights;
}
