import { z } from 'zod';
import { nightsBetween } from '../booking-rules.js';
import { MAX_NIGHTS, MAX_ROOM_GUESTS, ROOM_STATUSES, ROOM_TYPES } from '../constants.js';
import { MSG } from '../messages.js';
import { ROOM_SORTS, ROOM_TYPE_FILTERS } from '../room-catalog.js';
import { dateSchema, fieldsPassed, idSchema } from './common.js';

export const stayTooLongMessage = `A stay can be at most ${MAX_NIGHTS} nights`;

/**
 * The date search of the room list: both dates or neither, check-out after check-in, at most 30 nights.
 * Whether check-in is in the past depends on the hotel's "today", which only the server knows exactly.
 */
export const availableRoomsQuery = z
  .strictObject({
    type: z.enum(ROOM_TYPE_FILTERS, { message: 'Choose a room type' }).optional(),
    sort: z.enum(ROOM_SORTS, { message: 'Choose a sort order' }).optional(),
    checkIn: dateSchema.optional(),
    checkOut: dateSchema.optional(),
    guests: z.coerce
      .number({ message: 'Enter a number of guests' })
      .int('Enter a whole number of guests')
      .min(1, 'At least 1 guest')
      .max(MAX_ROOM_GUESTS, `At most ${MAX_ROOM_GUESTS} guests`)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.checkIn && !q.checkOut) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: MSG.selectDates });
    if (q.checkOut && !q.checkIn) ctx.addIssue({ code: 'custom', path: ['checkIn'], message: MSG.selectDates });
    if (q.checkIn && q.checkOut && fieldsPassed(ctx, 'checkIn', 'checkOut')) {
      const nights = nightsBetween(q.checkIn, q.checkOut);
      if (nights <= 0) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: MSG.checkoutAfterCheckin });
      else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: stayTooLongMessage });
    }
  });
export type AvailableRoomsQuery = z.infer<typeof availableRoomsQuery>;

export const roomIdParams = z.strictObject({ id: idSchema });

/** Date pickers ask which nights are taken between two dates (at most 366 days apart). */
export const AVAILABILITY_MAX_DAYS = 366;
export const roomAvailabilityQuery = z
  .strictObject({ from: dateSchema.optional(), to: dateSchema.optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to && fieldsPassed(ctx, 'from', 'to')) {
      const days = nightsBetween(q.from, q.to);
      if (days <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: '`to` must be after `from`' });
      else if (days > AVAILABILITY_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `Ask for at most ${AVAILABILITY_MAX_DAYS} days` });
    }
  });
export type RoomAvailabilityQuery = z.infer<typeof roomAvailabilityQuery>;

export const bookedRange = z.object({ checkInDate: z.string(), checkOutDate: z.string() });
export type BookedRange = z.infer<typeof bookedRange>;
export const roomAvailabilityAnswer = z.object({ from: z.string(), to: z.string(), booked: z.array(bookedRange) });
export type RoomAvailabilityAnswer = z.infer<typeof roomAvailabilityAnswer>;

/**
 * The room's fields kept, edited and shown as they are: the same name and value in the database, the room form and
 * Room JSON (docs/adding-a-room-field.md). Money, images, features and review figures are converted, so not here.
 */
export const ROOM_EDITED_FIELDS = ['roomNumber', 'title', 'type', 'status', 'description'] as const;
/** Shown as stored, edited or not (the capacity follows from the room's type). */
export const ROOM_SHOWN_FIELDS = [...ROOM_EDITED_FIELDS, 'capacity'] as const;

/**
 * Room JSON (API.md). On public answers `features[0]` is the comma-separated list (the spec's shape),
 * `rating`/`reviews` are the average and count of real reviews, and `capacity` is how many guests it sleeps.
 */
export const roomDto = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  title: z.string(),
  type: z.enum(ROOM_TYPES),
  price: z.number(),
  originalPrice: z.number().nullable(),
  rating: z.number(),
  reviews: z.number().int(),
  status: z.enum(ROOM_STATUSES),
  description: z.string(),
  capacity: z.number().int(),
  images: z.array(z.string()),
  features: z.array(z.string()),
});
export type RoomDto = z.infer<typeof roomDto>;

export const roomsAnswer = z.object({ rooms: z.array(roomDto) });
export type RoomsAnswer = z.infer<typeof roomsAnswer>;
export const roomAnswer = z.object({ room: roomDto });
export type RoomAnswer = z.infer<typeof roomAnswer>;
