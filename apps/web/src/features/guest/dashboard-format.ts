import { usePaymentConfig } from '../payment';

/** "2031-06-09T15:00:00.000Z" → "2031-06-09 15:00 hotel time": an instant on the hotel's clock. */
export function formatInstant(iso: string, timeZone = 'UTC'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 10);
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(d)
    .replace(',', '');
  return `${text} hotel time`;
}

/** The hotel's time zone (GET /api/config), for deadlines such as free cancellation. */
export function useHotelTimeZone(): string {
  return usePaymentConfig().data?.hotelTimezone ?? 'UTC';
}

/** "2031-04-10" → "Thu, Apr 10, 2031": a stay's calendar date with its weekday (the date as written, not shifted). */
export function formatStayDate(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(d);
}

/** An instant as the hotel's clock reads it, with the zone named: "Wed, Apr 9, 2031, 3:00 PM EDT (hotel time)". */
export function formatHotelDeadline(iso: string, timeZone = 'UTC'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 10);
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);
  return `${text} (hotel time)`;
}

/** "15:00" → "3:00 PM", as the site prints the check-in and check-out times. */
export function clockTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
