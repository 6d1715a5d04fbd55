import { CHECK_IN_TIME, canMove } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { notifyChange } from '../../lib/events.js';
import { addDays, hotelToday, zonedInstant } from '../../lib/hotel-time.js';
import { cancelOpenIntentsOfBooking } from '../../payments/payment-intents.repository.js';
import { reverseStay, settleBill } from '../folio/folio.ledger.js';
import { withMoneySettled } from '../payments/money-owed.js';
import { listUnpaidSelfBookedArrivals, markBookingCancelled } from './bookings.cancel.repository.js';
import { lockBooking } from './bookings.repository.js';

export function createReleaseService(ctx: AppContext) {
  const service = {
    /** The instant an unpaid reservation made by the guest is released: the set hours before its check-in time. */
    releaseAt(checkIn: string): Date | null {
      const hours = ctx.config.booking.releaseUnpaidHours;
      if (hours <= 0) return null;
      return new Date(zonedInstant(checkIn, CHECK_IN_TIME, ctx.config.hotelTimezone).getTime() - hours * 3_600_000);
    },

    /**
     * Releases the unpaid reservations guests made for themselves once their release time has come: the nights go
     * back on sale, nothing is charged, and the guest's dashboard says why. A reservation made after its release
     * time (a same-day booking) is left alone, and so is anything paid meanwhile (a payment not applied yet is
     * applied first). Returns how many were released.
     */
    async releaseUnpaidReservations(): Promise<number> {
      const hours = ctx.config.booking.releaseUnpaidHours;
      if (hours <= 0) return 0;
      const now = ctx.now();
      const today = hotelToday(ctx.config.hotelTimezone, now);
      const candidates = await listUnpaidSelfBookedArrivals(
        ctx.database.db,
        today,
        addDays(today, Math.ceil(hours / 24) + 1),
      );
      let released = 0;
      for (const candidate of candidates) {
        const at = service.releaseAt(candidate.checkIn)!;
        if (now.getTime() < at.getTime() || candidate.createdAt.getTime() >= at.getTime()) continue;
        const done = await withMoneySettled(ctx, candidate.id, () =>
          ctx.database.db.transaction(async (tx) => {
            const row = await lockBooking(tx, candidate.id);
            // Anything paid meanwhile guarantees the stay.
            const unpaid =
              row?.billing && row.billing.balanceCents > 0 && row.billing.balanceCents === row.billing.amountCents;
            if (!row || !canMove(row.booking.status, 'cancelled') || !row.billing || !unpaid) return false;
            const when = ctx.now();
            await markBookingCancelled(tx, candidate.id, { chargeCents: 0, now: when, released: true });
            await reverseStay(tx, candidate.id, 'Released: not paid in time', { actorId: null, now: when });
            await settleBill(tx, candidate.id, when);
            await cancelOpenIntentsOfBooking(tx, candidate.id, when);
            await audit(tx, {
              actorId: null,
              action: 'booking.release',
              entity: 'booking',
              entityId: candidate.id,
              details: { reason: 'unpaid', hoursBeforeArrival: hours, billCents: row.billing.amountCents },
            });
            await notifyChange(tx, { type: 'booking', id: candidate.id });
            await notifyChange(tx, { type: 'billing', id: row.billing.id });
            return true;
          }),
        );
        if (done) released++;
      }
      return released;
    },
  };
  return service;
}
