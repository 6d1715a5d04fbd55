import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieHeader, type OpenStream, openStream } from '../../../test/event-stream.js';
import { createStay } from '../../../test/front-desk-factories.js';
import { withDatabase } from '../../../test/global-setup.js';
import { clientAs } from '../../../test/panel-factories.js';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { hotelToday } from '../../lib/hotel-time.js';

let t: TestApp;
let baseUrl: string;
const streams: OpenStream[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function streamFor(url: string, client: Client): Promise<OpenStream> {
  const stream = await openStream(url, cookieHeader(client));
  streams.push(stream);
  return stream;
}

const today = () => hotelToday('UTC', t.clock.now());
const tomorrow = () => hotelToday('UTC', new Date(t.clock.now().getTime() + 86_400_000));
const change = (type: string, id: string) => (e: { event: string; data: string }) =>
  e.event === 'change' && JSON.parse(e.data).type === type && JSON.parse(e.data).id === id;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

describe('GET /api/events', () => {
  it("delivers a change made by one desk to another desk's open stream", async () => {
    const watcher = await clientAs(t, 'receptionist');
    const actor = await clientAs(t, 'receptionist');
    const stream = await streamFor(baseUrl, watcher.client);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');

    const stay = await createStay(t.database.db, { checkIn: today(), checkOut: tomorrow() });
    expect((await actor.client.post(`/api/bookings/${stay.booking.id}/check-in`)).statusCode).toBe(200);

    const event = await stream.next(change('booking', stay.booking.id));
    expect(JSON.parse(event.data)).toEqual({ type: 'booking', id: stay.booking.id });
    await stream.next(change('room', stay.room.id));
  });

  it('tells housekeeping about tasks and rooms, never about bookings', async () => {
    const keeper = await clientAs(t, 'housekeeping');
    const desk = await clientAs(t, 'receptionist');
    const stream = await streamFor(baseUrl, keeper.client);
    const stay = await createStay(t.database.db, {
      checkIn: today(),
      checkOut: tomorrow(),
      status: 'checked-in',
      billing: 'confirmed',
    });

    const res = await desk.client.post(`/api/bookings/${stay.booking.id}/check-out`);
    expect(res.statusCode).toBe(200);
    // The booking, room and task notices of one transaction arrive in that order, so by the time the
    // task's notice is here a booking notice would have been too.
    await stream.next(change('task', res.json().task._id));
    expect(stream.events.map((e) => JSON.parse(e.data).type)).not.toContain('booking');
    expect(stream.events.some(change('room', stay.room.id))).toBe(true);
  });

  it('needs a staff session', async () => {
    expect((await new Client(t.app).get('/api/events')).statusCode).toBe(401);
    expect((await (await clientAs(t, 'guest')).client.get('/api/events')).statusCode).toBe(403);
  });

  it('reaches a stream held by another server instance on the same database', async () => {
    const { database: second, close } = await secondConnection(t.database);
    const other = await buildApp({
      config: t.config,
      database: second,
      secret: 'test-secret-that-is-long-enough-0123456789',
      now: t.clock.now,
    });
    try {
      const otherUrl = await listen(other);
      const watcher = await clientAs(t, 'manager');
      const stream = await streamFor(otherUrl, watcher.client);
      expect(stream.status).toBe(200);

      const stay = await createStay(t.database.db, { checkIn: today(), checkOut: tomorrow() });
      const desk = await clientAs(t, 'receptionist');
      expect((await desk.client.post(`/api/bookings/${stay.booking.id}/check-in`)).statusCode).toBe(200);
      await stream.next(change('booking', stay.booking.id));
    } finally {
      await other.close();
      await close();
    }
  });

  it('ends open streams when notices may have been missed, and streams again once they flow', async () => {
    if (t.database.kind !== 'postgres') return;
    const { client } = await clientAs(t, 'manager');
    const stream = await streamFor(baseUrl, client);
    expect(stream.status).toBe(200);
    // The listening connection lost, as a database restart or a network cut would end it.
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    // Ended, so that the browser reconnects and reads everything afresh instead of showing a screen that no longer
    // changes.
    await stream.ended;

    let again: OpenStream | undefined;
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      again = await streamFor(baseUrl, client);
      if (again.status === 200) break;
      // Until notices flow again, a new stream is refused for a moment rather than opened deaf.
      expect(again.status).toBe(503);
      again.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(again?.status).toBe(200);
    const stay = await createStay(t.database.db, { checkIn: today(), checkOut: tomorrow() });
    const desk = await clientAs(t, 'receptionist');
    expect((await desk.client.post(`/api/bookings/${stay.booking.id}/check-in`)).statusCode).toBe(200);
    await again!.next(change('booking', stay.booking.id));
  });

  it('ends open streams when the server closes, so that closing does not hang', async () => {
    const own = await createTestApp();
    const url = await listen(own.app);
    const { client } = await clientAs(own, 'admin');
    const stream = await streamFor(url, client);
    expect(stream.status).toBe(200);

    let guard: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      own.close().then(() => 'closed'),
      new Promise((resolve) => {
        guard = setTimeout(() => resolve('still open'), 10_000);
      }),
    ]);
    clearTimeout(guard);
    expect(outcome).toBe('closed');
    await stream.ended;
  });
});

/**
 * Another instance's own connection to the same database: a separate pool on PostgreSQL; on the
 * embedded database (one process, one connection) the same handle, which still exercises a second app.
 */
async function secondConnection(database: Database): Promise<{ database: Database; close: () => Promise<void> }> {
  if (database.kind === 'pglite') return { database, close: async () => {} };
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const url = withDatabase(inject('postgresTemplateUrl')!, result.rows[0]!.name);
  const second = await openDatabase({ kind: 'postgres', url, applicationName: 'hotel-test-second' });
  return { database: second, close: () => second.close() };
}
