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
