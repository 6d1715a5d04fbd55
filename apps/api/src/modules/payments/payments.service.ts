import {
  type ConfirmBillingBody,
  MSG,
  PAYMENT_MSG,
  type PaymentBillingDto,
  type PaymentIntentBody,
  type SandboxConfirmBody,
} from '@hotel/shared';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { AppError, ConflictError, NotFoundError, PaymentRequiredError, ValidationError } from '../../lib/errors.js';
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
import { postCredit, settleBill } from '../folio/folio.ledger.js';
import { enqueueStayMail } from '../mail/stay-mail.js';
import { toBillingDto } from './payments.dto.js';
import {
  findBillingById,
  hasRefunds,
  listBillsWithRefundDue,
  listUnappliedIntents,
  recordCardPayment,
  recordRefund,
  refundableCardPayments,
} from './payments.records.repository.js';
import {
  type BillingRow,
  failPendingBilling,
  findBookingWithBilling,
  markEventProcessed,
} from './payments.repository.js';

const HANDLED_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);
/** How far back the reconciliation looks for intents the guest and the webhook may have left unapplied. */
const RECONCILE_DAYS = 30;

/** The reason on a refund of what a change left owed back to the guest (a cancellation's). */
export const OWED_REFUND_REASON = 'Money owed back to the guest';

/**
 * A succeeded payment for a bill that changed after it was made (re-priced, cancelled, a charge posted, or
 * settled at the desk): it is applied to the folio, and whatever it paid beyond the balance is refunded.
 */
export class BillChangedError extends ConflictError {
  constructor(
    readonly details: { bookingId: string; intentId: string; paidCents: number; billCents: number; billStatus: string },
    message: string = PAYMENT_MSG.billChanged,
  ) {
    super(message);
  }
}

export type EventOutcome = 'ignored' | 'duplicate' | 'confirmed' | 'failed' | 'unchanged' | 'refund_due';

/** What applying a succeeded intent did: paid the bill, became money owed back, or had been applied before. */
type Applied =
  | { outcome: 'paid' | 'already'; billing: BillingRow }
  | { outcome: 'refund_due'; billing: BillingRow; bookingStatus: string };

