import { z } from 'zod';
import { BOOKING_MSG, nightsBetween } from '../booking-rules.js';
import {
  ADDITIONAL_SERVICES,
  BILLING_STATUSES,
  BOOKING_STATUSES,
  HOUSEKEEPING_CONDITIONS,
  MAX_NIGHTS,
  MAX_ROOM_GUESTS,
  ROOM_DETAIL_MAX_GUESTS,
  ROOM_STATUSES,
  ROOM_TYPES,
} from '../constants.js';
import { MSG } from '../messages.js';
import { dateSchema, dollarsInput, fieldsPassed, idSchema } from './common.js';
import { stayTooLongMessage } from './rooms.js';

export const additionalServiceSchema = z.enum(ADDITIONAL_SERVICES, { message: 'Choose one of the listed services' });
export type AdditionalService = z.infer<typeof additionalServiceSchema>;

/** The stay's total as the client showed it: a number, or the staff form's numeric string. */
export const totalPriceInput = dollarsInput('total price');

const serviceKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();
const SERVICE_BY_KEY = new Map(ADDITIONAL_SERVICES.map((name) => [serviceKey(name), name]));
export const unknownServiceMessage = (name: string) =>
  `"${name}" is not one of our services. Choose from: ${ADDITIONAL_SERVICES.join(', ')}`;

/**
 * The additional services of a stay: the booking form's list of names, or the staff form's free text, a
 * comma-separated list (`"laundry, Room Service"`). Names match in any case and spacing; '' is no service.
 */
export const additionalServicesInput = z
  .union([z.array(z.string().max(100)).max(20), z.string().max(500)], {
    error: 'List the services as names, or as comma-separated text',
  })
  .transform((value, ctx) => {
    const names = typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value;
    const services: AdditionalService[] = [];
    for (const [index, name] of names.entries()) {
      const service = SERVICE_BY_KEY.get(serviceKey(name));
      if (!service) {
        const path = typeof value === 'string' ? [] : [index];
        ctx.addIssue({ code: 'custom', path, message: unknownServiceMessage(name.trim()) });
        return z.NEVER;
      }
      services.push(service);
    }
    return services;
  })
  .pipe(
    z
      .array(additionalServiceSchema)
      .max(ADDITIONAL_SERVICES.length)
      .refine((list) => new Set(list).size === list.length, 'Choose each service once'),
  )
  .meta({
    description: `A list of service names, or comma-separated text ("laundry, Room Service"; "" is none). Names match in any case and spacing; each of ${ADDITIONAL_SERVICES.join(', ')} at most once`,
  });

/**
 * A stay's dates, once both are real calendar dates (a failed field is reported by its own schema): check-out
 * after check-in, at most MAX_NIGHTS nights. For a body's `superRefine`.
 */
export function refineStayDates(stay: { checkInDate: string; checkOutDate: string }, ctx: z.RefinementCtx): void {
  if (!fieldsPassed(ctx, 'checkInDate', 'checkOutDate')) return;
  const nights = nightsBetween(stay.checkInDate, stay.checkOutDate);
  if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: MSG.checkoutAfterCheckin });
  else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: stayTooLongMessage });
}

/**
 * `POST /api/bookings/create` (spec §7): what a guest (or the front desk for a guest) asks to book.
 * The server computes the price itself; `totalPrice` is what the visitor saw, so a stale price is caught.
 * `guests` is ours (the room detail's guests select); it defaults to 1. Staff booking through this path may
 * send the staff form's body (its `status` and `billingStatus`, services as text, the total as a string).
 */
export const createBookingBody = z
  .strictObject({
    roomId: idSchema,
    guestId: idSchema.optional(),
    checkInDate: dateSchema,
    checkOutDate: dateSchema,
    totalPrice: totalPriceInput,
    additionalServices: additionalServicesInput.default([]),
    guests: z
      .number({ message: 'Enter a number of guests' })
      .int('Enter a whole number of guests')
      .min(1, 'At least 1 guest')
      .max(MAX_ROOM_GUESTS, `At most ${MAX_ROOM_GUESTS} guests`)
      .default(1),
    /** Staff only, as in the spec's staff booking body; a guest who sends either is refused. */
    status: z
      .enum(BOOKING_STATUSES, { message: 'Choose a booking status' })
      .optional()
      .meta({ description: 'Staff only: a new booking can only be reserved' }),
    billingStatus: z
      .enum(BILLING_STATUSES, { message: 'Choose a billing status' })
      .optional()
      .meta({ description: 'Staff only: the bill’s status (default pending)' }),
  })
  .superRefine(refineStayDates);
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

const bookingBilling = z.object({
  _id: z.string(),
  /** Everything charged to the stay's folio. */
  amount: z.number(),
  status: z.enum(BILLING_STATUSES),
  /** What is still owed: the charges less payments net of refunds. */
  balance: z.number(),
});

/** Booking JSON, staff shape (API.md). */
export const bookingDto = z.object({
  _id: z.string(),
  /** The short code guests and staff quote (AUR-7K3QX). */
  reference: z.string(),
  guest: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** `status` is the room's state now (ready, being cleaned …): the desk sees it before a check-in. */
  room: z.object({
    _id: z.string(),
    roomNumber: z.string(),
    type: z.enum(ROOM_TYPES),
    title: z.string(),
    status: z.enum(ROOM_STATUSES),
    /** What housekeeping last did: with `status` 'cleaning', 'dirty' is being cleaned and otherwise awaiting inspection. */
    housekeeping: z.enum(HOUSEKEEPING_CONDITIONS),
  }),
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
  /** A cancelled stay the guest never came to (marked once the arrival day was over). */
  noShow: z.boolean(),
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
