import { CHECK_IN_TIME } from '@hotel/shared';
import { zonedInstant } from '../../lib/hotel-time.js';

const FREE_CANCELLATION_HOURS = 24;

/**
 * Free until 24 hours before check-in (15:00 hotel time on the arrival day); after that the first night is charged.
 * Returns the charge in cents.
 */
export function cancellationChargeCents(
  stay: { checkIn: string; nightlyCents: number; totalCents: number },
  timeZone: string,
  now: Date,
): number {
  const checkInAt = zonedInstant(stay.checkIn, CHECK_IN_TIME, timeZone);
  const deadline = checkInAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000;
  if (now.getTime() < deadline) return 0;
  return Math.min(stay.nightlyCents, stay.totalCents);
}
