import type { PaymentProviderName } from '@hotel/shared';
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billings, paymentIntents, paymentRecords } from '../../db/schema.js';

/**
 * Records a card payment once: the intent is the key, so whichever of the guest's confirm call, the webhook
 * or the reconciliation gets here first applies it, and the others find it done. False when it was already.
 */
export async function recordCardPayment(
  db: Executor,
  values: { bookingId: string; intentId: string; amountCents: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentRecords)
    .values({
      bookingId: values.bookingId,
      kind: 'payment',
      method: 'card',
      amountCents: values.amountCents,
      intentId: values.intentId,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: paymentRecords.intentId, where: sql`kind = 'payment'` })
    .returning({ id: paymentRecords.id });
  return rows.length > 0;
}

/** Records a refund the provider accepted, once per provider refund id. False when it was already recorded. */
export async function recordRefund(
  db: Executor,
  values: {
    bookingId: string;
    intentId: string;
    refundId: string;
    amountCents: number;
    reason: string;
    postedBy: string | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(paymentRecords)
    .values({
      bookingId: values.bookingId,
      kind: 'refund',
      method: 'card',
      amountCents: values.amountCents,
      intentId: values.intentId,
      refundId: values.refundId,
      reason: values.reason,
      postedBy: values.postedBy,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: paymentRecords.refundId })
    .returning({ id: paymentRecords.id });
  return rows.length > 0;
}

/** Each card payment of a booking with what is left of it after its refunds, newest first. */
export async function refundableCardPayments(db: Executor, bookingId: string) {
  const rows = await db
    .select({
      intentId: paymentRecords.intentId,
      paidCents: sql<number>`sum(${paymentRecords.amountCents}) filter (where ${paymentRecords.kind} = 'payment')`,
      refundedCents: sql<number>`coalesce(sum(${paymentRecords.amountCents}) filter (where ${paymentRecords.kind} = 'refund'), 0)`,
    })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.bookingId, bookingId), eq(paymentRecords.method, 'card')))
    .groupBy(paymentRecords.intentId)
    .orderBy(desc(sql`max(${paymentRecords.createdAt})`));
  return rows
    .map((r) => ({
      intentId: r.intentId!,
      paidCents: Number(r.paidCents ?? 0),
      refundedCents: Number(r.refundedCents),
      leftCents: Number(r.paidCents ?? 0) - Number(r.refundedCents),
    }))
    .filter((r) => r.leftCents > 0);
}

/** The money records of one booking, oldest first. */
export function listPaymentRecords(db: Executor, bookingId: string) {
  return db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.bookingId, bookingId))
    .orderBy(paymentRecords.createdAt, paymentRecords.kind, paymentRecords.id);
}

/**
 * Intents of the provider not applied yet and not closed: the reconciliation asks the provider about each
 * (a closed tab, a webhook that never came).
 */
export function listUnappliedIntents(db: Executor, provider: PaymentProviderName, since: Date, limit = 200) {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, provider),
        inArray(paymentIntents.status, [
          'requires_payment_method',
          'requires_confirmation',
          'requires_action',
          'processing',
          'succeeded',
        ]),
        sql`${paymentIntents.createdAt} >= ${since}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentRecords)
            .where(and(eq(paymentRecords.intentId, paymentIntents.id), eq(paymentRecords.kind, 'payment'))),
        ),
      ),
    )
    .orderBy(paymentIntents.createdAt)
    .limit(limit);
}

export async function findBillingById(db: Executor, id: string) {
  const [row] = await db.select().from(billings).where(eq(billings.id, id)).limit(1);
  return row;
}

/** Bills whose money owed back has not been refunded yet (the reconciliation retries them). */
export function listBillsWithRefundDue(db: Executor, limit = 100) {
  return db
    .select({ bookingId: billings.bookingId })
    .from(billings)
    .where(sql`${billings.refundDueCents} > 0`)
    .limit(limit);
}

export async function hasRefunds(db: Executor, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentRecords.id })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.bookingId, bookingId), eq(paymentRecords.kind, 'refund')))
    .limit(1);
  return !!row;
}
