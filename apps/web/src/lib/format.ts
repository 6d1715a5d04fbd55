/** Display rules of spec §1: money with a $ sign, dates as the first 10 characters of the ISO string. */

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

/** Today as YYYY-MM-DD in the browser's zone (for date input minimums). */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** "housekeeping" → "Housekeeping", "in-progress" → "In progress". */
export function humanize(value: string): string {
  const text = value.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
