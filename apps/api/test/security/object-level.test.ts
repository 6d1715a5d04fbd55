import { randomUUID } from 'node:crypto';
import { ACCESS, type Access } from '@hotel/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskPhotos } from '../../src/db/schema.js';
import { addDays } from '../../src/lib/hotel-time.js';
import { createClock, createTestApp, type TestApp } from '../test-app.js';
import { openapiOperations } from './openapi-routes.js';
import { createWorld, FIXED_NOW, type SignedIn, type World } from './security-fixtures.js';

/**
 * Object-level authorization (QUALITY.md security 14): a guest calling on another guest's booking, bill or
 * review, and a housekeeper on another housekeeper's task, is told it does not exist (404, the same answer
 * as for an id that exists nowhere) and nothing in the database changes.
 */

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(FIXED_NOW) });
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
});

const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const TABLES = [
  'users',
  'rooms',
  'bookings',
  'billings',
  'payment_intents',
  'processed_payment_events',
  'reviews',
  'tasks',
  'audit_log',
];

/** Every row of the tables a refused request could touch, so that "nothing changed" means nothing. */
async function snapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) {
    const result = await t.database.db.execute(sql.raw(`select * from ${table} order by 1`));
    parts.push((result as unknown as { rows: unknown[] }).rows);
  }
  return JSON.stringify(parts);
}

interface Case {
  route: string;
  /** Who calls, on whose object. */
  caller: SignedIn;
  /** Builds the other principal's object and the request on it; `id` swaps in another id. */
  request: (id?: string) => Promise<{ url: string; body?: Record<string, unknown> }>;
}

/** The requests, each aimed at an object of guest A (or of another housekeeper). */
const CASES: Case[] = [
  {
    route: 'POST /api/bookings/:id/cancel',
    caller: 'guestB',
    request: async (id) => ({ url: `/api/bookings/${id ?? (await w.stay(w.users.guestA)).booking.id}/cancel` }),
  },
  {
    route: 'POST /api/payments/intent',
    caller: 'guestB',
    request: async (id) => ({
      url: '/api/payments/intent',
      body: { bookingId: id ?? (await w.stay(w.users.guestA)).booking.id, amount: 40000 },
    }),
  },
  {
    route: 'POST /api/billings/confirm',
    caller: 'guestB',
    request: async (id) => {
      // Guest A has paid the card step; only guest A may now confirm the bill.
      const { booking } = await w.stay(w.users.guestA);
      const intent = await w.client('guestA').post('/api/payments/intent', { bookingId: booking.id, amount: 40000 });
      const clientSecret = intent.json().clientSecret as string;
      await w.client('guestA').post('/api/payments/sandbox/confirm', { clientSecret, card: GOOD_CARD });
      return { url: '/api/billings/confirm', body: { bookingId: id ?? booking.id, amount: 400 } };
    },
  },
  {
    route: 'POST /api/reviews',
    caller: 'guestB',
    request: async (id) => {
      const { booking } = await w.stay(w.users.guestA, {
        checkIn: addDays(w.today, -6),
        checkOut: addDays(w.today, -3),
        status: 'checked-out',
        billing: 'confirmed',
      });
      return { url: '/api/reviews', body: { bookingId: id ?? booking.id, rating: 1, comment: 'Not my stay.' } };
    },
  },
  {
    route: 'GET /api/guest/bookings/:id',
    caller: 'guestB',
    request: async (id) => ({ url: `/api/guest/bookings/${id ?? (await w.stay(w.users.guestA)).booking.id}` }),
  },
  {
    route: 'GET /api/bookings/:id/invoice',
    caller: 'guestB',
    request: async (id) => ({ url: `/api/bookings/${id ?? (await w.stay(w.users.guestA)).booking.id}/invoice` }),
  },
  {
    route: 'GET /api/bookings/:id/folio',
    caller: 'guestB',
    request: async (id) => ({ url: `/api/bookings/${id ?? (await w.stay(w.users.guestA)).booking.id}/folio` }),
  },
  {
    route: 'PUT /api/tasks/:id/status',
    caller: 'housekeeping',
    request: async (id) => ({
      url: `/api/tasks/${id ?? (await w.task(w.otherHousekeeper)).id}/status`,
      body: { status: 'completed' },
    }),
  },
  {
    route: 'GET /api/tasks/:id/photo',
    caller: 'housekeeping',
    request: async (id) => {
      // Another housekeeper's fault report, with its photo.
      const task = await w.task(w.otherHousekeeper);
      await t.database.db
        .insert(taskPhotos)
        .values({ taskId: task.id, width: 1, height: 1, data: Buffer.from('RIFF') });
      return { url: `/api/tasks/${id ?? task.id}/photo` };
    },
  },
];

