import type { PaymentProviderName } from '@hotel/shared';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { paymentIntents, sandboxRefunds } from '../db/schema.js';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

/** Records an intent; a second call with the same id keeps the first row (idempotent creation). */
export async function insertIntentIfAbsent(
  db: Executor,
  values: Omit<typeof paymentIntents.$inferInsert, 'createdAt' | 'updatedAt'> & { now: Date },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insert(paymentIntents)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: paymentIntents.id });
}

export async function findIntentById(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The booking's intents with one provider, newest first. */
export async function listIntentsOfBooking(db: Executor, bookingId: string, provider: PaymentProviderName, limit = 20) {
  return db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.bookingId, bookingId), eq(paymentIntents.provider, provider)))
    .orderBy(desc(paymentIntents.createdAt), desc(paymentIntents.id))
    .limit(limit);
}

/**
 * Stores what the provider said about an intent. A succeeded intent stays succeeded: a late or replayed
 * failure notice never rewrites it.
 */
export async function updateIntentState(
  db: Executor,
  id: string,
  state: { status: string; lastError: string | null; now: Date },
): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status: state.status, lastError: state.lastError, updatedAt: state.now })
    .where(and(eq(paymentIntents.id, id), ne(paymentIntents.status, 'succeeded')));
}

/** Closes a booking's intents that can still be paid into (the bill they were made for is gone). */
export async function cancelOpenIntentsOfBooking(db: Executor, bookingId: string, now: Date): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status: 'canceled', updatedAt: now })
    .where(
      and(
        eq(paymentIntents.bookingId, bookingId),
        inArray(paymentIntents.status, ['requires_payment_method', 'requires_confirmation', 'requires_action']),
      ),
    );
}

export async function findSandboxRefund(db: Executor, id: string) {
  const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id)).limit(1);
  return row;
}

export async function sumSandboxRefunds(db: Executor, intentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.intentId, intentId));
  return row?.n ?? 0;
}

export async function insertSandboxRefund(db: Executor, values: typeof sandboxRefunds.$inferInsert): Promise<void> {
  await db.insert(sandboxRefunds).values(values);
}
