import type { BookingStatus, RoomStatus } from '@hotel/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import { bookings, rooms, tasks } from '../src/db/schema.js';
import { createBooking, createRoom, createUser } from './factories.js';

/** A guest with a stay in a new room; the room's status and the booking's are the caller's to set. */
export async function createStay(
  db: Executor,
  stay: {
    checkIn: string;
    checkOut: string;
    status?: BookingStatus;
    roomStatus?: RoomStatus;
    guestName?: string;
    /** The bill's status; `pending` (money owed) unless told. */
    billing?: 'pending' | 'confirmed' | 'failed';
  },
) {
  const guest = await createUser(db, { role: 'guest', name: stay.guestName ?? 'Ada Guest' });
  const room = await createRoom(db, { status: stay.roomStatus ?? 'available' });
  const { booking, billing } = await createBooking(
    db,
    {
      guestId: guest.id,
      roomId: room.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      status: stay.status ?? 'reserved',
    },
    { status: stay.billing ?? 'pending', ...(stay.billing === 'confirmed' ? { paymentMethod: 'card' } : {}) },
  );
  return { guest, room, booking, billing };
}

export async function roomStatusOf(db: Executor, roomId: string): Promise<string> {
  const [row] = await db.select({ status: rooms.status }).from(rooms).where(eq(rooms.id, roomId));
  return row!.status;
}

export async function bookingStatusOf(db: Executor, bookingId: string): Promise<string> {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row!.status;
}

export async function tasksOfRoom(db: Executor, roomId: string) {
  return db.select().from(tasks).where(eq(tasks.roomId, roomId));
}