describe('another principal’s object is not found, and stays as it was', () => {
  for (const c of CASES) {
    it(`${c.route} by ${c.caller}`, async () => {
      const { url, body } = await c.request();
      const method = c.route.split(' ')[0] as 'GET' | 'POST' | 'PUT';
      const before = await snapshot();
      const res = await w.client(c.caller).request({ method, url, payload: body });
      expect(res.statusCode, res.body).toBe(404);
      expect(await snapshot()).toBe(before);

      // The same answer as for an id that exists nowhere: nothing to learn from probing.
      const missing = await c.request(randomUUID());
      const other = await w.client(c.caller).request({ method, url: missing.url, payload: missing.body });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(res.json());
    });
  }

  it('a guest cannot book a stay in another guest’s name', async () => {
    const room = await w.freshRoom({ priceCents: 20000 });
    const checkIn = addDays(w.today, 40);
    const before = await snapshot();
    const res = await w.client('guestB').post('/api/bookings/create', {
      roomId: room.id,
      guestId: w.users.guestA.id,
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 2),
      totalPrice: 400,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe('own lists hold only one’s own records', () => {
  it('guest B’s bookings and reviews leave out guest A’s', async () => {
    const { booking } = await w.stay(w.users.guestA);
    const review = await w.review(w.users.guestA);
    const bookings = await w.client('guestB').get('/api/guest/bookings');
    expect(bookings.statusCode).toBe(200);
    expect(bookings.body).not.toContain(booking.id);
    expect(bookings.body).not.toContain(w.users.guestA.email);
    const reviews = await w.client('guestB').get('/api/reviews/mine');
    expect(reviews.statusCode).toBe(200);
    expect(reviews.body).not.toContain(review.id);

    // And guest A does see them: the lists are not simply empty.
    expect((await w.client('guestA').get('/api/guest/bookings')).body).toContain(booking.id);
    expect((await w.client('guestA').get('/api/reviews/mine')).body).toContain(review.id);
  });

  it('a housekeeper’s task list leaves out another housekeeper’s tasks', async () => {
    const theirs = await w.task(w.otherHousekeeper);
    const mine = await w.task(w.users.housekeeping);
    const res = await w.client('housekeeping').get('/api/tasks/mine');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(mine.id);
    expect(res.body).not.toContain(theirs.id);
  });
});

/** Guests and housekeepers are the roles limited to their own records. */
function reachesOwnRecordsOnly(access: Access): boolean {
  if (access === 'public') return false;
  if (access === 'auth') return true;
  return access.includes('guest') || access.includes('housekeeping');
}

describe('coverage', () => {
  it('every route a guest or housekeeper may call with an object id has a case here', async () => {
    const operations = await openapiOperations(t.app);
    const candidates = new Set<string>();
    for (const [key, access] of Object.entries(ACCESS)) {
      if (reachesOwnRecordsOnly(access) && key.includes('/:')) candidates.add(key);
    }
    for (const op of operations) {
      const key = `${op.method} ${op.route}`;
      const access = ACCESS[key];
      const props = Object.keys(op.body?.schema.properties ?? {});
      // Rooms are public; any other id in a body names someone's record.
      if (access && reachesOwnRecordsOnly(access) && props.some((p) => /Id$/.test(p) && p !== 'roomId')) {
        candidates.add(key);
      }
    }
    const covered = new Set([...CASES.map((c) => c.route), 'POST /api/bookings/create']);
    const missing = [...candidates].filter((key) => !covered.has(key));
    expect(
      missing,
      'Routes that take an object id from a guest or a housekeeper need a case in test/security/object-level.test.ts',
    ).toEqual([]);
  });
});
