import { balanceDue, type DeskPaymentBody, FRONT_DESK_MSG, MSG } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { toCents, toDollars } from '../../lib/money.js';
import type { SessionUser } from '../../plugins/session.js';
import { toBookingDto } from '../bookings/bookings.dto.js';
import { findBookingWithRelations } from '../bookings/bookings.service.js';
import { settleAtDesk } from '../folio/folio.ledger.js';
import { findBookingWithBilling } from './payments.repository.js';

export function createDeskPaymentsService(ctx: AppContext) {
  return {
    /**
     * Money the desk takes in cash for a bill still owed: the whole balance, recorded once on the folio with who
     * took it, and the bill settled. A card at the desk goes through the provider's form instead.
     */
    async takeDeskPayment(actor: SessionUser, bookingId: string, body: DeskPaymentBody) {
      return ctx.database.db.transaction(async (tx) => {
        const locked = await findBookingWithBilling(tx, bookingId, { lock: true });
        if (!locked) throw new NotFoundError(FRONT_DESK_MSG.bookingNotFound);
        const { billing } = locked;
        const owed = balanceDue({ balance: billing.balanceCents });
        if (owed <= 0) throw new ConflictError(FRONT_DESK_MSG.nothingOwed);
        if (toCents(body.amount) !== owed) {
          throw new ValidationError(MSG.validation, {
            amount: FRONT_DESK_MSG.paymentNotBalance(toDollars(owed).toFixed(2)),
          });
        }
        const now = ctx.now();
        await settleAtDesk(tx, bookingId, actor.id, now, body.method);
        await audit(tx, {
          actorId: actor.id,
          action: 'billing.desk-payment',
          entity: 'booking',
          entityId: bookingId,
          details: { method: body.method, amountCents: owed },
        });
        await notifyChange(tx, { type: 'billing', id: billing.id, billOnly: true });
        await notifyChange(tx, { type: 'booking', id: bookingId, billOnly: true });
        const row = await findBookingWithRelations(tx, bookingId);
        return { message: FRONT_DESK_MSG.paymentRecorded, booking: toBookingDto(row!) };
      });
    },
  };
}
