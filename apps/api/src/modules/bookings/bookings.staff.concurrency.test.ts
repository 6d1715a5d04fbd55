import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, type createUser } from '../../../test/factories.js';
import { clientAs } from '../../../test/panel-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { billings, bookings, rooms } from '../../db/schema.js';

/**
 * The front desk writes bookings while guests book online and other desks edit: whatever the interleaving,
 * each night of a room goes to one stay, the losers hear 409 (never a 5xx), and what a write checked
 * (the room's state, its price) still holds when it commits. On PGlite requests run one at a time; on
 * PostgreSQL these are real races.
 */

// Today in the hotel (UTC) is 2030-06-10.
let t: TestApp;
let desks: Client[];
let guest: Awaited<ReturnType<typeof createUser>>;
let guestClient: Client;

beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2030-06-10T12:00:00Z') });
  desks = await Promise.all(
    (['admin', 'manager', 'receptionist'] as const).map(async (role) => (await clientAs(t, role)).client),
  );
  const signedIn = await clientAs(t, 'guest', { name: 'Rita Racer' });
  guest = signedIn.user;
  guestClient = signedIn.client;
});
afterAll(async () => {
  await t.close();
});

const desk = (i: number) => desks[i % desks.length]!;

const staffBody = (roomId: string, checkInDate: string, checkOutDate: string, totalPrice: number) => ({
  guestId: guest.id,
  roomId,
  checkInDate,
  checkOutDate,
  status: 'reserved',
  billingStatus: 'pending',
  additionalServices: [],
  totalPrice,
});

/** Pairs of active stays that share a night in one room: always none. */
async function overlaps() {
  const { rows } = (await t.database.db.execute(sql`
    select a.id from bookings a join bookings b
      on a.room_id = b.room_id and a.id < b.id
     and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
    where a.status <> 'cancelled' and b.status <> 'cancelled'`)) as unknown as { rows: unknown[] };
  return rows;
}

async function activeStaysIn(roomId: string) {
  return t.database.db.select().from(bookings).where(eq(bookings.roomId, roomId));
}

/** Marks every bill paid, so that the cap on a guest's unpaid reservations stays out of the races. */
const settleBills = () =>
  t.database.db.update(billings).set({ status: 'confirmed' }).where(eq(billings.status, 'pending'));

const overlapRefusals = (answers: { statusCode: number; json(): { message: string } }[]) =>
  answers.filter(
    (a) => a.statusCode === 409 && a.json().message === 'This room is already booked for the selected dates',
  );

const serverErrors = (answers: { statusCode: number; body: string }[]) =>
  answers.filter((a) => a.statusCode >= 500).map((a) => `${a.statusCode} ${a.body}`);

