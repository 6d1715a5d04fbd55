import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../test/factories.js';
import { clientAs } from '../../test/panel-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../test/test-app.js';

// Today in the hotel (UTC) is 2031-09-01.
let t: TestApp;
let desk: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-09-01T08:00:00Z') });
  desk = (await clientAs(t, 'receptionist')).client;
  const db = t.database.db;
  for (let i = 0; i < 8; i++) {
    const room = await createRoom(db);
    const guest = await createUser(db, { role: 'guest', name: `Planner Guest ${i}` });
    await createBooking(db, { guestId: guest.id, roomId: room.id, checkIn: '2031-09-02', checkOut: '2031-09-05' });
  }
});
afterAll(async () => {
  await t.close();
});

const PLANNER = '/api/front-desk/planner?from=2031-09-01&days=14';
const accepts = (encodings: string) => ({ 'accept-encoding': encodings });

describe('answers made for a signed-in caller', () => {
  it('go compressed when the browser accepts it: the same JSON in a fraction of the bytes', async () => {
    const plain = await desk.get(PLANNER);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(2048);

    const br = await desk.get(PLANNER, accepts('gzip, deflate, br'));
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await desk.get(PLANNER, accepts('br;q=0, gzip'));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('HEAD names the encoding and the length that GET sends', async () => {
    const get = await desk.get(PLANNER, accepts('br'));
    const head = await desk.request({ method: 'HEAD', url: PLANNER, headers: accepts('br') });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.vary).toMatch(/accept-encoding/i);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('a small answer and an error go as they are', async () => {
    const me = await desk.get('/api/auth/me', accepts('br, gzip'));
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json().user.role).toBe('receptionist');

    const refused = await desk.get('/api/front-desk/planner?from=2031-09-01&days=400', accepts('br, gzip'));
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().message).toBeTruthy();
  });

  it('a public answer made for one request goes as it is: no compression for an anonymous script', async () => {
    const res = await t.app.inject({
      url: '/api/rooms/available/rooms?checkIn=2031-10-01&checkOut=2031-10-03',
      headers: accepts('br, gzip'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
