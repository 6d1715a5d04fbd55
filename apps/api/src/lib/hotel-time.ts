/** Calendar arithmetic on YYYY-MM-DD strings, in the hotel's time zone, never in server time. */

// Making a formatter costs far more than using one (a tenth of a date search's CPU): one per time zone. Using
// one still costs ~5 µs, and a date search asks twice: the day is kept for the minute it was asked in, as no
// zone's date changes within a minute (every offset in use is a whole number of minutes).
const days = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();

export function hotelToday(timeZone: string, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  let kept = days.get(timeZone);
  if (!kept) {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    kept = { format, minute: Number.NaN, day: '' };
    days.set(timeZone, kept);
  }
  if (kept.minute !== minute) {
    kept.day = kept.format.format(now);
    kept.minute = minute;
  }
  return kept.day;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

// Making a formatter costs far more than using one (it was a tenth of the mail sender's CPU): one per zone.
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The instant at which a wall-clock time on a date happens in a time zone (DST-aware). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const format = clockFormat(timeZone);
  const offsetAt = (at: Date) => {
    const parts = format.formatToParts(at);
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return asUtc - at.getTime();
  };
  const first = new Date(guess.getTime() - offsetAt(guess));
  return new Date(guess.getTime() - offsetAt(first));
}