describe('staff bookings under concurrency', () => {
  it('20 desks booking the same room and nights at once: one 201, nineteen 409, no 5xx', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        desk(i).post('/api/bookings', staffBody(room.id, '2030-07-01', '2030-07-04', 600)),
      ),
    );
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(overlapRefusals(answers)).toHaveLength(19);

    const stored = await activeStaysIn(room.id);
    expect(stored).toHaveLength(1);
    const bills = await t.database.db.select().from(billings).where(eq(billings.bookingId, stored[0]!.id));
    expect(bills).toHaveLength(1);
  });

  it('desks moving ten stays onto the same nights at once: one 200, nine 409, the others left as they were', async () => {
    for (let round = 0; round < 6; round++) {
      const target = await createRoom(t.database.db, { priceCents: 20_000 });
      // Ten stays of two nights in different rooms and weeks, all moved to 1–3 August in the target room.
      const originals = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const room = i % 2 === 0 ? target : await createRoom(t.database.db, { priceCents: 20_000 });
          const { booking } = await createBooking(t.database.db, {
            guestId: guest.id,
            roomId: room.id,
            checkIn: `2030-09-${String(1 + i * 3).padStart(2, '0')}`,
            checkOut: `2030-09-${String(3 + i * 3).padStart(2, '0')}`,
            totalCents: 40_000,
          });
          return booking;
        }),
      );
      // The ten edits are held at the door (a desk has the bookings open) and let go at one instant.
      let pending: Promise<{ statusCode: number; body: string; json(): { message: string } }[]> | undefined;
      await t.database.db.transaction(async (tx) => {
        const ids = originals.map((b) => b.id);
        await tx.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, ids)).for('update');
        pending = Promise.all(
          originals.map((b, i) =>
            desk(i).put(`/api/bookings/${b.id}`, staffBody(target.id, '2030-08-01', '2030-08-03', 400)),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const answers = await pending!;
      expect(serverErrors(answers), `round ${round}`).toEqual([]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(overlapRefusals(answers)).toHaveLength(9);

      const winner = originals[answers.findIndex((a) => a.statusCode === 200)]!;
      for (const b of originals) {
        const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
        if (b.id === winner.id) expect(row).toMatchObject({ roomId: target.id, checkIn: '2030-08-01' });
        else expect(row).toMatchObject({ roomId: b.roomId, checkIn: b.checkIn, checkOut: b.checkOut });
      }
      expect(await overlaps()).toEqual([]);
    }
  });

  it('a desk and a guest booking the same nights at once: exactly one of them gets the room, every round', async () => {
    for (let round = 0; round < 8; round++) {
      await settleBills();
      const room = await createRoom(t.database.db, { priceCents: 15_000 });
      const byGuest = guestClient.post('/api/bookings/create', {
        roomId: room.id,
        checkInDate: '2030-10-10',
        checkOutDate: '2030-10-12',
        totalPrice: 300,
      });
      const byDesk = desk(round).post('/api/bookings', staffBody(room.id, '2030-10-11', '2030-10-13', 300));
      const answers = await Promise.all([byGuest, byDesk]);
      expect(serverErrors(answers), `round ${round}`).toEqual([]);
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
      expect(overlapRefusals(answers)).toHaveLength(1);
      expect(await activeStaysIn(room.id)).toHaveLength(1);
    }
  });

  it('a desk moving a stay onto nights a guest is booking at that moment: exactly one of them wins', async () => {
    for (let round = 0; round < 8; round++) {
      await settleBills();
      const room = await createRoom(t.database.db, { priceCents: 15_000 });
      const { booking } = await createBooking(t.database.db, {
        guestId: guest.id,
        roomId: room.id,
        checkIn: '2030-11-01',
        checkOut: '2030-11-03',
        totalCents: 30_000,
      });
      const byGuest = guestClient.post('/api/bookings/create', {
        roomId: room.id,
        checkInDate: '2030-11-05',
        checkOutDate: '2030-11-07',
        totalPrice: 300,
      });
      const byDesk = desk(round).put(
        `/api/bookings/${booking.id}`,
        staffBody(room.id, '2030-11-06', '2030-11-08', 300),
      );
      const answers = await Promise.all([byGuest, byDesk]);
      expect(serverErrors(answers), `round ${round}`).toEqual([]);
      // Either the guest books the nights (201) and the move is refused, or the move takes them (200).
      expect([
        [201, 409],
        [409, 200],
      ]).toContainEqual(answers.map((a) => a.statusCode));
      expect(overlapRefusals(answers)).toHaveLength(1);
      expect(await overlaps()).toEqual([]);
    }
  });

  it('a room taken out of service while a desk books it: the booking waits for that change and is refused', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const { booking } = await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: (await createRoom(t.database.db, { priceCents: 20_000 })).id,
      checkIn: '2030-12-01',
      checkOut: '2030-12-03',
      totalCents: 40_000,
    });
    let create: Promise<{ statusCode: number; body: string }> | undefined;
    let move: Promise<{ statusCode: number; body: string }> | undefined;
    // A manager's edit of the room holds its row until it commits, as the room screen's save does.
    await t.database.db.transaction(async (tx) => {
      await tx.select().from(rooms).where(eq(rooms.id, room.id)).for('update');
      await tx.update(rooms).set({ status: 'maintenance' }).where(eq(rooms.id, room.id));
      create = desk(0).post('/api/bookings', staffBody(room.id, '2030-12-10', '2030-12-12', 400));
      move = desk(1).put(`/api/bookings/${booking.id}`, staffBody(room.id, '2030-12-01', '2030-12-03', 400));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answers = await Promise.all([create!, move!]);
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(409);
      expect(JSON.parse(a.body).message).toBe('This room is closed for maintenance and cannot be booked right now');
    }
    expect(await activeStaysIn(room.id)).toEqual([]);
  });
});

describe('PUT /api/bookings/:id', () => {
  it('refuses to move a party into a room that sleeps fewer guests', async () => {
    const family = await createRoom(t.database.db, { priceCents: 20_000, capacity: 4 });
    const small = await createRoom(t.database.db, { priceCents: 20_000, capacity: 2 });
    const { booking } = await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: family.id,
      checkIn: '2031-01-10',
      checkOut: '2031-01-12',
      guests: 3,
      totalCents: 40_000,
    });
    const res = await desk(0).put(`/api/bookings/${booking.id}`, staffBody(small.id, '2031-01-10', '2031-01-12', 400));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ roomId: 'This room sleeps at most 2 guests' });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.roomId).toBe(family.id);
  });

  it('a write the database aborts once (serialization failure) is run again and succeeds', async () => {
    const room = await createRoom(t.database.db, { priceCents: 20_000 });
    const { booking } = await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2031-02-01',
      checkOut: '2031-02-03',
      totalCents: 40_000,
    });
    // A sequence is not rolled back with the transaction, so the trigger fails the first attempt only.
    await t.database.db.execute(sql`create sequence abort_once_seq`);
    await t.database.db.execute(sql`
      create function abort_once() returns trigger language plpgsql as $$
      begin
        if nextval('abort_once_seq') = 1 then
          raise exception 'injected conflict' using errcode = '40001';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger abort_once before update on bookings for each row execute function abort_once()`,
    );
    try {
      const res = await desk(0).put(`/api/bookings/${booking.id}`, staffBody(room.id, '2031-02-01', '2031-02-04', 600));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().booking).toMatchObject({ checkOutDate: '2031-02-04', totalPrice: 600 });
    } finally {
      await t.database.db.execute(sql`drop trigger abort_once on bookings`);
      await t.database.db.execute(sql`drop function abort_once()`);
      await t.database.db.execute(sql`drop sequence abort_once_seq`);
    }
  });
});
