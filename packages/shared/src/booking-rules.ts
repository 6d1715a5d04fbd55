import type { BillingStatus, BookingStatus } from './constants.js';

/** Nights of the half-open stay [checkIn, checkOut), from calendar dates YYYY-MM-DD. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  const end = Date.parse(`${checkOut}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.round((end - start) / 86_400_000);
}

/** The price of a stay: nights × the nightly rate (spec §5). Additional services are complimentary requests. */
export const stayTotalCents = (nightlyCents: number, nights: number): number => nightlyCents * nights;

/** The moves a booking may make; anything else is refused with 409. */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  reserved: ['checked-in', 'cancelled'],
  'checked-in': ['checked-out'],
  'checked-out': [],
  cancelled: [],
};

export const canTransition = (from: BookingStatus, to: BookingStatus): boolean =>
  from === to || BOOKING_TRANSITIONS[from].includes(to);

/** Statuses that hold the room's nights (the database's exclusion constraint uses the same rule). */
export const isActiveBooking = (status: BookingStatus): boolean => status !== 'cancelled';

/** Unpaid future reservations a guest may hold at once (anti-hoarding); the server's BOOKING_MAX_UNPAID. */
export const MAX_UNPAID_RESERVATIONS = 3;
/** How far ahead a stay may start, in months; the server's BOOKING_HORIZON_MONTHS. */
export const BOOKING_HORIZON_MONTHS = 18;

/** The calendar date `months` after `date` (YYYY-MM-DD), the day clamped to the end of a shorter month. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Messages of the booking rules, shared by the room page and the server. */
export const BOOKING_MSG = {
  checkInPast: 'Check-in cannot be in the past',
  roomUnavailable: 'This room is closed for maintenance and cannot be booked right now',
  tooManyUnpaid: (max: number) =>
    `You already have ${max} unpaid reservation${max === 1 ? '' : 's'}. Please pay for or cancel one before booking another.`,
  beyondHorizon: (months: number, last: string) =>
    `Stays can start at most ${months} months ahead: choose a check-in on or before ${last}`,
  ownBookingsOnly: 'Guests can only book for themselves',
  guestRequired: 'Choose the guest this booking is for',
  guestUnknown: 'No guest account has this id',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different booking',
} as const;

/** What the guest still owes on a bill (in the bill's own unit): the folio's charges less what was paid. */
export const balanceDue = (bill: { balance: number } | null | undefined): number =>
  bill && bill.balance > 0 ? bill.balance : 0;

/**
 * The word a bill's badge shows: a cancelled stay whose bill keeps nothing reads "cancelled" (the spec's
 * colours for it), not a green "confirmed" that would look paid.
 */
export const billBadge = (bill: { amount: number; status: BillingStatus }, bookingStatus: BookingStatus): string =>
  bookingStatus === 'cancelled' && bill.amount === 0 && bill.status === 'confirmed' ? 'cancelled' : bill.status;
