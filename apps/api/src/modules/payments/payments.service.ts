import {
  type ConfirmBillingBody,
  PAYMENT_MSG,
  type PaymentBillingDto,
  type PaymentIntentBody,
  type SandboxConfirmBody,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '../../lib/errors.js';
import { notifyChange } from '../../lib/events.js';
import { toCents, toDollars } from '../../lib/money.js';
import {
  isSandbox,
  OPEN_INTENT_STATUSES,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderIntent,
} from '../../payments/index.js';
import {
  insertIntentIfAbsent,
  listIntentsOfBooking,
  updateIntentState,
} from '../../payments/payment-intents.repository.js';
import type { SessionUser } from '../../plugins/session.js';
import { toBillingDto } from './payments.dto.js';
import {
  type BillingRow,
  confirmBilling,
  failPendingBilling,
  findBilling,
  findBookingWithBilling,
  markEventProcessed,
} from './payments.repository.js';

/** Bills the guest can still pay: waiting, or after a failed attempt. */
const PAYABLE = new Set(['pending', 'failed']);
const HANDLED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

/**
 * A succeeded payment that was not applied: the bill changed after it was made (re-priced, cancelled or
 * settled at the desk). The bill is left as it is; the payment stays on record for the hotel to settle.
 */
export class BillChangedError extends ConflictError {
  constructor(
    readonly details: { bookingId: string; intentId: string; paidCents: number; billCents: number; billStatus: string },
  ) {
    super(PAYMENT_MSG.billChanged);
  }
}

export type EventOutcome = 'ignored' | 'duplicate' | 'confirmed' | 'failed' | 'unchanged' | 'amount_mismatch';

export function createPaymentsService(ctx: AppContext, provider: PaymentProvider) {
  const db = ctx.database.db;

  /** The guest's own booking and bill; another guest's booking is indistinguishable from a missing one. */
  async function ownBooking(user: SessionUser, bookingId: string) {
    const booking = await findBookingWithBilling(db, bookingId);
    if (!booking || booking.guestId !== user.id) throw new NotFoundError(PAYMENT_MSG.bookingNotFound);
    return booking;
  }

  function assertPayable(billing: BillingRow) {
    if (!PAYABLE.has(billing.status) || billing.amountCents <= 0) throw new ConflictError(PAYMENT_MSG.nothingToPay);
  }

  const paysBill = (intent: ProviderIntent, bookingId: string, billing: BillingRow) =>
    intent.status === 'succeeded' &&
    intent.bookingId === bookingId &&
    intent.amountCents === billing.amountCents &&
    intent.currency === 'usd';

  /**
   * Confirms the bill with the intent once, in one transaction with the notice to the live screens. The
   * bill is judged again under its lock: a desk edit or a cancellation may have changed it since it was read.
   */
  async function settle(bookingId: string, intent: ProviderIntent): Promise<BillingRow> {
    return db.transaction(async (tx) => {
      const locked = await findBookingWithBilling(tx, bookingId, { lock: true });
      if (!locked) throw new NotFoundError(PAYMENT_MSG.bookingNotFound);
      const { billing } = locked;
      const paid = paysBill(intent, bookingId, billing);
      // Already confirmed with this payment (the webhook or a second request got there first).
      if (billing.status === 'confirmed' && billing.paymentMethod === 'card' && paid) return billing;
      if (!PAYABLE.has(billing.status) || !paid) {
        throw new BillChangedError({
          bookingId,
          intentId: intent.id,
          paidCents: intent.amountCents,
          billCents: billing.amountCents,
          billStatus: billing.status,
        });
      }
      await confirmBilling(tx, billing.id, ctx.now());
      await notifyChange(tx, { type: 'billing', id: billing.id });
      await notifyChange(tx, { type: 'booking', id: bookingId });
      return (await findBilling(tx, billing.id))!;
    });
  }

  /** Asks the provider about an intent and keeps our copy in step. */
  async function refresh(id: string, known: { status: string; lastError: string | null }) {
    const fresh = await provider.getIntent(id);
    if (fresh && (fresh.status !== known.status || fresh.lastError !== known.lastError)) {
      await updateIntentState(db, id, { status: fresh.status, lastError: fresh.lastError, now: ctx.now() });
    }
    return fresh;
  }

  return {
    /** An intent for exactly the pending bill; a repeated request gets the same intent back. */
    async createIntent(user: SessionUser, body: PaymentIntentBody): Promise<{ clientSecret: string }> {
      const booking = await ownBooking(user, body.bookingId);
      const { billing } = booking;
      assertPayable(billing);
      if (body.amount !== billing.amountCents) {
        throw new ValidationError(PAYMENT_MSG.amountMismatch, {
          amount: `The pending bill is $${toDollars(billing.amountCents).toFixed(2)}: send ${billing.amountCents} (cents)`,
        });
      }

      const intents = await listIntentsOfBooking(db, booking.id, provider.name);
      const open = intents.find((i) => i.amountCents === billing.amountCents && OPEN_INTENT_STATUSES.has(i.status));
      if (open) {
        const fresh = await refresh(open.id, open);
        if (fresh && OPEN_INTENT_STATUSES.has(fresh.status) && fresh.amountCents === billing.amountCents) {
          return { clientSecret: fresh.clientSecret || open.clientSecret };
        }
        if (fresh && paysBill(fresh, booking.id, billing)) {
          await settle(booking.id, fresh);
          throw new ConflictError(PAYMENT_MSG.nothingToPay);
        }
      }

      // Deterministic: a double click sends the same key, and the provider answers with the same intent.
      const key = `booking:${booking.id}:pi:${intents.length}:${billing.amountCents}`;
      const intent = await provider.createIntent(booking.id, billing.amountCents, key);
      await insertIntentIfAbsent(db, {
        id: intent.id,
        bookingId: booking.id,
        provider: provider.name,
        amountCents: intent.amountCents,
        currency: intent.currency,
        status: intent.status,
        clientSecret: intent.clientSecret,
        lastError: intent.lastError,
        now: ctx.now(),
      });
      return { clientSecret: intent.clientSecret };
    },

    /**
     * Confirms the bill only when the provider itself reports a succeeded intent of this booking for the
     * whole bill; the browser's word is never enough. A second call answers the same confirmed bill.
     */
    async confirmBilling(user: SessionUser, body: ConfirmBillingBody): Promise<PaymentBillingDto> {
      const booking = await ownBooking(user, body.bookingId);
      const { billing } = booking;
      if (billing.status === 'confirmed') return toBillingDto(billing);
      if (billing.amountCents <= 0) throw new ConflictError(PAYMENT_MSG.nothingToPay);
      if (toCents(body.amount) !== billing.amountCents) {
        throw new ValidationError(PAYMENT_MSG.amountMismatch, {
          amount: `The pending bill is $${toDollars(billing.amountCents).toFixed(2)}`,
        });
      }
      let lastError: string | null = null;
      for (const row of await listIntentsOfBooking(db, booking.id, provider.name, 5)) {
        if (row.status === 'canceled') continue;
        const fresh = await refresh(row.id, row);
        if (!fresh) continue;
        if (paysBill(fresh, booking.id, billing)) return toBillingDto(await settle(booking.id, fresh));
        lastError ??= fresh.lastError;
      }
      throw new PaymentRequiredError(lastError ?? PAYMENT_MSG.notPaid);
    },

    /** The sandbox's stand-in for the hosted card form. */
    async confirmSandboxCard(body: SandboxConfirmBody): Promise<{ status: 'succeeded' }> {
      if (!isSandbox(provider)) throw new NotFoundError(PAYMENT_MSG.sandboxOnly);
      await provider.confirmCard(body.clientSecret, body.card);
      return { status: 'succeeded' };
    },

    /**
     * Applies a verified provider event once: the event id is recorded in the same transaction as the
     * change, so a redelivery changes nothing. State only moves forward: a failure never undoes a payment.
     */
    async applyEvent(event: PaymentEvent): Promise<EventOutcome> {
      if (!HANDLED_EVENTS.has(event.type)) return 'ignored';
      return db.transaction(async (tx): Promise<EventOutcome> => {
        const now = ctx.now();
        if (!(await markEventProcessed(tx, event.id, event.type, now))) return 'duplicate';
        const intent = event.intent;
        if (!intent?.bookingId) return 'ignored';
        const booking = await findBookingWithBilling(tx, intent.bookingId, { lock: true });
        if (!booking) return 'ignored';
        await insertIntentIfAbsent(tx, {
          id: intent.id,
          bookingId: booking.id,
          provider: provider.name,
          amountCents: intent.amountCents,
          currency: intent.currency,
          status: intent.status,
          clientSecret: intent.clientSecret,
          lastError: intent.lastError,
          now,
        });
        await updateIntentState(tx, intent.id, { status: intent.status, lastError: intent.lastError, now });

        const { billing } = booking;
        if (event.type === 'payment_intent.succeeded') {
          if (!paysBill(intent, booking.id, billing))
            return billing.status === 'confirmed' ? 'unchanged' : 'amount_mismatch';
          if (billing.status === 'confirmed') return 'unchanged';
          await confirmBilling(tx, billing.id, now);
          await notifyChange(tx, { type: 'billing', id: billing.id });
          await notifyChange(tx, { type: 'booking', id: booking.id });
          return 'confirmed';
        }
        if (billing.status !== 'pending') return 'unchanged';
        await failPendingBilling(tx, billing.id, now);
        await notifyChange(tx, { type: 'billing', id: billing.id });
        return 'failed';
      });
    },
  };
}
