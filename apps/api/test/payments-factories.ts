import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { billings, bookings, paymentIntents } from '../src/db/schema.js';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from './factories.js';
import { Client, type TestApp } from './test-app.js';

/** A logged-in guest with a reserved stay and its pending bill ($450: 3 nights at $150 unless told). */
export async function guestWithPendingBill(
  t: TestApp,
  options: {
    checkIn?: string;
    checkOut?: string;
    totalCents?: number;
    billing?: Partial<typeof billings.$inferInsert>;
  } = {},
) {
  const db = t.database.db;
  const guest = await createUser(db, { name: 'Paying Guest' });
  const room = await createRoom(db, { priceCents: 15000 });
  const { booking, billing } = await createBooking(
    db,
    {
      guestId: guest.id,
      roomId: room.id,
      checkIn: options.checkIn ?? '2031-06-10',
      checkOut: options.checkOut ?? '2031-06-13',
      totalCents: options.totalCents ?? 45000,
    },
    options.billing,
  );
  const client = new Client(t.app);
  await client.login(guest.email, TEST_PASSWORD);
  return { guest, room, booking, billing, client };
}

export async function billingOf(db: Executor, bookingId: string) {
  const [row] = await db.select().from(billings).where(eq(billings.bookingId, bookingId));
  return row!;
}

export async function bookingRow(db: Executor, bookingId: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

export async function intentsOf(db: Executor, bookingId: string) {
  return db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId));
}

export async function countRows(db: Executor, table: 'processed_payment_events' | 'payment_intents' | 'reviews') {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
