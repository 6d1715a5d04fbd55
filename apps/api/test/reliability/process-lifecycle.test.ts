import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '../../src/lib/hotel-time.js';
import { createRoom, createUser, TEST_PASSWORD } from '../factories.js';
import {
  type ChildInstance,
  createSharedDatabase,
  HttpSession,
  type Instance,
  postgresTemplateUrl,
  startChild,
  startInstance,
} from './cluster.js';

/**
 * The server process as an operator sees it (QUALITY.md reliability 11 and 13): killed outright in the middle
 * of a storm it loses nothing it acknowledged and leaves nothing half-written; stopped with SIGTERM it
 * answers readiness 503 at once, finishes what it has started and exits 0 within 10 s. The child runs the real
 * entry point, src/server.ts.
 */

const templateUrl = postgresTemplateUrl();

describe.skipIf(!templateUrl)('a server process killed or stopped', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let a: Instance;
  const children: ChildInstance[] = [];

  beforeAll(async () => {
    shared = await createSharedDatabase(templateUrl!);
    a = await startInstance(shared.url);
  }, 60_000);

  afterAll(async () => {
    for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
    await a?.close();
    await shared?.drop();
  });

  async function guestsSignedIn(n: number) {
    const users = await Promise.all(Array.from({ length: n }, (_, i) => createUser(a.database.db, { name: `G${i}` })));
    return Promise.all(
      users.map(async (user) => {
        const session = new HttpSession();
        await session.login(a.baseUrl, user.email, TEST_PASSWORD);
        return { user, session };
      }),
    );
  }

  it('SIGKILL mid-storm: every acknowledged booking is stored with its bill; a retry with the same key makes exactly one', async () => {
    const guests = await guestsSignedIn(40);
    const rooms = await Promise.all(guests.map(() => createRoom(a.database.db, { priceCents: 15_000 })));
    const child = await startChild(shared.url);
    children.push(child);
    const checkIn = addDays(hotelToday('UTC', new Date()), 30);
    const requests = guests.map((g, i) => ({
      guest: g,
      key: `storm-${randomUUID()}`,
      body: { roomId: rooms[i]!.id, checkInDate: checkIn, checkOutDate: addDays(checkIn, 2), totalPrice: 300 },
    }));

    const acknowledged: string[] = [];
    let killed = false;
    const outcomes = await Promise.all(
      requests.map(async (r) => {
        try {
          const res = await r.guest.session.post(child.baseUrl, '/api/bookings/create', r.body, {
            'idempotency-key': r.key,
          });
          if (res.status === 201) {
            acknowledged.push(res.json<{ booking: { _id: string } }>().booking._id);
            // Pull the plug once a few have been told "booked", while the rest are still on their way.
            if (acknowledged.length === 5 && !killed) {
              killed = true;
              child.child.kill('SIGKILL');
            }
          }
          return res.status;
        } catch {
          return 'lost';
        }
      }),
    );
    const exit = await child.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(outcomes.filter((o) => typeof o === 'number' && o >= 500)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);

    const stored = await shared.query<{ id: string; bills: number }>(
      `select b.id, count(bi.id)::int as bills from bookings b left join billings bi on bi.booking_id = b.id
       where b.id = any($1) group by b.id`,
      [acknowledged],
    );
    expect(stored.map((s) => s.id).sort()).toEqual([...acknowledged].sort());
    expect(stored.every((s) => s.bills === 1)).toBe(true);
    expect(
      await shared.query(
        'select b.id from bookings b left join billings bi on bi.booking_id = b.id where bi.id is null',
      ),
    ).toEqual([]);

    // The clients retry everything on the surviving instance with the same keys: one booking per request.
    for (const r of requests) {
      const res = await r.guest.session.post(a.baseUrl, '/api/bookings/create', r.body, { 'idempotency-key': r.key });
      expect(res.status, res.body).toBe(201);
    }
    const perRoom = await shared.query<{ n: number }>(
      `select count(*)::int as n from bookings where room_id = any($1) and status <> 'cancelled' group by room_id`,
      [rooms.map((room) => room.id)],
    );
    expect(perRoom).toHaveLength(requests.length);
    expect(perRoom.every((row) => row.n === 1)).toBe(true);
  }, 120_000);

  it('SIGTERM with requests in flight: readiness is 503 at once, they all finish, then the process exits 0 within 10 s', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => createUser(a.database.db, { name: `T${i}` })));
    const child = await startChild(shared.url);
    children.push(child);

    // Logins are the slowest requests (a memory-hard hash each): twenty keep the process busy for a while.
    let firstAnswered: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      firstAnswered = resolve;
    });
    let answered = 0;
    const inFlight = users.map(async (user) => {
      const session = new HttpSession();
      await session.get(child.baseUrl, '/api/auth/me');
      const res = await session.post(child.baseUrl, '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      answered++;
      firstAnswered();
      return res.status;
    });
    await first;
    const stoppedAt = Date.now();
    child.child.kill('SIGTERM');

    // A load balancer's probes right after the signal: not ready as soon as the process has taken the signal
    // in, while the logins are still running (once the close begins the answer would be another 503).
    const probeReadiness = () => fetch(`${child.baseUrl}/api/health/ready`);
    let probe = await probeReadiness();
    while (probe.status === 200 && Date.now() - stoppedAt < 2_000) {
      await probe.text();
      probe = await probeReadiness();
    }
    const unansweredAtProbe = users.length - answered;
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ status: 'unavailable', db: 'closing' });
    // Its keep-alive connection is closed with the answer, so the balancer's next request goes elsewhere.
    expect(probe.headers.get('connection')).toBe('close');
    expect(unansweredAtProbe).toBeGreaterThan(0);

    const statuses = await Promise.all(inFlight);
    const exit = await child.exited;
    const took = Date.now() - stoppedAt;

    expect(statuses).toEqual(users.map(() => 200));
    expect(exit.code, child.output()).toBe(0);
    expect(took).toBeLessThan(10_000);
    // Gone: a new request is refused at the door.
    await expect(fetch(`${child.baseUrl}/api/health`)).rejects.toThrow();
  }, 60_000);
});
