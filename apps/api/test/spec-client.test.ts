import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADDITIONAL_SERVICES } from '@hotel/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billings, bookings, tasks } from '../src/db/schema.js';
import { createRoom, createUser, TEST_PASSWORD } from './factories.js';
import { clientAs, createTask } from './panel-factories.js';
import { createClock, createTestApp, type TestApp } from './test-app.js';

/**
 * The calls of spec §7 exactly as a client written to the spec sends them: cookies, a JSON body, and the
 * X-XSRF-TOKEN header only when an XSRF-TOKEN cookie exists. It never asks anything first to get a token.
 */
class SpecClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly app: FastifyInstance) {}

  async send(method: InjectOptions['method'], url: string, body?: unknown) {
    const headers: Record<string, string> = {};
    const token = this.cookies.get('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = token;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    for (const c of res.cookies as Array<{ name: string; value: string }>) {
      if (c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get = (url: string) => this.send('GET', url);
  post = (url: string, body?: unknown) => this.send('POST', url, body);
  put = (url: string, body?: unknown) => this.send('PUT', url, body);

  async login(email: string) {
    // The login page first, as a browser opening the app would.
    await this.get('/login');
    const res = await this.post('/api/auth/login', { email, password: TEST_PASSWORD });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return this;
  }
}

// Today in the hotel (UTC) is 2030-06-10.
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A built web app without its server render: every page is index.html, drawn in the browser.
  dist = await mkdtemp(path.join(os.tmpdir(), 'hotel-spec-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>x</title></head></html>');
  t = await createTestApp({ clock: createClock('2030-06-10T12:00:00Z'), serveWeb: true, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const bookingCount = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings);
  return row!.n;
};

async function guestClient() {
  const guest = await createUser(t.database.db, { name: 'Sam Spec' });
  return { guest, client: await new SpecClient(t.app).login(guest.email) };
}

async function staffClient(role: 'receptionist' | 'admin' | 'manager' | 'housekeeping') {
  const user = await createUser(t.database.db, { role, name: `Spec ${role}` });
  return { user, client: await new SpecClient(t.app).login(user.email) };
}

describe('POST /api/bookings/create with the dates a browser’s Date gives', () => {
  it('books a guest’s stay sent as full ISO date-times, taking the first 10 characters as the dates', async () => {
    const { guest, client } = await guestClient();
    const room = await createRoom(t.database.db, { priceCents: 19_000 });
    const res = await client.post('/api/bookings/create', {
      roomId: room.id,
      guestId: guest.id,
      checkInDate: new Date('2030-07-01').toISOString(),
      checkOutDate: new Date('2030-07-03').toISOString(),
      totalPrice: 380,
      additionalServices: ['Room Service'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Booked 2 night(s) successfully. Please confirm to complete the booking.');
    expect(res.json().booking).toMatchObject({
      checkInDate: '2030-07-01',
      checkOutDate: '2030-07-03',
      status: 'reserved',
      billingId: { amount: 380, status: 'pending' },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, res.json().booking._id));
    expect(row).toMatchObject({ checkIn: '2030-07-01', checkOut: '2030-07-03' });
  });

  it('takes a date-time with an offset by its own calendar date', async () => {
    const { client } = await guestClient();
    const room = await createRoom(t.database.db, { priceCents: 10_000 });
    const res = await client.post('/api/bookings/create', {
      roomId: room.id,
      checkInDate: '2030-08-01T23:30:00-05:00',
      checkOutDate: '2030-08-02T00:00:00.000+02:00',
      totalPrice: 100,
      additionalServices: [],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().booking).toMatchObject({ checkInDate: '2030-08-01', checkOutDate: '2030-08-02' });
  });

  it('still refuses what is neither a date nor a date-time, naming the field, and writes nothing', async () => {
    const { client } = await guestClient();
    const room = await createRoom(t.database.db);
    const before = await bookingCount();
    for (const [checkInDate, checkOutDate, field] of [
      ['07/01/2030', '2030-07-03', 'checkInDate'],
      ['2030-07-01', '2030-02-30T00:00:00.000Z', 'checkOutDate'],
      ['2030-07-01T25:00:00Z', '2030-07-03', 'checkInDate'],
      ['2030-07-01', 'tomorrow', 'checkOutDate'],
    ] as const) {
      const res = await client.post('/api/bookings/create', {
        roomId: room.id,
        checkInDate,
        checkOutDate,
        totalPrice: 400,
        additionalServices: [],
      });
      expect(res.statusCode, `${checkInDate} → ${checkOutDate}`).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(res.json().errors[field]).toMatch(/YYYY-MM-DD/);
    }
    expect(await bookingCount()).toBe(before);
  });
});

describe('the staff booking form’s body (spec §3, §5)', () => {
  const staffBody = (guestId: string, roomId: string, overrides: Record<string, unknown> = {}) => ({
    guestId,
    roomId,
    checkInDate: new Date('2030-09-01').toISOString(),
    checkOutDate: new Date('2030-09-03').toISOString(),
    status: 'reserved',
    billingStatus: 'pending',
    additionalServices: 'laundry, Room Service',
    totalPrice: '380',
    ...overrides,
  });

  it('books through POST /api/bookings with services as free text and the total as a numeric string', async () => {
    const { client } = await staffClient('receptionist');
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db, { priceCents: 19_000 });
    const res = await client.post('/api/bookings', staffBody(guest.id, room.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Booking created successfully',
      booking: {
        checkInDate: '2030-09-01',
        checkOutDate: '2030-09-03',
        additionalServices: ['Laundry', 'Room Service'],
        totalPrice: 380,
        billing: { amount: 380, status: 'pending' },
      },
    });
  });

  it('takes the same body through POST /api/bookings/create when the caller is staff, status and billing included', async () => {
    const { client } = await staffClient('manager');
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db, { priceCents: 19_000 });
    const res = await client.post(
      '/api/bookings/create',
      staffBody(guest.id, room.id, { additionalServices: '  WAKE-UP   call ,laundry', billingStatus: 'confirmed' }),
    );
    expect(res.statusCode).toBe(201);
    const { booking } = res.json();
    expect(booking).toMatchObject({
      guest: { _id: guest.id },
      status: 'reserved',
      additionalServices: ['Wake-up Call', 'Laundry'],
      billing: { amount: 380, status: 'confirmed' },
    });
    const [bill] = await t.database.db.select().from(billings).where(eq(billings.bookingId, booking._id));
    expect(bill?.status).toBe('confirmed');
  });

  it('updates through PUT /api/bookings/:id with the form’s body; an empty services text is no service', async () => {
    const { client } = await staffClient('receptionist');
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db, { priceCents: 19_000 });
    const created = await client.post('/api/bookings', staffBody(guest.id, room.id));
    expect(created.statusCode).toBe(201);
    const res = await client.put(
      `/api/bookings/${created.json().booking._id}`,
      staffBody(guest.id, room.id, {
        checkOutDate: new Date('2030-09-04').toISOString(),
        additionalServices: '',
        totalPrice: '570.00',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ checkOutDate: '2030-09-04', additionalServices: [], totalPrice: 570 });
  });

  it('refuses an unknown service naming the allowed ones, and an amount that is not one, writing nothing', async () => {
    const { client } = await staffClient('receptionist');
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db, { priceCents: 19_000 });
    const before = await bookingCount();
    for (const path of ['/api/bookings', '/api/bookings/create']) {
      const unknown = await client.post(path, staffBody(guest.id, room.id, { additionalServices: 'Laundry, Spa' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors.additionalServices).toContain('"Spa"');
      for (const name of ADDITIONAL_SERVICES) expect(unknown.json().errors.additionalServices).toContain(name);

      for (const totalPrice of ['38O', '380.005', 'Infinity', '', '1e3', '-380', 380.005, null]) {
        const res = await client.post(path, staffBody(guest.id, room.id, { totalPrice }));
        expect(res.statusCode, `${path} totalPrice ${JSON.stringify(totalPrice)}`).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['totalPrice']);
      }
    }
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a guest who sends a status or a billing status, writing nothing', async () => {
    const { guest, client } = await guestClient();
    const room = await createRoom(t.database.db, { priceCents: 19_000 });
    const before = await bookingCount();
    for (const extra of [{ status: 'reserved' }, { billingStatus: 'confirmed' }]) {
      const res = await client.post('/api/bookings/create', {
        roomId: room.id,
        guestId: guest.id,
        checkInDate: '2030-09-01',
        checkOutDate: '2030-09-03',
        totalPrice: 380,
        additionalServices: [],
        ...extra,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await bookingCount()).toBe(before);
  });

  it('a new booking made through POST /api/bookings/create by staff can only start reserved', async () => {
    const { client } = await staffClient('receptionist');
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db, { priceCents: 19_000 });
    const before = await bookingCount();
    const res = await client.post('/api/bookings/create', staffBody(guest.id, room.id, { status: 'checked-in' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
    expect(await bookingCount()).toBe(before);
  });
});

describe('tasks as the spec’s client sends and reads them', () => {
  it('GET /api/tasks gives a housekeeper their own tasks with their counts, and nothing of anyone else’s', async () => {
    const { user: ann, client } = await staffClient('housekeeping');
    const ben = await createUser(t.database.db, { role: 'housekeeping' });
    const room = await createRoom(t.database.db);
    const base = { roomId: room.id, title: room.roomNumber };
    const mine = [
      await createTask(t.database.db, { ...base, assignedTo: ann.id, status: 'pending' }),
      await createTask(t.database.db, { ...base, assignedTo: ann.id, status: 'in-progress' }),
      await createTask(t.database.db, { ...base, assignedTo: ann.id, status: 'completed' }),
    ];
    const bens = await createTask(t.database.db, { ...base, assignedTo: ben.id, status: 'pending' });
    const unassigned = await createTask(t.database.db, { ...base, status: 'pending' });

    const res = await client.get('/api/tasks');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalTasks: 3, completedTasks: 1, progressTasks: 1, pendingTasks: 1, total: 3 });
    expect(body.tasks.map((x: { _id: string }) => x._id).sort()).toEqual(mine.map((x) => x.id).sort());
    expect(res.body).not.toContain(bens.id);
    expect(res.body).not.toContain(unassigned.id);

    const filtered = await client.get('/api/tasks?status=completed');
    expect(filtered.json().tasks.map((x: { _id: string }) => x._id)).toEqual([mine[2]!.id]);
    expect(filtered.json().totalTasks).toBe(3);
  });

  it('the desk and management keep the whole list', async () => {
    const room = await createRoom(t.database.db);
    const other = await createUser(t.database.db, { role: 'housekeeping' });
    const task = await createTask(t.database.db, { roomId: room.id, title: room.roomNumber, assignedTo: other.id });
    for (const role of ['receptionist', 'manager', 'admin'] as const) {
      const { client } = await clientAs(t, role);
      const res = await client.get('/api/tasks?limit=100');
      expect(res.statusCode, role).toBe(200);
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tasks);
      expect(res.json().totalTasks, role).toBe(row!.n);
      expect(res.body, role).toContain(task.id);
    }
  });

  it('creates and updates a task whose due date is a full ISO date-time', async () => {
    const { client } = await staffClient('manager');
    const keeper = await createUser(t.database.db, { role: 'housekeeping' });
    const room = await createRoom(t.database.db);
    const body = {
      title: room.roomNumber,
      description: 'Fix the lamp',
      assignedToEmail: keeper.email,
      dueDate: new Date('2030-06-12').toISOString(),
      priority: 'medium',
      type: 'maintenance',
    };
    const created = await client.post('/api/tasks', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().task.dueDate).toBe('2030-06-12');
    const updated = await client.put(`/api/tasks/${created.json().task._id}`, {
      ...body,
      dueDate: '2030-06-14T09:00:00.000Z',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().task.dueDate).toBe('2030-06-14');
    const bad = await client.post('/api/tasks', { ...body, dueDate: '14/06/2030' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['dueDate']);
  });
});

describe('the first unsafe call from a freshly opened page', () => {
  it('a cold GET /login carries a token cookie, and the login sent with only what that page gave succeeds', async () => {
    const user = await createUser(t.database.db);
    const client = new SpecClient(t.app);
    for (const page of ['/login', '/register', '/rooms', '/']) {
      const cold = new SpecClient(t.app);
      const res = await cold.get(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type'], page).toMatch(/text\/html/);
      expect(cold.cookies.get('XSRF-TOKEN'), page).toBeTruthy();
    }
    await client.get('/login');
    expect([...client.cookies.keys()]).toEqual(['XSRF-TOKEN']);
    const res = await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id });
  });

  it('registers on the first try from a cold /register', async () => {
    const client = new SpecClient(t.app);
    await client.get('/register');
    const res = await client.post('/api/guest/register', {
      name: 'Nora New',
      email: 'nora.new@example.test',
      phone: '',
      password: 'a-long-enough-password',
    });
    expect(res.statusCode).toBe(201);
  });

  it('a signed-in visitor who opens a page without a token gets one bound to their session', async () => {
    const user = await createUser(t.database.db);
    const client = await new SpecClient(t.app).login(user.email);
    client.cookies.delete('XSRF-TOKEN');
    await client.get('/dashboard/guest');
    expect(client.cookies.get('XSRF-TOKEN')).toBeTruthy();
    const res = await client.put('/api/guest/profile', { name: 'Renamed Guest', phone: '' });
    expect(res.statusCode).toBe(200);
  });

  it('a page keeps a valid token it was sent, and replaces one that does not verify', async () => {
    const client = new SpecClient(t.app);
    await client.get('/login');
    const again = await client.get('/rooms');
    expect(again.headers['set-cookie']).toBeUndefined();
    client.cookies.set('XSRF-TOKEN', 'planted.by-another-site');
    await client.get('/rooms');
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe('planted.by-another-site');
    // Replaced by one that verifies: the first unsafe call passes the CSRF check (a wrong password, not a 403).
    const login = await client.post('/api/auth/login', { email: 'nobody@hotel.test', password: 'Wrong-password-1' });
    expect(login.statusCode, login.body).toBe(401);
  });

  it('a built file is not an HTML page and sets no cookie', async () => {
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('an anonymous visitor asking who they are', () => {
  it('GET /api/auth/me answers 200 {user: null} without a session, the user with one', async () => {
    const visitor = new SpecClient(t.app);
    const res = await visitor.get('/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });

    const user = await createUser(t.database.db, { name: 'Mia Me' });
    const client = await new SpecClient(t.app).login(user.email);
    const me = await client.get('/api/auth/me');
    expect(me.json()).toEqual({ user: { id: user.id, name: 'Mia Me', email: user.email, role: 'guest' } });
  });

  it('calls that need a session still answer 401', async () => {
    const visitor = new SpecClient(t.app);
    for (const url of ['/api/guest/bookings', '/api/tasks', '/api/bookings/total']) {
      expect((await visitor.get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('the OpenAPI document', () => {
  it('says what each fixed call accepts', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (p: string, m: string) => doc.paths[p][m].requestBody.content['application/json'].schema.properties;
    const create = body('/api/bookings/create', 'post');
    const kinds = (schema: { anyOf: Array<{ type: string }> }) => schema.anyOf.map((s) => s.type).sort();
    expect(create.checkInDate.description).toMatch(/ISO 8601 date-time/);
    expect(kinds(create.totalPrice)).toEqual(['number', 'string']);
    expect(kinds(create.additionalServices)).toEqual(['array', 'string']);
    expect(create.status.enum).toContain('reserved');
    expect(create.billingStatus.enum).toContain('confirmed');
    expect(body('/api/bookings', 'post').additionalServices.description).toMatch(/comma-separated/);
    expect(body('/api/tasks', 'post').dueDate.description).toMatch(/ISO 8601 date-time/);
    expect(doc.paths['/api/tasks'].get.summary).toMatch(/housekeeper/);
    expect(
      doc.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema.properties.user.nullable,
    ).toBe(true);
  });

  it('lists the room form’s fields from the room schema, as a multipart body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/rooms', 'post'],
      ['/api/rooms/{id}', 'put'],
    ] as const) {
      const content = doc.paths[path][method].requestBody.content;
      expect(Object.keys(content), `${method} ${path}`).toEqual(['multipart/form-data']);
      const form = content['multipart/form-data'].schema;
      expect(Object.keys(form.properties).sort()).toEqual([
        'description',
        'features',
        'images',
        'keepImages',
        'originalPrice',
        'price',
        'roomNumber',
        'status',
        'title',
        'type',
      ]);
      expect(form.required.sort()).toEqual(['price', 'roomNumber', 'status', 'title', 'type']);
      expect(form.properties.title.maxLength).toBe(120);
      expect(form.properties.price.description).toMatch(/two decimals|2 decimals/);
      expect(form.properties.images.items.format).toBe('binary');
    }
  });
});
