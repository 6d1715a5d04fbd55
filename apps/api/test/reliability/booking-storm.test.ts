import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '../../src/lib/hotel-time.js';
import { createRoom, createUser, TEST_PASSWORD } from '../factories.js';
import {
  createSharedDatabase,
  HttpSession,
  type Instance,
  OVERLAP_INVARIANT,
  postgresTemplateUrl,
  startInstance,
} from './cluster.js';

/**
 * Booking storms across two instances on one PostgreSQL (QUALITY.md reliability 1 and 2): the database's
 * exclusion constraint, not any one process, decides who gets a night.
 */

const templateUrl = postgresTemplateUrl();

describe.skipIf(!templateUrl)('booking storm on two instances', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let a: Instance;
  let b: Instance;
  const guests: { id: string; session: HttpSession }[] = [];

  const rows = <T>(query: string, params: unknown[] = []) => shared.query<T>(query, params);

  beforeAll(async () => {
    shared = await createSharedDatabase(templateUrl!);
    [a, b] = await Promise.all([startInstance(shared.url), startInstance(shared.url)]);
    // Fifty guests, each signed in on one instance (they will book on the other).
    const users = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createUser(a.database.db, { name: `Storm Guest ${i}` })),
    );
    for (const [i, user] of users.entries()) {
      const session = new HttpSession();
      await session.login(i % 2 === 0 ? a.baseUrl : b.baseUrl, user.email, TEST_PASSWORD);
      guests.push({ id: user.id, session });
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.drop();
  });

  const book = (i: number, roomId: string, checkIn: string, nights: number, nightly: number) =>
    guests[i]!.session.post(i % 2 === 0 ? b.baseUrl : a.baseUrl, '/api/bookings/create', {
      roomId,
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, nights),
      totalPrice: (nightly * nights) / 100,
    });

  /** Marks every bill paid, so that the cap on unpaid reservations per guest stays out of the storms. */
  const settle = () => rows("update billings set status = 'confirmed' where status = 'pending'");

  it('50 guests at once for the same room and nights: exactly one 201, 49 × 409, no 5xx', async () => {
    const room = await createRoom(a.database.db, { priceCents: 25_000 });
    const checkIn = addDays(hotelToday('UTC', new Date()), 40);
    const answers = await Promise.all(guests.map((_, i) => book(i, room.id, checkIn, 3, 25_000)));
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(answers.filter((r) => r.status >= 500)),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of answers.filter((x) => x.status === 409))
      expect(r.json().message).toBe('This room is already booked for the selected dates');

    const active = await rows<{ id: string }>("select id from bookings where room_id = $1 and status <> 'cancelled'", [
      room.id,
    ]);
    expect(active).toHaveLength(1);
    expect(active[0]!.id).toBe(answers.find((r) => r.status === 201)!.json<{ booking: { _id: string } }>().booking._id);
    const bills = await rows<{ n: number }>('select count(*)::int as n from billings where booking_id = $1', [
      active[0]!.id,
    ]);
    expect(bills[0]!.n).toBe(1);
  }, 60_000);

  it("one guest's eight bookings at once across both instances: three made, five refused by the cap, every round", async () => {
    await settle();
    const rooms = await Promise.all(Array.from({ length: 8 }, () => createRoom(a.database.db, { priceCents: 12_000 })));
    const start = addDays(hotelToday('UTC', new Date()), 500);
    for (let round = 0; round < 5; round++) {
      // Guest `round` sends half the requests to each instance.
      const session = guests[round]!.session;
      const answers = await Promise.all(
        rooms.map((room, i) =>
          session.post(i % 2 === 0 ? a.baseUrl : b.baseUrl, '/api/bookings/create', {
            roomId: room.id,
            checkInDate: addDays(start, round * 5),
            checkOutDate: addDays(start, round * 5 + 2),
            totalPrice: 240,
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        `round ${round}: ${statuses}`,
      ).toHaveLength(3);
      expect(
        statuses.filter((s) => s === 409),
        `round ${round}: ${statuses}`,
      ).toHaveLength(5);
      await settle();
    }
  }, 60_000);

  it('20 rounds of random overlapping stays over 5 rooms: only 201 or 409, and never two stays on one night', async () => {
    await settle();
    const rooms = await Promise.all(Array.from({ length: 5 }, () => createRoom(a.database.db, { priceCents: 18_000 })));
    const start = addDays(hotelToday('UTC', new Date()), 60);
    // A fixed sequence: the same storm on every run, and a failure can be replayed.
    let state = 7031;
    const random = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
    let created = 0;
    for (let round = 0; round < 20; round++) {
      // Each round has its own fortnight, so that the rooms are contended again.
      const window = addDays(start, round * 20);
      const answers = await Promise.all(
        guests.map((_, i) => book(i, rooms[random(5)]!.id, addDays(window, random(12)), 1 + random(5), 18_000)),
      );
      const unexpected = answers.filter((r) => r.status !== 201 && r.status !== 409);
      expect(
        unexpected.map((r) => `${r.status} ${r.body.slice(0, 200)}`),
        `round ${round}`,
      ).toEqual([]);
      created += answers.filter((r) => r.status === 201).length;
      expect(await rows(OVERLAP_INVARIANT), `round ${round}`).toEqual([]);
      await settle();
    }
    const [{ n }] = (await rows<{ n: number }>(
      "select count(*)::int as n from bookings where room_id = any($1) and status <> 'cancelled'",
      [rooms.map((r) => r.id)],
    )) as [{ n: number }];
    expect(n).toBe(created);
    expect(created).toBeGreaterThan(20);
    // Nothing half-written: every booking has its one bill.
    const orphans = await rows(
      'select b.id from bookings b left join billings bi on bi.booking_id = b.id where bi.id is null',
    );
    expect(orphans).toEqual([]);
  }, 180_000);
});