export function createPaymentsService(ctx: AppContext, provider: PaymentProvider) {
  const db = ctx.database.db;

  /**
   * The booking and bill being paid: a guest's own (another guest's is indistinguishable from a missing one),
   * or any stay when the desk takes the guest's card.
   */
  async function ownBooking(user: SessionUser, bookingId: string) {
    const booking = await findBookingWithBilling(db, bookingId);
    if (!booking || (user.role === 'guest' && booking.guestId !== user.id)) {
      throw new NotFoundError(PAYMENT_MSG.bookingNotFound);
    }
    return booking;
  }

  function assertPayable(billing: BillingRow) {
    if (billing.balanceCents <= 0) throw new ConflictError(PAYMENT_MSG.nothingToPay);
  }

  /**
   * Applies a succeeded intent to its booking exactly once (the payment record's key is the intent), in one
   * transaction with the bill under its lock. The payment goes on the folio; whatever it paid beyond the
   * balance (the stay was cancelled or re-priced, or paid at the desk meanwhile) is owed back, and
   * refundOwed() gives it back.
   */
  async function apply(intent: ProviderIntent): Promise<Applied | null> {
    const bookingId = intent.bookingId;
    if (intent.status !== 'succeeded' || !bookingId) return null;
    return db.transaction(async (tx): Promise<Applied | null> => {
      const locked = await findBookingWithBilling(tx, bookingId, { lock: true });
      if (!locked) return null;
      const now = ctx.now();
      await updateIntentState(tx, intent.id, { status: intent.status, lastError: intent.lastError, now });
      const recorded = await recordCardPayment(tx, {
        bookingId,
        intentId: intent.id,
        amountCents: intent.amountCents,
        now,
      });
      const { billing } = locked;
      if (!recorded) return { outcome: 'already', billing };
      const after = (await settleBill(tx, bookingId, now))!;
      await enqueueStayMail(ctx, tx, bookingId, { kind: 'payment_receipt', amountCents: intent.amountCents });
      await notifyChange(tx, { type: 'billing', id: billing.id, billOnly: true });
      await notifyChange(tx, { type: 'booking', id: bookingId, billOnly: true });
      return after.refundDueCents > billing.refundDueCents
        ? { outcome: 'refund_due', billing: after, bookingStatus: locked.status }
        : { outcome: 'paid', billing: after };
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

  /**
   * Gives back through the provider what the bill owes the guest, from its card payments, newest first.
   * Each refund's key is its intent and how much of it was refunded before, so a retry repeats the same
   * refund rather than making another. What the provider refuses stays owed, for the next attempt.
   */
  async function refundOwed(bookingId: string, log?: { warn: (o: object, m: string) => void }): Promise<number> {
    let refunded = 0;
    for (const payment of await refundableCardPayments(db, bookingId)) {
      const bill = await findBookingWithBilling(db, bookingId);
      const due = bill?.billing.refundDueCents ?? 0;
      if (due <= 0) break;
      const amount = Math.min(due, payment.leftCents);
      try {
        refunded += await refundPayment(bookingId, payment, amount, OWED_REFUND_REASON, null);
      } catch (err) {
        log?.warn({ event: 'refund_failed', bookingId, intentId: payment.intentId, err: String(err) }, 'refund failed');
        break;
      }
    }
    return refunded;
  }

  async function refundPayment(
    bookingId: string,
    payment: { intentId: string; refundedCents: number },
    amountCents: number,
    reason: string,
    actorId: string | null,
  ): Promise<number> {
    const key = `refund:${payment.intentId}:${payment.refundedCents}:${amountCents}`;
    const refund = await provider.refund(payment.intentId, amountCents, key);
    return db.transaction(async (tx) => {
      const locked = await findBookingWithBilling(tx, bookingId, { lock: true });
      if (!locked) return 0;
      const now = ctx.now();
      const recorded = await recordRefund(tx, {
        bookingId,
        intentId: payment.intentId,
        refundId: refund.id,
        amountCents: refund.amountCents,
        reason,
        postedBy: actorId,
        now,
      });
      if (!recorded) return 0;
      // A refund beyond what was owed back (a goodwill refund) is a credit on the folio as well, with its reason.
      const beyond = refund.amountCents - locked.billing.refundDueCents;
      if (beyond > 0) await postCredit(tx, bookingId, { cents: beyond, reason, actorId, now });
      await settleBill(tx, bookingId, now);
      await audit(tx, {
        actorId,
        action: 'billing.refund',
        entity: 'booking',
        entityId: bookingId,
        details: { intentId: payment.intentId, refundId: refund.id, amountCents: refund.amountCents, reason },
      });
      await notifyChange(tx, { type: 'billing', id: locked.billing.id, billOnly: true });
      return refund.amountCents;
    });
  }

  /**
   * Applies every succeeded intent of the booking that is not applied yet (a closed tab, a late webhook),
   * asking the provider about those our copy does not know to be finished; then gives back what is owed.
   */
  async function sync(bookingId: string): Promise<{ processing: boolean }> {
    let processing = false;
    for (const row of await listIntentsOfBooking(db, bookingId, provider.name)) {
      if (row.status === 'canceled') continue;
      const fresh = row.status === 'succeeded' ? await provider.getIntent(row.id) : await refresh(row.id, row);
      if (!fresh || fresh.bookingId !== bookingId) continue;
      if (fresh.status === 'processing') processing = true;
      const applied = await apply(fresh);
      if (applied?.outcome === 'refund_due') await refundOwed(bookingId);
    }
    return { processing };
  }

  return {
    sync,
    refundOwed,

    /**
     * An intent for exactly the pending bill; a repeated request gets the same intent back. A payment already
     * made (the tab closed before it was confirmed) is applied first, so that nobody is asked to pay twice.
     */
    async createIntent(user: SessionUser, body: PaymentIntentBody): Promise<{ clientSecret: string }> {
      await ownBooking(user, body.bookingId);
      const { processing } = await sync(body.bookingId);
      const booking = await ownBooking(user, body.bookingId);
      const { billing } = booking;
      assertPayable(billing);
      if (processing) throw new ConflictError(PAYMENT_MSG.processing);
      const due = billing.balanceCents;
      if (body.amount !== due) {
        throw new ValidationError(PAYMENT_MSG.amountMismatch, {
          amount: `The balance due is $${toDollars(due).toFixed(2)}: send ${due} (cents)`,
        });
      }

      const intents = await listIntentsOfBooking(db, booking.id, provider.name);
      const open = intents.find((i) => i.amountCents === due && OPEN_INTENT_STATUSES.has(i.status));
      if (open) return { clientSecret: open.clientSecret };

      // Deterministic: a double click sends the same key, and the provider answers with the same intent.
      const key = `booking:${booking.id}:pi:${intents.length}:${due}`;
      const intent = await provider.createIntent(booking.id, due, key);
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
     * whole bill; the browser's word is never enough. A second call answers the same confirmed bill. A
     * payment the bill can no longer take is refunded, and the answer says so.
     */
    async confirmBilling(user: SessionUser, body: ConfirmBillingBody): Promise<PaymentBillingDto> {
      const before = await ownBooking(user, body.bookingId);
      const owed = before.billing.balanceCents;
      if (owed > 0 && toCents(body.amount) !== owed) {
        throw new ValidationError(PAYMENT_MSG.amountMismatch, {
          amount: `The balance due is $${toDollars(owed).toFixed(2)}`,
        });
      }
      // Even a settled bill is checked: a payment made meanwhile (a cancellation raced it) must be given back.
      let lastError: string | null = null;
      for (const row of await listIntentsOfBooking(db, before.id, provider.name, 5)) {
        if (row.status === 'canceled') continue;
        const fresh = await refresh(row.id, row);
        if (!fresh || fresh.bookingId !== before.id) continue;
        const applied = await apply(fresh);
        if (applied?.outcome === 'paid' && applied.billing.balanceCents <= 0) return toBillingDto(applied.billing);
        // Applied, but the bill had grown meanwhile (the desk re-priced it, or posted a charge): the rest is owed.
        if (applied?.outcome === 'paid') {
          throw new BillChangedError({
            bookingId: before.id,
            intentId: fresh.id,
            paidCents: fresh.amountCents,
            billCents: applied.billing.amountCents,
            billStatus: applied.billing.status,
          });
        }
        if (applied?.outcome === 'refund_due') {
          await refundOwed(before.id);
          throw new BillChangedError(
            {
              bookingId: before.id,
              intentId: fresh.id,
              paidCents: fresh.amountCents,
              billCents: applied.billing.amountCents,
              billStatus: applied.billing.status,
            },
            applied.bookingStatus === 'cancelled' ? PAYMENT_MSG.paidForCancelledStay : PAYMENT_MSG.billChanged,
          );
        }
        lastError ??= fresh.lastError;
      }
      const after = await ownBooking(user, body.bookingId);
      const { billing } = after;
      // Paid, then cancelled before this call: the payment went (or is going) back to the card.
      if (after.status === 'cancelled' && (billing.refundDueCents > 0 || (await hasRefunds(db, after.id))))
        throw new ConflictError(PAYMENT_MSG.paidForCancelledStay);
      if (billing.balanceCents <= 0 && billing.status === 'confirmed') {
        if (billing.amountCents <= 0) throw new ConflictError(PAYMENT_MSG.nothingToPay);
        return toBillingDto(billing);
      }
      throw new PaymentRequiredError(lastError ?? PAYMENT_MSG.notPaid);
    },

    /** Admin and manager give money back from a bill's card payments, whole or part, with a reason. */
    async refund(actor: SessionUser, billingId: string, body: { amount: number; reason: string }) {
      const bill = await findBillingById(db, billingId);
      if (!bill) throw new NotFoundError(PAYMENT_MSG.billingNotFound);
      let left = toCents(body.amount);
      const payments = await refundableCardPayments(db, bill.bookingId);
      const refundable = payments.reduce((sum, p) => sum + p.leftCents, 0);
      if (refundable <= 0) throw new ConflictError(PAYMENT_MSG.refundNothing);
      if (left > refundable) {
        throw new ValidationError(MSG.validation, {
          amount: `At most $${toDollars(refundable).toFixed(2)} of card payments is left to refund`,
        });
      }
      for (const payment of payments) {
        if (left <= 0) break;
        const amount = Math.min(left, payment.leftCents);
        try {
          left -= await refundPayment(bill.bookingId, payment, amount, body.reason, actor.id);
        } catch (err) {
          if (err instanceof ConflictError || err instanceof NotFoundError) throw err;
          throw new AppError(502, PAYMENT_MSG.refundFailed);
        }
      }
      const after = (await findBillingById(db, billingId))!;
      return {
        message: PAYMENT_MSG.refunded,
        billing: {
          _id: after.id,
          amount: toDollars(after.amountCents),
          status: after.status as BillingRow['status'],
          balance: toDollars(after.balanceCents),
          refundDue: toDollars(after.refundDueCents),
        },
      };
    },

    /**
     * Applies what the guest and the webhook missed: every recent intent not applied yet is asked about, a
     * succeeded one applied (or refunded), and refunds still owed are tried again. Runs at start-up and on a timer.
     */
    async reconcile(log?: { warn: (o: object, m: string) => void }): Promise<{ applied: number; refunded: number }> {
      const since = new Date(ctx.now().getTime() - RECONCILE_DAYS * 86_400_000);
      let applied = 0;
      let refunded = 0;
      for (const row of await listUnappliedIntents(db, provider.name, since)) {
        const fresh = row.status === 'succeeded' ? await provider.getIntent(row.id) : await refresh(row.id, row);
        const result = fresh && fresh.bookingId === row.bookingId ? await apply(fresh) : null;
        if (result && result.outcome !== 'already') applied++;
      }
      for (const { bookingId } of await listBillsWithRefundDue(db)) refunded += await refundOwed(bookingId, log);
      return { applied, refunded };
    },

    /** The sandbox's stand-in for the hosted card form. */
    async confirmSandboxCard(body: SandboxConfirmBody): Promise<{ status: 'succeeded' }> {
      if (!isSandbox(provider)) throw new NotFoundError(PAYMENT_MSG.sandboxOnly);
      await provider.confirmCard(body.clientSecret, body.card);
      return { status: 'succeeded' };
    },

    /**
     * Applies a verified provider event once: the event id is recorded with the change, and the payment record
     * keys the intent, so a redelivery, or the guest's confirm call, changes nothing more. A failure never undoes
     * a payment.
     */
    async applyEvent(event: PaymentEvent): Promise<EventOutcome> {
      if (!HANDLED_EVENTS.has(event.type)) return 'ignored';
      const intent = event.intent;
      const fresh = await db.transaction(async (tx) => {
        if (!(await markEventProcessed(tx, event.id, event.type, ctx.now()))) return 'duplicate' as const;
        if (!intent?.bookingId) return 'ignored' as const;
        const booking = await findBookingWithBilling(tx, intent.bookingId, { lock: true });
        if (!booking) return 'ignored' as const;
        const now = ctx.now();
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
        if (event.type === 'payment_intent.succeeded') return 'apply' as const;
        if (booking.billing.status !== 'pending') return 'unchanged' as const;
        await failPendingBilling(tx, booking.billing.id, now);
        await notifyChange(tx, { type: 'billing', id: booking.billing.id, billOnly: true });
        return 'failed' as const;
      });
      if (fresh !== 'apply') return fresh;
      if (!intent) return 'ignored';
      const applied = await apply(intent);
      if (!applied || applied.outcome === 'already') return 'unchanged';
      if (applied.outcome === 'paid') return 'confirmed';
      await refundOwed(intent.bookingId!);
      return 'refund_due';
    },
  };
}

// Read by other modules inside their own transactions.
export { findBookingWithBilling } from './payments.repository.js';
