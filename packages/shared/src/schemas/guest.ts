import { z } from 'zod';
import { ROLES } from '../constants.js';
import { guestBookingDto } from './bookings.js';

/** The account as its own profile form shows it: the session user plus the phone number. */
export const profileUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  phone: z.string(),
});
export type ProfileUser = z.infer<typeof profileUser>;
export const profileAnswer = z.object({ user: profileUser });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/**
 * A booking on the guest's dashboard: the guest booking shape plus what the dashboard shows beside it
 * (when the bill was paid, any refund owed, and the cancellation terms as of now).
 */
export const dashboardBookingDto = guestBookingDto.extend({
  paidAt: z.string().nullable(),
  refundDue: z.number(),
  /** What was already given back to the guest's card. */
  refunded: z.number(),
  /** For an unpaid reservation the guest made: when it is released if still unpaid. */
  releaseAt: z.string().nullable(),
  /** When the hotel released it for want of payment (a cancelled stay). */
  releasedAt: z.string().nullable(),
  /** What cancelling now costs (reserved stays), or what the cancellation cost (cancelled stays). */
  cancellationCharge: z.number().nullable(),
  /** The last instant of free cancellation (24 h before the 15:00 check-in), for reserved stays. */
  freeCancellationUntil: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type DashboardBookingDto = z.infer<typeof dashboardBookingDto>;

export const guestBookingsAnswer = z.object({
  totalBookings: z.number().int(),
  /** The sum of the guest's confirmed bills, in dollars. */
  totalAmountSpent: z.number(),
  bookings: z.array(dashboardBookingDto),
});
export type GuestBookingsAnswer = z.infer<typeof guestBookingsAnswer>;

/** `GET /api/guest/bookings/:id`: one stay as the dashboard shows it, for its confirmation page. */
export const guestBookingAnswer = z.object({ booking: dashboardBookingDto });
export type GuestBookingAnswer = z.infer<typeof guestBookingAnswer>;
