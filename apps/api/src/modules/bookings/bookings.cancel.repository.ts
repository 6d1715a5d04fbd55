import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billings, bookings } from '../../db/schema.js';

export async function markBookingCancelled(
  db: Executor,
  bookingId: string,
  values: { chargeCents: number; now: Date; released?: boolean; noShow?: boolean },
): Promise<void> {
  await db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancellationChargeCents: values.chargeCents,
      cancelledAt: values.now,
      ...(values.released ? { releasedAt: values.now } : {}),
      ...(values.noShow ? { noShowAt: values.now } : {}),
      updatedAt: values.now,
    })
    .where(eq(bookings.id, bookingId));
}

/**
 * Reservations that could be released for want of payment, roughly: reserved, booked by the guest themselves
 * (a booking the desk made is guaranteed by the desk), with a bill still owed, arriving by `lastArrival`. The
 * exact instant is judged by the caller in the hotel's time zone.
 */
export function listUnpaidSelfBookedArrivals(db: Executor, today: string, lastArrival: string) {
  return db
    .select({ id: bookings.id, checkIn: bookings.checkIn, createdAt: bookings.createdAt })
    .from(bookings)
    .innerJoin(billings, eq(billings.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.status, 'reserved'),
        sql`${bookings.createdBy} = ${bookings.guestId}`,
        gt(billings.balanceCents, 0),
        gt(bookings.checkOut, today),
        lte(bookings.checkIn, lastArrival),
      ),
    );
}

/** Reserved stays whose arrival day is over (before `today`): the guests who never came. */
export function listOverdueArrivals(db: Executor, today: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'reserved'), lt(bookings.checkIn, today)));
}
