import { CHECK_IN_TIME, FREE_CANCELLATION_HOURS } from '@hotel/shared';
import { zonedInstant } from '../../lib/hotel-time.js';

/** The instant free cancellation ends: FREE_CANCELLATION_HOURS before check-in time on the arrival day, hotel time. */
export function freeCancellationUntil(checkIn: string, timeZone: string): Date {
  const checkInAt = zonedInstant(checkIn, CHECK_IN_TIME, timeZone);
  return new Date(checkInAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
}

/**
 * Free until 24 hours before check-in (15:00 hotel time on the arrival day); after that the first night is charged.
 * Returns the charge in cents.
 */
export function cancellationChargeCents(
  stay: { checkIn: string; nightlyCents: number; totalCents: number },
  timeZone: string,
  now: Date,
): number {
  if (now.getTime() < freeCancellationUntil(stay.checkIn, timeZone).getTime()) return 0;
  return Math.min(stay.nightlyCents, stay.totalCents);
}
