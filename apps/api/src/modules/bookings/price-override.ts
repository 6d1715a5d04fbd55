import { ACTIONS, allows, formatDollars, MSG, type Role, STAFF_BOOKING_MSG } from '@hotel/shared';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';

/** A staff booking's total set apart from the server's price: recorded with the booking's audit entry. */
export interface PriceOverride {
  fromCents: number;
  toCents: number;
  reason: string;
}

/**
 * The total a staff booking is saved at. The server's price needs nothing more; any other total needs a reason
 * (400 on `priceReason`, naming the server's price) and a role the access table lets set it (403).
 */
export function staffTotal(
  role: Role,
  serverCents: number,
  askedCents: number,
  reason: string | undefined,
): { totalCents: number; override?: PriceOverride } {
  if (askedCents === serverCents) return { totalCents: serverCents };
  if (!reason) {
    throw new ValidationError(MSG.validation, {
      priceReason: STAFF_BOOKING_MSG.priceNeedsReason(formatDollars(serverCents)),
    });
  }
  if (!allows(ACTIONS.setBookingPrice, role)) throw new ForbiddenError(STAFF_BOOKING_MSG.priceOverrideForbidden);
  return { totalCents: askedCents, override: { fromCents: serverCents, toCents: askedCents, reason } };
}
