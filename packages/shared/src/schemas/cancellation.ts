import { z } from 'zod';
import { bookingDto, guestBookingDto } from './bookings.js';

export const CANCEL_MSG = {
  bookingNotFound: 'Booking not found',
  notReserved: 'Only a reserved booking can be cancelled',
  alreadyCancelled: 'This booking is already cancelled',
  arrivalOver: 'The arrival day of this stay is over, so it can no longer be cancelled',
  cancelled: 'Booking cancelled',
} as const;

/** `POST /api/bookings/:id/cancel`: the booking (guest shape for a guest) and the charge in dollars. */
export const cancelBookingAnswer = z.object({
  booking: bookingDto.extend({
    roomId: guestBookingDto.shape.roomId.optional(),
    billingId: guestBookingDto.shape.billingId.optional(),
  }),
  charge: z.number(),
});
export type CancelBookingAnswer = z.infer<typeof cancelBookingAnswer>;
