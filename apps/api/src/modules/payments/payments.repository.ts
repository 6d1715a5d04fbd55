import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billings, bookings, processedPaymentEvents } from '../../db/schema.js';

export type BillingRow = typeof billings.$inferSelect;

/** A booking with its bill; `lock` holds the bill's row until the transaction ends. */
export async function findBookingWithBilling(db: Executor, bookingId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: bookings.id,
      guestId: bookings.guestId,
      status: bookings.status,
      billing: billings,
    })
    .from(bookings)
    .innerJoin(billings, eq(billings.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: billings }) : await query;
  return row;
}

/** A failed attempt marks only a bill still waiting for payment: a confirmed bill stays confirmed. */
export async function failPendingBilling(db: Executor, billingId: string, now: Date): Promise<void> {
  await db
    .update(billings)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(billings.id, billingId), eq(billings.status, 'pending')));
}

/** Records a provider event; false when it was already processed (a redelivery). */
export async function markEventProcessed(db: Executor, eventId: string, type: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(processedPaymentEvents)
    .values({ eventId, type, processedAt: now })
    .onConflictDoNothing({ target: processedPaymentEvents.eventId })
    .returning({ eventId: processedPaymentEvents.eventId });
  return rows.length > 0;
}
