import { Secret, TOTP } from 'otpauth';
import { mailOutbox, passwordResets, roomBlocks, taskPhotos } from '../../src/db/schema.js';
import { addDays } from '../../src/lib/hotel-time.js';
import { randomToken, sha256 } from '../../src/lib/tokens.js';
import { createUser, TEST_PASSWORD } from '../factories.js';
import { multipartBody } from '../multipart.js';
import { type Client, Client as TestClient } from '../test-app.js';
import { PRINCIPALS, type Principal, type World } from './security-fixtures.js';

/**
 * Who gets what from every route: the checked-in authorization matrix (QUALITY.md security 13 and 14).
 *
 * Each row is `'METHOD /path'` (as in packages/shared/src/access) → the expected answer for the seven
 * principals, in this order:
 *
 *        anonymous  guestA  guestB  receptionist  housekeeping  manager  admin
 *
 * `2xx` and `3xx` mean any status of that class; a number means exactly that status. Objects in the probes
 * belong to guest A (or to the `housekeeping` principal), so guest B's column shows object-level refusals
 * (404, never 403, so that ids cannot be probed).
 *
 * The probe builds the request the cell sends: a route that changes or deletes something gets a fresh
 * target for every cell, so the cells do not depend on one another. A route without a probe is called
 * without a body on its own path.
 *
 * authorization-matrix.test.ts turns every cell into a test, and fails when a route has no row here.
 */

export type Outcome = '2xx' | '3xx' | 400 | 401 | 402 | 403 | 404 | 409;

export interface Probe {
  url: string;
  /** JSON body, or a prepared payload (multipart) with its headers. */
  body?: unknown;
  payload?: Buffer;
  headers?: Record<string, string>;
  /** Sends with this client instead of the principal's shared one (used for session changes). */
  client?: Client;
  /** A server-sent event stream: read the status over a real connection, then hang up. */
  stream?: boolean;
}

export interface MatrixRow {
  expect: Record<Principal, Outcome>;
  probe?: (w: World, principal: Principal) => Probe | Promise<Probe>;
}

function cells(line: string): Record<Principal, Outcome> {
  const tokens = line.trim().split(/\s+/);
  if (tokens.length !== PRINCIPALS.length) throw new Error(`A matrix row needs ${PRINCIPALS.length} cells: "${line}"`);
  return Object.fromEntries(
    PRINCIPALS.map((p, i) => {
      const token = tokens[i]!;
      return [p, token.endsWith('xx') ? (token as Outcome) : (Number(token) as Outcome)];
    }),
  ) as Record<Principal, Outcome>;
}

const row = (line: string, probe?: MatrixRow['probe']): MatrixRow => ({ expect: cells(line), probe });

/** The code an authenticator shows at the server's (fixed) time, `offset` periods on. */
const totpAt = (w: World, secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: w.t.clock.now().getTime() + offset * 30_000,
  });

/**
 * A new manager's sign-in, half-way through: after the password, at the enrolment step (`setup`, with its
 * first code ready to send) or, enrolled, at the code step (`code`, with the next code ready to send).
 */
async function halfSignedIn(w: World, stage: 'setup' | 'code'): Promise<{ client: Client; body: { code: string } }> {
  const user = await createUser(w.t.database.db, { role: 'manager', isDemo: false, name: 'Half Signed In' });
  const client = new TestClient(w.t.app);
  await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  const { secret } = (await client.post('/api/auth/mfa/setup')).json() as { secret: string };
  if (stage === 'setup') return { client, body: { code: totpAt(w, secret) } };
  const enabled = await client.post('/api/auth/mfa/enable', { code: totpAt(w, secret) });
  if (enabled.statusCode !== 200) throw new Error(`enrolment setup failed: ${enabled.body}`);
  const next = new TestClient(w.t.app);
  await next.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  return { client: next, body: { code: totpAt(w, secret, 1) } };
}

const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const STRONG_PASSWORD = 'velvet-lantern-harbour';
let serial = 0;
const email = (what: string) => `${what}-${++serial}-${Date.now()}@matrix.test`;

