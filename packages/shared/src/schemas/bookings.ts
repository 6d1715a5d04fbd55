import { z } from 'zod';
import { BOOKING_MSG, nightsBetween } from '../booking-rules.js';
import {
  ADDITIONAL_SERVICES,
  BILLING_STATUSES,
  BOOKING_STATUSES,
  MAX_NIGHTS,
  ROOM_DETAIL_MAX_GUESTS,
  ROOM_TYPES,
} from '../constants.js';
import { MSG } from '../messages.js';
import { dateSchema, idSchema } from './common.js';
import { isDate, MAX_ROOM_GUESTS, stayTooLongMessage } from './rooms.js';

export const additionalServiceSchema = z.enum(ADDITIONAL_SERVICES, { message: 'Choose one of the listed services' });
export type AdditionalService = z.infer<typeof additionalServiceSchema>;

const money = z
  .number({ message: 'Enter the total price' })
  .nonnegative('The total price cannot be negative')
  .max(10_000_000, 'The total price is too large')
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Use at most two decimals');

/**
 * `POST /api/bookings/create` (spec §7): what a guest (or the front desk for a guest) asks to book.
 * The server computes the price itself; `totalPrice` is what the visitor saw, so a stale price is caught.
 * `guests` is ours (the room detail's guests select); it defaults to 1.
 */
export const createBookingBody = z
  .strictObject({
    roomId: idSchema,
    guestId: idSchema.optional(),
    checkInDate: dateSchema,
    checkOutDate: dateSchema,
    totalPrice: money,
    additionalServices: z
      .array(additionalServiceSchema)
      .max(ADDITIONAL_SERVICES.length)
      .refine((list) => new Set(list).size === list.length, 'Choose each service once')
      .default([]),
    guests: z
      .number({ message: 'Enter a number of guests' })
      .int('Enter a whole number of guests')
      .min(1, 'At least 1 guest')
      .max(MAX_ROOM_GUESTS, `At most ${MAX_ROOM_GUESTS} guests`)
      .default(1),
  })
  .superRefine((b, ctx) => {
    if (!isDate(b.checkInDate) || !isDate(b.checkOutDate)) return;
    const nights = nightsBetween(b.checkInDate, b.checkOutDate);
    if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: MSG.checkoutAfterCheckin });
    else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: stayTooLongMessage });
  });
export type CreateBookingBody = z.input<typeof createBookingBody>;

/** A client-chosen key (a UUID) so that a repeated request makes one booking. */
export const idempotencyKeySchema = z
  .string()
  .min(8, 'The Idempotency-Key is too short')
  .max(255, 'The Idempotency-Key is too long')
  .regex(/^[A-Za-z0-9:_-]+$/, 'The Idempotency-Key may hold letters, digits, - _ and :');

/**
 * The room page's booking form (spec §5), with the spec's messages. Dates are '' until chosen.
 * `today` is the visitor's calendar date, so that a past check-in is refused before asking the server.
 */
export function bookingFormSchema(today: string, maxGuests: number = ROOM_DETAIL_MAX_GUESTS) {
  return z
    .object({
      checkInDate: z.string(),
      checkOutDate: z.string(),
      guests: z.coerce.number().int().min(1).max(maxGuests, `This room sleeps at most ${maxGuests} guests`),
      additionalServices: z.array(additionalServiceSchema),
    })
    .superRefine((b, ctx) => {
      if (!b.checkInDate || !b.checkOutDate) {
        ctx.addIssue({
          code: 'custom',
          path: [b.checkInDate ? 'checkOutDate' : 'checkInDate'],
          message: MSG.selectDates,
        });
        return;
      }
      if (b.checkInDate < today) {
        ctx.addIssue({ code: 'custom', path: ['checkInDate'], message: BOOKING_MSG.checkInPast });
        return;
      }
      const nights = nightsBetween(b.checkInDate, b.checkOutDate);
      if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: MSG.checkoutAfterCheckin });
      else if (nights > MAX_NIGHTS)
        ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: stayTooLongMessage });
    });
}
export type BookingForm = z.input<ReturnType<typeof bookingFormSchema>>;

const bookingBilling = z.object({ _id: z.string(), amount: z.number(), status: z.enum(BILLING_STATUSES) });

/** Booking JSON, staff shape (API.md). */
export const bookingDto = z.object({
  _id: z.string(),
  guest: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  room: z.object({ _id: z.string(), roomNumber: z.string(), type: z.enum(ROOM_TYPES), title: z.string() }),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  additionalServices: z.array(z.string()),
  /** One bill per booking; null only for a booking whose bill is missing. */
  billing: bookingBilling.nullable(),
  totalPrice: z.number(),
  createdAt: z.string(),
});
export type BookingDto = z.infer<typeof bookingDto>;

/** Booking JSON, guest shape: the staff shape plus the spec's populated `roomId` and `billingId`. */
export const guestBookingDto = bookingDto.extend({
  roomId: z.object({ _id: z.string(), title: z.string() }),
  billingId: bookingBilling.nullable(),
});
export type GuestBookingDto = z.infer<typeof guestBookingDto>;

/** The answer to `POST /api/bookings/create`: the guest shape for a guest, the staff shape for staff. */
export const createBookingAnswer = z.object({
  message: z.string(),
  booking: bookingDto.extend({
    roomId: guestBookingDto.shape.roomId.optional(),
    billingId: guestBookingDto.shape.billingId.optional(),
  }),
});
export type CreateBookingAnswer = z.infer<typeof createBookingAnswer>;

export const bookedMessage = (nights: number): string =>
  `Booked ${nights} night(s) successfully. Please confirm to complete the booking.`;
export const priceChangedMessage = (total: string): string =>
  `The price for this stay is now $${total}. Please review and book again.`;
