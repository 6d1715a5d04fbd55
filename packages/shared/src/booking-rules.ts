import type { BillingStatus, BookingStatus } from './constants.js';

// The nights and price of a stay are their own small module, so that the public pages load them without the rest.
export { nightsBetween, stayTotalCents, stayTotalDollars } from './stay-price.js';

/** 25000 → "250", 12050 → "120.50", 123400 → "1,234": cents as the dollars a message quotes after its "$". */
export const formatDollars = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

const transitions = {
  reserved: ['checked-in', 'cancelled'],
  'checked-in': ['checked-out'],
  'checked-out': [],
  cancelled: [],
} as const satisfies Record<BookingStatus, readonly BookingStatus[]>;

/** The moves a booking may make; anything else is refused with 409. */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = transitions;

/** A status a booking can move into: each has its own action (check-in, check-out, cancel). */
export type BookingMove = (typeof transitions)[BookingStatus][number];

/** Whether a booking in `from` may move to `to` (staying where it is is not a move). */
export const canMove = (from: BookingStatus, to: BookingStatus): to is BookingMove =>
  BOOKING_TRANSITIONS[from].includes(to);

export const canTransition = (from: BookingStatus, to: BookingStatus): boolean => from === to || canMove(from, to);

/**
 * Whether a guest may still cancel their stay: a reservation whose arrival day (`today` in the hotel's calendar)
 * is not over. After that day the stay is a no-show, marked by the desk or by the day's close; the desk may
 * cancel any reservation (canMove to cancelled).
 */
export const canCancel = (stay: { status: BookingStatus; checkInDate: string }, today: string): boolean =>
  canMove(stay.status, 'cancelled') && stay.checkInDate >= today;

/**
 * Whether a stay's total may be set by hand, away from the hotel's price: its nights are re-priced by it, so only
 * while it is reserved and nothing has been paid. Who may set one is the access table's (ACTIONS.setBookingPrice).
 */
export const canOverridePrice = (stay: {
  status: BookingStatus;
  billing: { status: BillingStatus } | null | undefined;
}): boolean => stay.status === 'reserved' && stay.billing?.status !== 'confirmed';

/** Whether a total (in dollars, as forms and JSON carry it) is not the hotel's price, to the cent. */
export const differsFromPrice = (total: number, price: number): boolean =>
  Math.round(total * 100) !== Math.round(price * 100);

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