const roomForm = (roomNumber: string) =>
  multipartBody({
    roomNumber,
    title: 'Matrix Suite',
    type: 'suite',
    price: '200',
    status: 'available',
    description: 'A suite made for the authorization matrix.',
    features: 'King bed, Rain shower',
  });

/** A paid-for intent's client secret for a fresh stay of guest A (made by guest A, whoever the cell is). */
async function guestAIntent(w: World) {
  const { booking } = await w.stay(w.users.guestA);
  const res = await w.client('guestA').post('/api/payments/intent', { bookingId: booking.id, amount: 40000 });
  if (res.statusCode !== 200) throw new Error(`intent setup failed: ${res.statusCode} ${res.body}`);
  return { booking, clientSecret: res.json().clientSecret as string };
}

export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // System and documentation. `GET /` and `GET /*` exist only when the web app is built.
  'GET /api/health': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  'GET /api/health/ready': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  'GET /api/docs': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  'GET /api/docs/': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  'GET /api/docs/json': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  'GET /api/docs/yaml': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  // The reference's own page redirects to the documentation root.
  'GET /api/docs/static/index.html': row('3xx 3xx 3xx 3xx 3xx 3xx 3xx'),
  'GET /api/docs/static/swagger-initializer.js': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  'GET /api/docs/static/*': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', () => ({ url: '/api/docs/static/swagger-ui.css' })),
  'GET /api/docs/*': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', () => ({ url: '/api/docs/static/swagger-ui.css' })),
  'GET /': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  'GET /*': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', () => ({ url: '/rooms' })),

  // Auth and accounts.
  // A different address for each cell: requests for one address are limited like sign-in attempts.
  'POST /api/auth/forgot-password': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', (_w, p) => ({
    url: '/api/auth/forgot-password',
    body: { email: `forgot-${p.toLowerCase()}@example.com` },
  })),
  // Open to anyone holding a link: each cell spends a fresh guest's own, still valid, link.
  'POST /api/auth/reset-password': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', async (w) => {
    const guest = await w.freshGuest();
    const token = randomToken();
    await w.t.database.db.insert(passwordResets).values({
      userId: guest.id,
      tokenHash: sha256(token),
      expiresAt: new Date(w.t.clock.now().getTime() + 10 * 60_000),
    });
    return { url: '/api/auth/reset-password', body: { token, password: 'amber-lantern-5521-quiet' } };
  }),
  'POST /api/auth/login': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', async (w, p) => {
    const who = p === 'anonymous' ? w.users.guestA : w.users[p];
    return {
      url: '/api/auth/login',
      body: { email: who.email, password: 'correct horse battery' },
      client: await w.freshClient(p),
    };
  }),
  'POST /api/auth/logout': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', async (w, p) => ({
    url: '/api/auth/logout',
    client: await w.freshClient(p),
  })),
  'GET /api/auth/me': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  // The second factor's steps take a sign-in half-way through, not a principal: the admin column sends one (a new
  // manager after the password, enrolled for the code step); every other column has no such sign-in.
  'POST /api/auth/mfa/verify': row('401 401 401 401 401 401 2xx', async (w, principal) =>
    principal === 'admin'
      ? { url: '/api/auth/mfa/verify', ...(await halfSignedIn(w, 'code')) }
      : { url: '/api/auth/mfa/verify', body: { code: '123456' } },
  ),
  'POST /api/auth/mfa/setup': row('401 403 403 2xx 2xx 2xx 2xx'),
  'POST /api/auth/mfa/enable': row('401 403 403 409 409 409 2xx', async (w, principal) =>
    principal === 'admin'
      ? { url: '/api/auth/mfa/enable', ...(await halfSignedIn(w, 'setup')) }
      : { url: '/api/auth/mfa/enable', body: { code: '123456' } },
  ),
  'POST /api/guest/register': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', () => ({
    url: '/api/guest/register',
    body: { name: 'New Guest', email: email('register'), password: STRONG_PASSWORD },
  })),
  'GET /api/guest/profile': row('401 2xx 2xx 2xx 2xx 2xx 2xx'),
  'PUT /api/guest/profile': row('401 2xx 2xx 2xx 2xx 2xx 2xx', (w, p) => ({
    url: '/api/guest/profile',
    body: { name: p === 'anonymous' ? 'Nobody' : w.users[p].name, phone: '' },
  })),
  'GET /api/guest/bookings': row('401 2xx 2xx 403 403 403 403'),
  'GET /api/guest/bookings/:id': row('401 2xx 404 403 403 403 403', async (w) => ({
    url: `/api/guest/bookings/${(await w.stay(w.users.guestA)).booking.id}`,
  })),
  'GET /api/guest/active-guests/count': row('401 403 403 2xx 403 2xx 2xx'),
  'GET /api/guest': row('401 403 403 403 403 2xx 2xx'),
  'DELETE /api/guest/:id': row('401 403 403 403 403 2xx 2xx', async (w) => ({
    url: `/api/guest/${(await w.freshGuest()).id}`,
  })),

  // Rooms, images, reviews.
  'GET /api/rooms/available/rooms': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', (w) => ({
    url: `/api/rooms/available/rooms?checkIn=${addDays(w.today, 5)}&checkOut=${addDays(w.today, 7)}`,
  })),
  'GET /api/rooms/available/rooms/count': row('401 403 403 2xx 403 2xx 2xx'),
  'GET /api/rooms/:id': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', (w) => ({ url: `/api/rooms/${w.room.id}` })),
  'GET /api/rooms/:id/availability': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', (w) => ({
    url: `/api/rooms/${w.room.id}/availability?from=${w.today}&to=${addDays(w.today, 60)}`,
  })),
  'GET /api/rooms': row('401 403 403 403 403 2xx 2xx'),
  'POST /api/rooms': row('401 403 403 403 403 2xx 2xx', () => ({
    url: '/api/rooms',
    ...roomForm(`M${++serial}`),
  })),
  'PUT /api/rooms/:id': row('401 403 403 403 403 2xx 2xx', async (w) => {
    const room = await w.freshRoom();
    return { url: `/api/rooms/${room.id}`, ...roomForm(room.roomNumber) };
  }),
  'GET /api/room-blocks': row('401 403 403 2xx 403 2xx 2xx', (w) => ({
    url: `/api/room-blocks?from=${w.today}&to=${addDays(w.today, 14)}`,
  })),
  'POST /api/room-blocks': row('401 403 403 403 403 2xx 2xx', async (w) => ({
    url: '/api/room-blocks',
    body: {
      roomId: (await w.freshRoom()).id,
      startDate: addDays(w.today, 10),
      endDate: addDays(w.today, 12),
      kind: 'out-of-order',
      reason: 'Matrix check',
    },
  })),
  'POST /api/room-blocks/:id/lift': row('401 403 403 403 403 2xx 2xx', async (w) => {
    const room = await w.freshRoom();
    const [block] = await w.t.database.db
      .insert(roomBlocks)
      .values({
        roomId: room.id,
        startDate: addDays(w.today, 10),
        endDate: addDays(w.today, 12),
        kind: 'out-of-order',
        reason: 'Matrix check',
      })
      .returning();
    return { url: `/api/room-blocks/${block!.id}/lift` };
  }),
  'DELETE /api/rooms/:id': row('401 403 403 403 403 403 2xx', async (w) => ({
    url: `/api/rooms/${(await w.freshRoom()).id}`,
  })),
  'GET /uploads/rooms/:file': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', (w) => ({ url: `/uploads/rooms/${w.imageFile}` })),
  'GET /api/reviews/:roomId': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', (w) => ({ url: `/api/reviews/${w.room.id}` })),
  'GET /api/reviews': row('401 403 403 403 403 2xx 2xx'),
  'DELETE /api/reviews/:id': row('401 403 403 403 403 2xx 2xx', async (w) => ({
    url: `/api/reviews/${(await w.review(w.users.guestA)).id}`,
  })),
  'POST /api/reviews': row('401 2xx 404 403 403 403 403', async (w) => {
    const { booking } = await w.stay(w.users.guestA, {
      checkIn: addDays(w.today, -6),
      checkOut: addDays(w.today, -3),
      status: 'checked-out',
      billing: 'confirmed',
    });
    return { url: '/api/reviews', body: { bookingId: booking.id, rating: 4, comment: 'Quiet and spotless.' } };
  }),
  'GET /api/reviews/mine': row('401 2xx 2xx 403 403 403 403'),

  // Bookings.
  'POST /api/bookings/create': row('401 2xx 2xx 2xx 403 2xx 2xx', async (w, p) => {
    const room = await w.freshRoom({ priceCents: 20000 });
    const checkIn = addDays(w.today, 20);
    const body: Record<string, unknown> = {
      roomId: room.id,
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 2),
      totalPrice: 400,
    };
    if (p === 'guestA' || p === 'guestB') await w.settleUnpaid(w.users[p]);
    else body.guestId = (await w.freshGuest()).id;
    return { url: '/api/bookings/create', body };
  }),
  'GET /api/bookings': row('401 403 403 2xx 403 2xx 2xx'),
  'POST /api/bookings': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const room = await w.freshRoom({ priceCents: 20000 });
    const checkIn = addDays(w.today, 30);
    return {
      url: '/api/bookings',
      body: {
        guestId: (await w.freshGuest()).id,
        roomId: room.id,
        checkInDate: checkIn,
        checkOutDate: addDays(checkIn, 2),
        status: 'reserved',
        billingStatus: 'pending',
        additionalServices: [],
        totalPrice: 400,
      },
    };
  }),
  'PUT /api/bookings/:id': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking } = await w.stay(await w.freshGuest());
    return {
      url: `/api/bookings/${booking.id}`,
      body: {
        guestId: booking.guestId,
        roomId: booking.roomId,
        checkInDate: booking.checkIn,
        checkOutDate: booking.checkOut,
        status: 'reserved',
        billingStatus: 'pending',
        additionalServices: ['Laundry'],
        totalPrice: 400,
      },
    };
  }),
  'POST /api/bookings/:id/reschedule': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking, room } = await w.stay(await w.freshGuest());
    return {
      url: `/api/bookings/${booking.id}/reschedule`,
      body: { roomId: room.id, checkInDate: booking.checkIn, checkOutDate: addDays(booking.checkOut, 1) },
    };
  }),
  'DELETE /api/bookings/:id': row('401 403 403 403 403 2xx 2xx', async (w) => ({
    url: `/api/bookings/${(await w.stay(await w.freshGuest())).booking.id}`,
  })),
  'POST /api/bookings/:id/cancel': row('401 2xx 404 2xx 403 2xx 2xx', async (w) => ({
    url: `/api/bookings/${(await w.stay(w.users.guestA)).booking.id}/cancel`,
  })),
  'POST /api/bookings/:id/check-in': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking } = await w.stay(await w.freshGuest(), {
      checkIn: w.today,
      checkOut: addDays(w.today, 2),
      billing: 'confirmed',
    });
    return { url: `/api/bookings/${booking.id}/check-in` };
  }),
  'POST /api/bookings/:id/check-out': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking } = await w.stay(await w.freshGuest(), {
      checkIn: addDays(w.today, -2),
      checkOut: w.today,
      status: 'checked-in',
      billing: 'confirmed',
      roomStatus: 'occupied',
    });
    return { url: `/api/bookings/${booking.id}/check-out` };
  }),
  'GET /api/bookings/:id/ready-rooms': row('401 403 403 2xx 403 2xx 2xx', async (w) => ({
    url: `/api/bookings/${(await w.stay(w.users.guestA)).booking.id}/ready-rooms`,
  })),
  'POST /api/bookings/:id/move': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking, room } = await w.stay(await w.freshGuest());
    const other = await w.freshRoom({ type: room.type, capacity: room.capacity, priceCents: 20000 });
    return { url: `/api/bookings/${booking.id}/move`, body: { roomId: other.id } };
  }),
  'POST /api/bookings/:id/room-change': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking } = await w.stay(await w.freshGuest(), {
      checkIn: addDays(w.today, -1),
      checkOut: addDays(w.today, 2),
      status: 'checked-in',
      roomStatus: 'occupied',
    });
    const other = await w.freshRoom({ priceCents: 20000 });
    return { url: `/api/bookings/${booking.id}/room-change`, body: { roomId: other.id } };
  }),
  'POST /api/bookings/:id/undo-check-in': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking } = await w.stay(await w.freshGuest(), {
      checkIn: w.today,
      checkOut: addDays(w.today, 2),
      status: 'checked-in',
      roomStatus: 'occupied',
      checkedInNow: true,
    });
    return { url: `/api/bookings/${booking.id}/undo-check-in` };
  }),
  'POST /api/bookings/:id/no-show': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking } = await w.stay(await w.freshGuest(), {
      checkIn: addDays(w.today, -2),
      checkOut: addDays(w.today, 1),
    });
    return { url: `/api/bookings/${booking.id}/no-show` };
  }),
  'POST /api/bookings/:id/payments': row('401 403 403 2xx 403 2xx 2xx', async (w) => {
    const { booking } = await w.stay(await w.freshGuest(), {
      checkIn: addDays(w.today, -1),
      checkOut: addDays(w.today, 1),
      status: 'checked-in',
      roomStatus: 'occupied',
    });
    return { url: `/api/bookings/${booking.id}/payments`, body: { method: 'cash', amount: 400 } };
  }),
  'GET /api/bookings/:id/invoice': row('401 2xx 404 2xx 403 2xx 2xx', async (w) => ({
    url: `/api/bookings/${(await w.stay(w.users.guestA)).booking.id}/invoice`,
  })),
  'GET /api/bookings/:id/folio': row('401 2xx 404 2xx 403 2xx 2xx', async (w) => ({
    url: `/api/bookings/${(await w.stay(w.users.guestA)).booking.id}/folio`,
  })),
  'POST /api/bookings/:id/charges': row('401 403 403 2xx 403 2xx 2xx', async (w) => ({
    url: `/api/bookings/${(await w.stay(w.users.guestA)).booking.id}/charges`,
    body: { description: 'Minibar', amount: 12.5, reason: 'Matrix check' },
  })),
  'POST /api/bookings/:id/adjustments': row('401 403 403 403 403 2xx 2xx', async (w) => ({
    url: `/api/bookings/${(await w.stay(w.users.guestA)).booking.id}/adjustments`,
    body: { amount: 1, reason: 'Matrix check' },
  })),
  'GET /api/charge-items': row('401 403 403 2xx 403 2xx 2xx'),
  'POST /api/charge-items': row('401 403 403 403 403 403 2xx', () => ({
    url: '/api/charge-items',
    body: { name: `Item ${++serial}-${Date.now()}`, category: 'minibar', price: 6 },
  })),
  'PATCH /api/charge-items/:id': row('401 403 403 403 403 403 2xx', async (w) => {
    const made = await w.client('admin').post('/api/charge-items', {
      name: `Item ${++serial}-${Date.now()}`,
      category: 'spa',
      price: 80,
    });
    if (made.statusCode !== 201) throw new Error(`charge item setup failed: ${made.statusCode} ${made.body}`);
    return { url: `/api/charge-items/${made.json().item._id}`, body: { price: 85 } };
  }),
  'GET /api/bookings/total': row('401 403 403 403 403 2xx 2xx'),
  'GET /api/bookings/recent/bookings': row('401 403 403 403 403 2xx 2xx'),
  'GET /api/bookings/checkinandcheckoutguest': row('401 403 403 2xx 403 2xx 2xx'),
  'GET /api/front-desk/rooms': row('401 403 403 2xx 2xx 2xx 2xx'),
  'GET /api/front-desk/search': row('401 403 403 2xx 403 2xx 2xx', () => ({ url: '/api/front-desk/search?q=Room' })),
  'GET /api/front-desk/planner': row('401 403 403 2xx 403 2xx 2xx', (w) => ({
    url: `/api/front-desk/planner?from=${w.today}&days=14`,
  })),
  'GET /api/front-desk/guests': row('401 403 403 2xx 403 2xx 2xx'),
  'POST /api/front-desk/guests': row('401 403 403 2xx 403 2xx 2xx', () => ({
    url: '/api/front-desk/guests',
    body: { name: 'Walk-in Guest' },
  })),

  // Billing and payments. Intents and confirmations are guest A's own; guest B is told they do not exist.
  'GET /api/billings': row('401 403 403 403 403 403 2xx'),
  'GET /api/billings/total-revenue': row('401 403 403 403 403 2xx 2xx'),
  'GET /api/config': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx'),
  'POST /api/payments/intent': row('401 2xx 404 2xx 403 2xx 2xx', async (w) => ({
    url: '/api/payments/intent',
    body: { bookingId: (await w.stay(w.users.guestA)).booking.id, amount: 40000 },
  })),
  'POST /api/billings/confirm': row('401 2xx 404 2xx 403 2xx 2xx', async (w) => {
    const { booking, clientSecret } = await guestAIntent(w);
    await w.client('guestA').post('/api/payments/sandbox/confirm', { clientSecret, card: GOOD_CARD });
    return { url: '/api/billings/confirm', body: { bookingId: booking.id, amount: 400 } };
  }),
  'POST /api/billings/:id/refund': row('401 403 403 403 403 2xx 2xx', async (w) => {
    const { booking, clientSecret } = await guestAIntent(w);
    await w.client('guestA').post('/api/payments/sandbox/confirm', { clientSecret, card: GOOD_CARD });
    const paid = await w.client('guestA').post('/api/billings/confirm', { bookingId: booking.id, amount: 400 });
    if (paid.statusCode !== 200) throw new Error(`payment setup failed: ${paid.statusCode} ${paid.body}`);
    return { url: `/api/billings/${paid.json().billing._id}/refund`, body: { amount: 1, reason: 'Matrix check' } };
  }),
  // With the sandbox provider there is no webhook to call: 404 for everyone (the Stripe tests cover it).
  'POST /api/payments/webhook': row('404 404 404 404 404 404 404', () => ({
    url: '/api/payments/webhook',
    body: { id: 'evt_matrix', type: 'payment_intent.succeeded' },
  })),
  // The card form of the sandbox: whoever holds the intent's secret confirms it, like the hosted provider.
  'POST /api/payments/sandbox/confirm': row('2xx 2xx 2xx 2xx 2xx 2xx 2xx', async (w) => ({
    url: '/api/payments/sandbox/confirm',
    body: { clientSecret: (await guestAIntent(w)).clientSecret, card: GOOD_CARD },
  })),

  // Staff.
  'GET /api/staff': row('401 403 403 403 403 2xx 2xx'),
  'POST /api/staff': row('401 403 403 403 403 2xx 2xx', () => ({
    url: '/api/staff',
    body: {
      name: 'New Receptionist',
      email: email('staff'),
      contact: '+1 555 0100',
      role: 'receptionist',
      password: STRONG_PASSWORD,
    },
  })),
  'POST /api/staff/:id/mfa/reset': row('401 403 403 403 403 403 2xx', async (w) => ({
    url: `/api/staff/${(await w.freshStaff('manager')).id}/mfa/reset`,
  })),
  'PUT /api/staff/:id': row('401 403 403 403 403 2xx 2xx', async (w) => {
    const target = await w.freshStaff('receptionist');
    return {
      url: `/api/staff/${target.id}`,
      body: { name: 'Renamed Receptionist', email: target.email, contact: '+1 555 0101', role: 'receptionist' },
    };
  }),
  'DELETE /api/staff/:id': row('401 403 403 403 403 403 2xx', async (w) => ({
    url: `/api/staff/${(await w.freshStaff('receptionist')).id}`,
  })),
  'GET /api/staff/housekeeping': row('401 403 403 403 403 2xx 2xx'),

  // Tasks. The housekeeping principal owns the task in the status probe.
  'GET /api/tasks': row('401 403 403 2xx 2xx 2xx 2xx'),
  'GET /api/tasks/mine': row('401 403 403 403 2xx 403 403'),
  'GET /api/tasks/rooms': row('401 403 403 403 2xx 2xx 2xx'),
  // Any room, whoever cleans it: a fault is reported where it is found, so the room id is not an owned object.
  'POST /api/tasks/faults': row('401 403 403 403 2xx 2xx 2xx', (w) => ({
    url: '/api/tasks/faults',
    body: { roomId: w.room.id, description: 'Dripping tap in the bathroom' },
  })),
  'POST /api/tasks': row('401 403 403 403 403 2xx 2xx', (w) => ({
    url: '/api/tasks',
    body: {
      title: w.room.roomNumber,
      description: 'Turn-down service',
      assignedToEmail: w.users.housekeeping.email,
      dueDate: addDays(w.today, 1),
      priority: 'medium',
      type: 'cleaning',
    },
  })),
  'PUT /api/tasks/:id': row('401 403 403 403 403 2xx 2xx', async (w) => ({
    url: `/api/tasks/${(await w.task(w.users.housekeeping)).id}`,
    body: {
      title: w.room.roomNumber,
      description: 'Deep clean',
      assignedToEmail: w.users.housekeeping.email,
      dueDate: addDays(w.today, 2),
      priority: 'high',
      type: 'cleaning',
    },
  })),
  'PUT /api/tasks/:id/status': row('401 403 403 403 2xx 2xx 2xx', async (w) => ({
    url: `/api/tasks/${(await w.task(w.users.housekeeping)).id}/status`,
    body: { status: 'in-progress' },
  })),
  // Staff only; a housekeeper sees the photos of their own tasks (another's is 404, see tasks.fault-photo.test.ts).
  'GET /api/tasks/:id/photo': row('401 403 403 2xx 2xx 2xx 2xx', async (w) => {
    const task = await w.task(w.users.housekeeping);
    await w.t.database.db
      .insert(taskPhotos)
      .values({ taskId: task.id, width: 1, height: 1, data: Buffer.from('RIFF\0\0\0\0WEBP'), uploadedBy: null });
    return { url: `/api/tasks/${task.id}/photo` };
  }),
  'DELETE /api/tasks/:id': row('401 403 403 403 403 2xx 2xx', async (w) => ({
    url: `/api/tasks/${(await w.task(w.users.housekeeping)).id}`,
  })),

  // Dashboards and operations.
  'GET /api/dashboard/metrics': row('401 403 403 403 403 2xx 2xx', () => ({
    url: '/api/dashboard/metrics?period=30d',
  })),
  'GET /api/audit': row('401 403 403 403 403 403 2xx'),
  'GET /api/mail': row('401 403 403 403 403 403 2xx'),
  'GET /api/mail/:id': row('401 403 403 403 403 403 2xx', async (w) => {
    const [message] = await w.t.database.db
      .insert(mailOutbox)
      .values({
        kind: 'booking_confirmation',
        toAddress: w.users.guestA.email,
        subject: 'Booked',
        html: '<p>Booked</p>',
        text: 'Booked',
      })
      .returning();
    return { url: `/api/mail/${message!.id}` };
  }),
  'GET /api/events': row('401 403 403 2xx 2xx 2xx 2xx', () => ({ url: '/api/events', stream: true })),
};

/** The row a new route most likely needs, from its entry in the access table, for the coverage message. */
export function suggestedRow(key: string, access: 'public' | 'auth' | readonly string[] | undefined): string {
  const roleOf: Record<Principal, string | null> = {
    anonymous: null,
    guestA: 'guest',
    guestB: 'guest',
    receptionist: 'receptionist',
    housekeeping: 'housekeeping',
    manager: 'manager',
    admin: 'admin',
  };
  const line = PRINCIPALS.map((p) => {
    const role = roleOf[p];
    if (access === undefined) return '???';
    if (access === 'public') return '2xx';
    if (role === null) return '401';
    if (access === 'auth') return '2xx';
    return access.includes(role) ? '2xx' : '403';
  }).join(' ');
  const probe = key.includes(':') ? ', async (w) => ({ url: `...` /* a target the cell may change */ })' : '';
  return `'${key}': row('${line}'${probe}),`;
}
