import { z } from 'zod';
import { BOOKING_STATUSES, ROOM_STATUSES } from '../constants.js';

/** GET /api/front-desk/search: one box for the staff side. */
export const staffSearchQuery = z.strictObject({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'The search is too long'),
});
export type StaffSearchQuery = z.input<typeof staffSearchQuery>;

export const staffSearchAnswer = z.object({
  guests: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() })),
  stays: z.array(
    z.object({
      _id: z.string(),
      reference: z.string(),
      guestName: z.string(),
      roomNumber: z.string(),
      checkInDate: z.string(),
      checkOutDate: z.string(),
      status: z.enum(BOOKING_STATUSES),
    }),
  ),
  rooms: z.array(
    z.object({ _id: z.string(), roomNumber: z.string(), title: z.string(), status: z.enum(ROOM_STATUSES) }),
  ),
});
export type StaffSearchAnswer = z.infer<typeof staffSearchAnswer>;
