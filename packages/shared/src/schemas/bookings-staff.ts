import { z } from 'zod';
import { BILLING_STATUSES, BOOKING_STATUSES, MAX_ROOM_GUESTS } from '../constants.js';
import { additionalServicesInput, bookingDto, refineStayDates, totalPriceInput } from './bookings.js';
import { dateSchema, idSchema } from './common.js';
import { pageAnswerShape, pageQueryShape, searchTerm, sortOrder } from './lists.js';

export const STAFF_BOOKING_MSG = {
  created: 'Booking created successfully',
  updated: 'Booking updated successfully',
  deleted: 'Booking deleted successfully',
  notFound: 'Booking not found',
  empty: 'No bookings found',
  newMustBeReserved: 'A new booking starts as reserved; check the guest in from the booking once it exists',
  stayLocked: 'Only a reserved booking can change its guest, room or dates',
  departureNotPast: 'A guest in house leaves tomorrow at the earliest: for today, check them out',
  paidStayLocked: 'This booking is paid: cancel it and book again to change its room or dates',
  statusWithStay: 'Change the status on its own, without changing the guest, room or dates',
  badTransition: (from: string, to: string) => `A booking cannot go from ${from} to ${to}`,
  billingConfirmedLocked: 'A confirmed payment cannot be changed here',
  deleteInHouse: 'This guest is checked in: check them out before deleting the booking',
  deleteStayOnRecord: 'A completed stay is part of the hotel’s records and cannot be deleted',
  deleteCancelled: 'This booking is already cancelled; it stays on record',
  roomRequired: 'Choose a room',
  guestRequired: 'Choose a guest',
  priceNeedsReason: (total: string) => `This stay is priced at $${total}: a different price needs a reason`,
  priceOverrideForbidden: 'Only a manager or an admin can set a different price',
  priceLocked: 'Only a reserved, unpaid booking can be given a different price',
  priceReasonTooShort: 'Give a reason of at least 3 characters',
  priceReasonTooLong: 'Keep the reason to 200 characters',
} as const;

/**
 * Why a stay is booked at a total other than the server's price. Blank is no reason: the form sends its empty
 * field, and only a different price asks for one.
 */
export const priceReasonInput = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : text))
  .pipe(
    z.string().min(3, STAFF_BOOKING_MSG.priceReasonTooShort).max(200, STAFF_BOOKING_MSG.priceReasonTooLong).optional(),
  );

/**
 * The staff booking form (spec §5: guestId, roomId, check-in, check-out, status, billingStatus and totalPrice
 * required; additionalServices optional). The server prices the stay; a `totalPrice` other than its price needs a
 * `priceReason` and a role allowed to set it (ACTIONS.setBookingPrice). `guests` is the party (ours; a new booking
 * defaults to 1, an edit that leaves it out keeps the booking's).
 */
export const staffBookingBody = z
  .strictObject({
    guestId: idSchema,
    roomId: idSchema,
    checkInDate: dateSchema,
    checkOutDate: dateSchema,
    status: z.enum(BOOKING_STATUSES, { message: 'Choose a booking status' }),
    billingStatus: z.enum(BILLING_STATUSES, { message: 'Choose a billing status' }),
    additionalServices: additionalServicesInput.default([]),
    totalPrice: totalPriceInput,
    priceReason: priceReasonInput.optional(),
    guests: z
      .number({ message: 'Enter a number of guests' })
      .int('Enter a whole number of guests')
      .min(1, 'At least 1 guest')
      .max(MAX_ROOM_GUESTS, `At most ${MAX_ROOM_GUESTS} guests`)
      .optional(),
  })
  .superRefine(refineStayDates);
export type StaffBookingBody = z.output<typeof staffBookingBody>;
export type StaffBookingInput = z.input<typeof staffBookingBody>;

export const STAFF_BOOKING_SORTS = [
  'createdAt',
  'checkInDate',
  'checkOutDate',
  'guest',
  'room',
  'totalPrice',
  'status',
] as const;
export type StaffBookingSort = (typeof STAFF_BOOKING_SORTS)[number];

/** GET /api/bookings: `from`/`to` keep the stays that share a night with [from, to]. */
export const staffBookingListQuery = z
  .strictObject({
    ...pageQueryShape,
    q: searchTerm,
    status: z.enum(BOOKING_STATUSES).optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    sort: z.enum(STAFF_BOOKING_SORTS).default('createdAt'),
    order: sortOrder.default('desc'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: '`to` must not be before `from`' });
  });
export type StaffBookingListQuery = z.input<typeof staffBookingListQuery>;

export const staffBookingListAnswer = z.object({ bookings: z.array(bookingDto), ...pageAnswerShape });
export type StaffBookingListAnswer = z.infer<typeof staffBookingListAnswer>;

export const staffBookingAnswer = z.object({ message: z.string(), booking: bookingDto });
export type StaffBookingAnswer = z.infer<typeof staffBookingAnswer>;

export const totalBookingsAnswer = z.object({ totalBookings: z.number().int() });
export const recentBookingsQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(20).default(5) });
export const recentBookingsAnswer = z.object({ bookings: z.array(bookingDto) });
export type RecentBookingsAnswer = z.infer<typeof recentBookingsAnswer>;
