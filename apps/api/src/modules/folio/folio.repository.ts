import type { BillingStatus, FolioLineKind } from '@hotel/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { billings, bookings, chargeItems, folioLines, paymentRecords, rooms, users } from '../../db/schema.js';

export type FolioLineRow = typeof folioLines.$inferSelect;
export type NewFolioLine = Omit<typeof folioLines.$inferInsert, 'id'>;

export async function insertFolioLines(db: Executor, lines: NewFolioLine[]): Promise<void> {
  if (lines.length > 0) await db.insert(folioLines).values(lines);
}

/** Each night's room charge as it stands (charges less reversals), for the nights still charged. */
export async function chargedNights(db: Executor, bookingId: string) {
  const rows = await db
    .select({
      night: folioLines.night,
      description: sql<string>`min(${folioLines.description})`,
      cents: sql<number>`sum(${folioLines.amountCents})::int`,
    })
    .from(folioLines)
    .where(and(eq(folioLines.bookingId, bookingId), eq(folioLines.kind, 'room-night')))
    .groupBy(folioLines.night)
    .orderBy(asc(folioLines.night));
  return rows
    .map((r) => ({ night: r.night!, description: r.description, cents: Number(r.cents) }))
    .filter((r) => r.cents !== 0);
}

/** The net of the stay's lines of each of the kinds asked for. */
export async function netByKind(db: Executor, bookingId: string, kinds: FolioLineKind[]) {
  const rows = await db
    .select({ kind: folioLines.kind, cents: sql<number>`sum(${folioLines.amountCents})::int` })
    .from(folioLines)
    .where(and(eq(folioLines.bookingId, bookingId), inArray(folioLines.kind, kinds)))
    .groupBy(folioLines.kind);
  return rows.map((r) => ({ kind: r.kind, cents: Number(r.cents) }));
}

/** The stay's money as the folio holds it: everything charged, paid and refunded, and the latest way of paying. */
export async function folioTotals(db: Executor, bookingId: string) {
  const [charged] = await db
    .select({ cents: sql<number>`coalesce(sum(${folioLines.amountCents}), 0)::int` })
    .from(folioLines)
    .where(eq(folioLines.bookingId, bookingId));
  const [money] = await db
    .select({
      paid: sql<number>`coalesce(sum(${paymentRecords.amountCents}) filter (where ${paymentRecords.kind} = 'payment'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${paymentRecords.amountCents}) filter (where ${paymentRecords.kind} = 'refund'), 0)::int`,
      lastMethod: sql<
        string | null
      >`(array_agg(${paymentRecords.method} order by ${paymentRecords.createdAt} desc) filter (where ${paymentRecords.kind} = 'payment'))[1]`,
    })
    .from(paymentRecords)
    .where(eq(paymentRecords.bookingId, bookingId));
  return {
    chargedCents: Number(charged?.cents ?? 0),
    paidCents: Number(money?.paid ?? 0),
    refundedCents: Number(money?.refunded ?? 0),
    lastMethod: money?.lastMethod ?? null,
  };
}

/** Money taken at the desk (cash, or marked paid there), with who took it. */
export async function insertDeskPayment(
  db: Executor,
  values: { bookingId: string; method: 'cash' | 'desk'; amountCents: number; postedBy: string; now: Date },
): Promise<void> {
  await db.insert(paymentRecords).values({
    bookingId: values.bookingId,
    kind: 'payment',
    method: values.method,
    amountCents: values.amountCents,
    postedBy: values.postedBy,
    createdAt: values.now,
  });
}

export async function findBillOfBooking(db: Executor, bookingId: string) {
  const [row] = await db.select().from(billings).where(eq(billings.bookingId, bookingId)).limit(1);
  return row;
}

export async function updateBillSummary(
  db: Executor,
  bookingId: string,
  values: {
    amountCents: number;
    balanceCents: number;
    refundDueCents: number;
    status: BillingStatus;
    paymentMethod: string | null;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .update(billings)
    .set({ ...rest, updatedAt: now })
    .where(eq(billings.bookingId, bookingId))
    .returning();
  return row;
}

export function listChargeItems(db: Executor, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(chargeItems)
    .where(options.activeOnly ? eq(chargeItems.active, true) : undefined)
    .orderBy(asc(chargeItems.category), asc(chargeItems.name));
}

export async function findChargeItem(db: Executor, id: string) {
  const [row] = await db.select().from(chargeItems).where(eq(chargeItems.id, id)).limit(1);
  return row;
}

export async function insertChargeItem(db: Executor, values: Omit<typeof chargeItems.$inferInsert, 'id'>) {
  const [row] = await db.insert(chargeItems).values(values).returning();
  return row!;
}

export async function updateChargeItem(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof chargeItems.$inferInsert, 'name' | 'category' | 'priceCents' | 'active'>> & { now: Date },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .update(chargeItems)
    .set({ ...rest, updatedAt: now })
    .where(eq(chargeItems.id, id))
    .returning();
  return row;
}

/** The stay, its guest's name and room number, and its bill; `lock` holds the bill until the transaction ends. */
export async function findStayForFolio(db: Executor, bookingId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      guestId: bookings.guestId,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guestName: users.name,
      roomNumber: rooms.roomNumber,
      bill: billings,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(billings, eq(billings.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: billings }) : await query;
  return row;
}

/** The stay's payments and refunds with the name of who posted them, oldest first. */
export function listMoneyOfStay(db: Executor, bookingId: string) {
  return db
    .select({ record: paymentRecords, postedBy: users.name })
    .from(paymentRecords)
    .leftJoin(users, eq(users.id, paymentRecords.postedBy))
    .where(eq(paymentRecords.bookingId, bookingId))
    .orderBy(asc(paymentRecords.createdAt), asc(paymentRecords.id));
}

/** The stay's folio lines with the name of who posted them, oldest first. */
export function listLinesOfStay(db: Executor, bookingId: string) {
  return db
    .select({ line: folioLines, postedBy: users.name })
    .from(folioLines)
    .leftJoin(users, eq(users.id, folioLines.postedBy))
    .where(eq(folioLines.bookingId, bookingId))
    .orderBy(asc(folioLines.createdAt), asc(folioLines.night), asc(folioLines.id));
}
