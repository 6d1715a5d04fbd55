import { type BookingMove, type BookingStatus, canMove, STAFF_BOOKING_MSG } from '@hotel/shared';
import { ConflictError } from '../../lib/errors.js';

/**
 * Refuses (409) a status move the shared BOOKING_TRANSITIONS do not allow, in the words the caller has for the
 * stay's present status (else `fallback`).
 */
export function assertMove(
  from: BookingStatus,
  to: BookingMove,
  refusals: Partial<Record<BookingStatus, string>> = {},
  fallback: string = STAFF_BOOKING_MSG.badTransition(from, to),
): void {
  if (!canMove(from, to)) throw new ConflictError(refusals[from] ?? fallback);
}
