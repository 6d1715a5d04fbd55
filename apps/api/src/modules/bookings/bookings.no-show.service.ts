import { NO_SHOW_MSG } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { hotelToday } from '../../lib/hotel-time.js';
import { cancelOpenIntentsOfBooking } from '../../payments/payment-intents.repository.js';
import type { SessionUser } from '../../plugins/session.js';
import { chargeCancellationFee, reverseStay, settleBill } from '../folio/folio.ledger.js';
import { withMoneySettled } from '../payments/money-owed.js';
import { assertMove } from './booking-moves.js';
import { listOverdueArrivals, markBookingCancelled } from './bookings.cancel.repository.js';
import { cancellationQuote } from './bookings.cancel.service.js';
import { toBookingDto } from './bookings.dto.js';
import { findBookingWithRelations, lockBooking } from './bookings.repository.js';

export function createNoShowService(ctx: AppContext) {
  const service = {
    /**
     * A guest who never came: once their arrival day is over (hotel time), the stay is cancelled as a no-show, its
     * nights go back on sale, and the first night is charged as the cancellation policy charges a late
     * cancellation (anything paid beyond it is refunded). By the desk (`actor`), or by the hotel's day closing (null).
     */
    async markNoShow(actor: SessionUser | null, bookingId: string) {
      return withMoneySettled(ctx, bookingId, () =>
        ctx.database.db.transaction(async (tx) => {
          const row = await lockBooking(tx, bookingId);
          if (!row) throw new NotFoundError(NO_SHOW_MSG.notFound);
          const { booking, billing } = row;
          // A no-show is a cancellation the desk or the day's close makes: the same move.
          assertMove(booking.status, 'cancelled', {}, NO_SHOW_MSG.notReserved);
          const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
          if (booking.checkIn >= today) throw new ConflictError(NO_SHOW_MSG.notYet(booking.checkIn));

          const now = ctx.now();
          const { chargeCents } = cancellationQuote(booking, ctx.config.hotelTimezone, now);
          await markBookingCancelled(tx, booking.id, { chargeCents, now, noShow: true });
          if (billing) {
            const posting = { actorId: actor?.id ?? null, now };
            await reverseStay(tx, booking.id, 'No-show', posting);
            await chargeCancellationFee(tx, booking.id, chargeCents, posting);
            await settleBill(tx, booking.id, now);
            await notifyChange(tx, { type: 'billing', id: billing.id });
          }
          await cancelOpenIntentsOfBooking(tx, booking.id, now);
          await audit(tx, {
            actorId: actor?.id ?? null,
            action: 'booking.no-show',
            entity: 'booking',
            entityId: booking.id,
            details: { checkIn: booking.checkIn, chargeCents },
          });
          await notifyChange(tx, { type: 'booking', id: booking.id });
          const updated = await findBookingWithRelations(tx, booking.id);
          return { message: NO_SHOW_MSG.marked, booking: toBookingDto(updated!) };
        }),
      );
    },

    /** After the hotel's day closes: every reservation whose arrival day is over becomes a no-show. */
    async closeArrivalDays(): Promise<number> {
      const today = hotelToday(ctx.config.hotelTimezone, ctx.now());
      let marked = 0;
      for (const { id } of await listOverdueArrivals(ctx.database.db, today)) {
        try {
          await service.markNoShow(null, id);
          marked++;
        } catch (err) {
          // Checked in or cancelled by the desk meanwhile: nothing to do.
          if (!(err instanceof ConflictError)) throw err;
        }
      }
      return marked;
    },
  };
  return service;
}
