/**
 * The few date helpers the room list draws with (ui/calendar-dates.ts has the rest): a module of their own, so the
 * list's first load does not bring the calendar's arithmetic. Dates are 'YYYY-MM-DD' strings, read in UTC.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);
export const fromUtc = (d: Date): string => d.toISOString().slice(0, 10);

/** True for a real calendar date written YYYY-MM-DD (not 2027-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const d = toUtc(value);
  return !Number.isNaN(d.getTime()) && fromUtc(d) === value;
}

const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "14 Mar 2026". */
export const formatShortDate = (date: string): string => short.format(toUtc(date));
