import { addMonths, BOOKING_MSG } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { hotelToday } from '../../lib/hotel-time.js';

/**
 * What is wrong with a stay starting on `checkIn`, if anything: not before the hotel's today, and not beyond
 * the booking horizon (a stay in the year 9999 would hold a room for nothing).
 */
export function checkInProblem(ctx: AppContext, checkIn: string): string | undefined {
  const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
  if (checkIn < today) return BOOKING_MSG.checkInPast;
  const { horizonMonths } = ctx.config.booking;
  const last = addMonths(today, horizonMonths);
  if (checkIn > last) return BOOKING_MSG.beyondHorizon(horizonMonths, last);
  return undefined;
}
