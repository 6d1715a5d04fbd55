import { CANCEL_MSG, canCancel, nightsBetween } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import { cancelOpenIntentsOfBooking } from '../../payments/payment-intents.repository.js';
import type { SessionUser } from '../../plugins/session.js';
import { chargeCancellationFee, reverseStay, settleBill } from '../folio/folio.ledger.js';
import { enqueueStayMail } from '../mail/stay-mail.js';
import { assertMove } from './booking-moves.js';
import { markBookingCancelled } from './bookings.cancel.repository.js';
import type { BookingRecord, BookingWithRelations } from './bookings.repository.js';
import { findBookingWithRelations, lockBooking } from './bookings.repository.js';
import { cancellationChargeCents, freeCancellationUntil } from './cancellation.js';

type Stay = Pick<BookingRecord, 'checkIn' | 'checkOut' | 'totalCents'>;

/** The nightly rate the stay was booked at: its price snapshot over its nights. */
export const nightlyCentsOf = (stay: Stay) =>
  Math.round(stay.totalCents / Math.max(1, nightsBetween(stay.checkIn, stay.checkOut)));

/** What cancelling the stay at `now` costs, and until when it is free. */
export function cancellationQuote(stay: Stay, timeZone: string, now: Date) {
  const chargeCents = cancellationChargeCents(
    { checkIn: stay.checkIn, nightlyCents: nightlyCentsOf(stay), totalCents: stay.totalCents },
    timeZone,
    now,
  );
  return { chargeCents, freeUntil: freeCancellationUntil(stay.checkIn, timeZone) };
}

// cancelBooking is a method taking the caller's optional transaction; the quote helpers above need no context.
export function createCancelService(ctx: AppContext) {
  return {
    /**
     * Cancels a reserved stay: a guest its own (another's is "not found") until its arrival day is over (canCancel),
     * the front desk any. The booking,
     * its bill and the notice to the live screens change together; pass `tx` to join a larger transaction.
     * The cancelled nights become bookable again (the overlap constraint ignores cancelled stays).
     */
    async cancelBooking(
      actor: SessionUser,
      bookingId: string,
      tx?: Executor,
    ): Promise<{ booking: BookingWithRelations; chargeCents: number }> {
      const run = async (db: Executor) => {
        const row = await lockBooking(db, bookingId);
        if (!row || (actor.role === 'guest' && row.booking.guestId !== actor.id)) {
          throw new NotFoundError(CANCEL_MSG.bookingNotFound);
        }
        const { booking, billing } = row;
        assertMove(booking.status, 'cancelled', { cancelled: CANCEL_MSG.alreadyCancelled }, CANCEL_MSG.notReserved);
        const now = ctx.now();
        // A guest who did not come is the desk's no-show once the arrival day is over, not a cancellation.
        const today = hotelToday(ctx.config.hotelTimezone, now);
        if (actor.role === 'guest' && !canCancel({ status: booking.status, checkInDate: booking.checkIn }, today)) {
          throw new ConflictError(CANCEL_MSG.arrivalOver);
        }

        const { chargeCents } = cancellationQuote(booking, ctx.config.hotelTimezone, now);
        await markBookingCancelled(db, booking.id, { chargeCents, now });
        // The folio takes the nights back and charges the fee: with nothing paid the fee is owed; paid, the
        // hotel keeps the fee and the rest is owed back (and refunded by the caller).
        let refundCents = 0;
        if (billing) {
          const posting = { actorId: actor.id, now };
          await reverseStay(db, booking.id, 'Stay cancelled', posting);
          await chargeCancellationFee(db, booking.id, chargeCents, posting);
          refundCents = (await settleBill(db, booking.id, now))?.refundDueCents ?? 0;
          await notifyChange(db, { type: 'billing', id: billing.id });
        }
        await enqueueStayMail(ctx, db, booking.id, { kind: 'cancellation', chargeCents, refundCents });
        // An intent made for the old bill must not be paid into any more.
        await cancelOpenIntentsOfBooking(db, booking.id, now);
        await notifyChange(db, { type: 'booking', id: booking.id });
        if (actor.role !== 'guest') {
          await audit(db, {
            actorId: actor.id,
            action: 'booking.cancel',
            entity: 'booking',
            entityId: booking.id,
            details: { chargeCents },
          });
        }
        const updated = await findBookingWithRelations(db, booking.id);
        return { booking: updated!, chargeCents };
      };
      return tx ? run(tx) : ctx.database.db.transaction(run);
    },
  };
}
