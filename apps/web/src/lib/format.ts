/** Display rules of spec §1: money with a $ sign, dates as the first 10 characters of the ISO string. */

import { HOTEL_TIME_ZONE_META } from '@hotel/shared/page-render';

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 250 → "$250", 120.5 → "$120.50", 1234 → "$1,234". Money arrives in dollars (API.md). */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '$0';
  // Decided on the rounded cents: a sum of dollar amounts such as 99.99999999999999 is "$100", as $100 is elsewhere.
  const text = cents.format(amount);
  return text.endsWith('.00') ? whole.format(amount) : text;
}

/** "2026-03-14T09:30:00.000Z" → "2026-03-14"; missing → fallback. */
export function formatDate(value: string | null | undefined, fallback = 'N/A'): string {
  return value ? value.slice(0, 10) : fallback;
}

/** 1 → "1 night", 3 → "3 nights". */
export function formatNights(n: number): string {
  return `${n} ${n === 1 ? 'night' : 'nights'}`;
}

/** The date (YYYY-MM-DD) an instant falls on in a time zone. */
function dateIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

let hotelTimeZone: string | null | undefined;

/**
 * The hotel's time zone, for the server's render of a page (the browser reads it from the page); undefined to
 * read the page again.
 */
export function setHotelTimeZone(timeZone: string | undefined): void {
  hotelTimeZone = timeZone;
}

function hotelZone(): string | null {
  if (hotelTimeZone === undefined) {
    const meta =
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLMetaElement>(`meta[name="${HOTEL_TIME_ZONE_META}"]`);
    hotelTimeZone = meta?.content || null;
  }
  return hotelTimeZone;
}

/**
 * Today as YYYY-MM-DD on the hotel's calendar (for date input minimums and what is upcoming): the day the
 * server's rules count from. A guest east of the hotel would otherwise be offered tonight only from tomorrow.
 * The browser's own date when the page names no zone (the development server).
 */
export function todayIso(now: Date = new Date()): string {
  const zone = hotelZone();
  if (zone) {
    try {
      return dateIn(zone, now);
    } catch {
      // A zone this browser does not know: its own date below.
    }
  }
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** "housekeeping" → "Housekeeping", "in-progress" → "In progress". */
export function humanize(value: string): string {
  const text = value.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
