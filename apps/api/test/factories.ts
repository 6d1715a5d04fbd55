import { randomUUID } from 'node:crypto';
import type { Role } from '@hotel/shared';
import type { Executor } from '../src/db/client.js';
import { billings, bookings, rooms, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';

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
      ...overrides,
    })
    .returning();
  return row!;
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
  const [bill] = await db
    .insert(billings)
    .values({ bookingId: booking!.id, amountCents: booking!.totalCents, status: 'pending', ...billing })
    .returning();
  return { booking: booking!, billing: bill! };
}
