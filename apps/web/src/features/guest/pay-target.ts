import { balanceDue } from '@hotel/shared/booking-rules';
import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import type { PayTarget } from '../payment';

/** A bill can be paid while something is owed on it. */
export const isPayable = (booking: DashboardBookingDto): boolean => balanceDue(booking.billingId) > 0;

export const toPayTarget = (booking: DashboardBookingDto): PayTarget => ({
  bookingId: booking._id,
  amount: balanceDue(booking.billingId),
  roomTitle: booking.roomId.title,
  checkInDate: booking.checkInDate,
  checkOutDate: booking.checkOutDate,
});
