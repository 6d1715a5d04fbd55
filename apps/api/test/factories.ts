import { randomUUID } from 'node:crypto';
import type { Role } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { billings, bookings, folioLines, paymentRecords, rooms, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { openingLines } from '../src/modules/folio/folio.opening.js';

/** Scenario builders: each takes overrides, so a test states only what it cares about. */

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export async function createUser(db: Executor, overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test User',
      email: `user-${randomUUID()}@example.test`,
      role: 'guest',
      passwordHash: await passwordHash,
      // Test accounts sign in with the password alone, as the demo accounts do; the MFA tests set false.
      isDemo: true,
      ...overrides,
    })
    .returning();
  // Test users always have an e-mail (only the desk's walk-in guests go without one).
  return row! as typeof users.$inferSelect & { email: string };
}

let roomCounter = 0;
export async function createRoom(db: Executor, overrides: Partial<typeof rooms.$inferInsert> = {}) {
  roomCounter++;
  const [row] = await db
    .insert(rooms)
    .values({
      roomNumber: `T${process.pid}-${roomCounter}-${randomUUID().slice(0, 6)}`,
      title: 'Test Deluxe Room',
      type: 'deluxe',
      priceCents: 20000,
      status: 'available',
      description: 'A room for tests.',
      features: ['King bed, Rain shower, City view, Minibar'],
      // A room waiting for cleaning is dirty, as the app leaves it; tests may set another condition.
      housekeeping: overrides.status === 'cleaning' ? 'dirty' : 'clean',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createBooking(
  db: Executor,
  values: Partial<typeof bookings.$inferInsert> & {
    guestId: string;
    roomId: string;
    checkIn: string;
    checkOut: string;
  },
  billing: Partial<typeof billings.$inferInsert> = {},
) {
  const [booking] = await db
    .insert(bookings)
    .values({ status: 'reserved', totalCents: 20000, ...values })
    .returning();
  const b = booking!;
  const amountCents = billing.amountCents ?? b.totalCents;
  const status = billing.status ?? 'pending';
  const paid = status === 'confirmed';
  const [bill] = await db
    .insert(billings)
    .values({ bookingId: b.id, amountCents, status, balanceCents: paid ? 0 : amountCents, ...billing })
    .returning();
  // The folio the bill sums up: the nights (reversed with the fee when cancelled), and a bill marked paid
  // paid at the desk, so that later changes to the stay settle against real lines.
  const [room] = await db.select({ roomNumber: rooms.roomNumber }).from(rooms).where(eq(rooms.id, b.roomId));
  const cancellation =
    b.status === 'cancelled'
      ? { chargeCents: b.cancellationChargeCents ?? 0, cancelledAt: b.cancelledAt ?? new Date() }
      : null;
  const lines = openingLines({ ...b, roomNumber: room!.roomNumber, cancellation }, amountCents);
  if (lines.length > 0) await db.insert(folioLines).values(lines);
  const paidCents = amountCents + (billing.refundDueCents ?? 0);
  if (paid && paidCents > 0) {
    const method =
      billing.paymentMethod === 'cash' || billing.paymentMethod === 'card' ? billing.paymentMethod : 'desk';
    await db
      .insert(paymentRecords)
      .values({ bookingId: b.id, kind: 'payment', method, amountCents: paidCents, createdAt: b.createdAt });
  }
  return { booking: b, billing: bill! };
}
