import { executionAsyncId } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SERVER_DATA_ID } from '@hotel/shared/page-render';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoom } from '../../test/factories.js';
import { clientAs } from '../../test/panel-factories.js';
import { Client, createTestApp, type TestApp } from '../../test/test-app.js';

// A built web app with its server render, as apps/web's build leaves it. The render here is a stand-in with the
// real one's contract (packages/shared/src/page-render.ts): it draws the room list from the API's own answer.
const themeScript = 'document.documentElement.dataset.theme = "light";';
const indexHtml =
  `<!doctype html><html lang="en"><head><title>The Aurelia</title><script>${themeScript}</script></head>` +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

const renderer = `
let fetchApi;
export let renders = 0;
export const setFetch = (fetch) => { fetchApi = fetch; };
export let hotelTimeZone;
export const setHotelTimeZone = (zone) => { hotelTimeZone = zone; };
export function pageKey(url) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname.startsWith('/dashboard')) return null;
  if (pathname.startsWith('/room/')) {
    const stay = new URLSearchParams();
    for (const name of ['checkIn', 'checkOut']) if (searchParams.get(name)) stay.set(name, searchParams.get(name));
    return stay.size > 0 ? pathname + '?' + stay : pathname;
  }
  const kept = new URLSearchParams();
  for (const name of ['type', 'checkIn', 'checkOut']) if (searchParams.get(name)) kept.set(name, searchParams.get(name));
  return kept.size > 0 ? pathname + '?' + kept : pathname;
}
export async function renderPage(url, viewer = null) {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/broken') throw new Error('a component failed');
  renders++;
  const nav = '<nav>' + (viewer ? viewer.name + ' (' + viewer.role + ')' : 'Login') + '</nav>';
  const data = viewer ? { viewer } : {};
  if (pathname.startsWith('/room/')) {
    const res = await fetchApi('/api/rooms/' + pathname.slice(6));
    if (!res.ok)
      return { html: '<p>Room not found.</p>', title: 'Room not found · The Aurelia', data, status: 404, route: 'room/:id' };
    const { room } = await res.json();
    return { html: nav + '<h1>' + room.title + '</h1>', title: room.title + ' · The Aurelia', data, status: 200, route: 'room/:id' };
  }
  const { searchParams } = new URL(url, 'http://localhost');
  const stay = new URLSearchParams();
  for (const name of ['checkIn', 'checkOut']) if (searchParams.get(name)) stay.set(name, searchParams.get(name));
  const res = await fetchApi('/api/rooms/available/rooms' + (stay.size > 0 ? '?' + stay : ''));
  const answer = await res.json();
  return {
    html: '<h1>Rooms</h1><p>' + answer.rooms.length + ' rooms</p>' + nav,
    title: 'Rooms & Suites · The Aurelia',
    data: { url, note: 'a </script><script>alert(1)</script> <!-- in the data', ...data },
    status: 200,
    route: pathname === '/' ? '' : 'rooms',
  };
}
`;

/** index.html as the server sends it: with the hotel's time zone. */
const pageHtml = indexHtml.replace('</head>', '<meta name="hotel-time-zone" content="Pacific/Kiritimati"></head>');

let dist: string;
let t: TestApp;
let fake: { renders: number; hotelTimeZone?: string };

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'hotel-web-render-'));
  await mkdir(path.join(dist, '.ssr'));
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, '.ssr/entry-server.js'), renderer);
  await writeFile(path.join(dist, '.ssr/route-preloads.json'), JSON.stringify({ rooms: ['/assets/rooms-page-1.js'] }));
  t = await createTestApp({ serveWeb: true, env: { WEB_DIST: dist, HOTEL_TIMEZONE: 'Pacific/Kiritimati' } });
  fake = await import(pathToFileURL(path.join(dist, '.ssr/entry-server.js')).href);
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});
beforeEach(() => t.app.publicRoomsCache.clear());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const serverData = (html: string): unknown => {
  const json = new RegExp(`<script type="application/json" id="${SERVER_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('public pages are sent drawn by the server', () => {
  it("fills the page with the render's markup, title and data, from the API's own answer", async () => {
    const rooms = (await t.app.inject({ method: 'GET', url: '/api/rooms/available/rooms' })).json().rooms;
    const res = await get('/rooms?type=suite');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain(`<div id="root"><h1>Rooms</h1><p>${rooms.length} rooms</p><nav>Login</nav></div>`);
    expect(res.body).toContain('<title>Rooms &#38; Suites · The Aurelia</title>');
    expect(res.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    // The route's own chunks download beside the app's script, behind what the page paints with.
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/rooms-page-1.js"></head>',
    );
  });

  it('carries the data as JSON the browser reads back exactly, with no way to close its script element', async () => {
    const res = await get('/rooms');
    const note = 'a </script><script>alert(1)</script> <!-- in the data';
    expect(serverData(res.body)).toEqual({ url: '/rooms', note });
    expect(res.body).not.toContain('alert(1)</script>');
    expect(res.body.match(/<script/g)).toHaveLength(3); // the theme, the data and the app
  });

  it('compresses the page for a browser that accepts it, saying it varies', async () => {
    const plain = (await get('/rooms')).body;
    const br = await get('/rooms', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('/rooms', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('draws a page once for every visitor, and afresh after a change', async () => {
    const before = fake.renders;
    // Within the second a drawn page is kept: the kept answers' clock stands still here, however busy the machine.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now());
    const first = await get('/rooms');
    for (let i = 0; i < 5; i++) expect((await get('/rooms')).body).toBe(first.body);
    clock.mockRestore();
    expect(fake.renders).toBe(before + 1);

    const shown = Number(/<p>(\d+) rooms<\/p>/.exec(first.body)?.[1]);
    const added = await createRoom(t.database.db);
    // A POST, PUT, PATCH or DELETE that succeeds (one that may change rooms: a sign-in may not) drops the drawn pages
    // with the answers they were drawn from.
    const { client: manager } = await clientAs(t, 'manager');
    const block = { roomId: added.id, startDate: '2031-05-01', endDate: '2031-05-03', kind: 'out-of-service' };
    expect((await manager.post('/api/room-blocks', { ...block, reason: 'New curtains' })).statusCode).toBe(201);
    expect((await get('/rooms')).body).toContain(`<p>${shown + 1} rooms</p>`);
    expect(fake.renders).toBe(before + 2);
  });

  it('counts a drawn page as old as the kept answer it was drawn from, so it is drawn again when that one is', async () => {
    const r = await createRoom(t.database.db, { title: 'Aging Suite' });
    const start = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(start);
    try {
      // The room's answer is kept now; the page is drawn from it 0.9 s later.
      expect((await t.app.inject({ method: 'GET', url: `/api/rooms/${r.id}` })).statusCode).toBe(200);
      clock.mockReturnValue(start + 900);
      const before = fake.renders;
      expect((await get(`/room/${r.id}`)).body).toContain('<h1>Aging Suite</h1>');
      expect(fake.renders).toBe(before + 1);
      // A second after the room's answer was read, the page is as old: it is sent as it is and drawn again.
      clock.mockReturnValue(start + 1050);
      expect((await get(`/room/${r.id}`)).body).toContain('<h1>Aging Suite</h1>');
      for (let waited = 0; fake.renders === before + 1 && waited < 1000; waited += 10) {
        await new Promise((done) => setTimeout(done, 10));
      }
      expect(fake.renders).toBe(before + 2);
    } finally {
      clock.mockRestore();
    }
  });

  it('draws a room list for a stay afresh once a room is booked for it', async () => {
    const r = await createRoom(t.database.db, { title: 'Booked Suite' });
    const guest = await clientAs(t, 'guest');
    const page = '/rooms?checkIn=2027-03-10&checkOut=2027-03-12';
    const shown = async () => {
      const res = await get(page, 'br');
      return Number(/<p>(\d+) rooms<\/p>/.exec(brotliDecompressSync(res.rawPayload).toString())?.[1]);
    };
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now());
    try {
      const before = await shown();
      expect(await shown()).toBe(before);
      const res = await guest.client.post('/api/bookings/create', {
        roomId: r.id,
        checkInDate: '2027-03-10',
        checkOutDate: '2027-03-12',
        totalPrice: 400,
      });
      expect(res.statusCode, res.body).toBe(201);
      // Before, the drawn page was kept with the pages made from the rooms alone, which a new stay keeps.
      expect(await shown()).toBe(before - 1);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps the pages every visitor shares through pages drawn for many different stays', async () => {
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now());
    try {
      await get('/rooms', 'br');
      const before = fake.renders;
      // More stays than the server keeps answers for, each page asked for twice (as a stay's page is kept once
      // asked for again).
      for (let i = 0; i < 520; i++) {
        const checkIn = new Date(Date.UTC(2027, 0, 1 + (i % 260))).toISOString().slice(0, 10);
        const checkOut = new Date(Date.UTC(2027, 0, 2 + (i % 260) + Math.floor(i / 260))).toISOString().slice(0, 10);
        const url = `/rooms?checkIn=${checkIn}&checkOut=${checkOut}`;
        for (let ask = 0; ask < 2; ask++) expect((await get(url, 'br')).statusCode).toBe(200);
      }
      const drawn = fake.renders;
      expect(drawn).toBeGreaterThan(before);
      await get('/rooms', 'br');
      expect(fake.renders).toBe(drawn);
    } finally {
      clock.mockRestore();
    }
  });

  it('draws one page for the addresses that differ only in what the page ignores', async () => {
    const before = fake.renders;
    const pages = await Promise.all(
      ['/rooms?type=suite&utm=1', '/rooms?utm=2&type=suite', '/rooms?type=suite'].map((url) => get(url)),
    );
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(serverData(pages[0]?.body ?? '')).toMatchObject({ url: '/rooms?type=suite' });
    expect(fake.renders).toBe(before + 1);
  });

  it("names the hotel's time zone in a drawn page, and draws it with that zone", async () => {
    expect(fake.hotelTimeZone).toBe('Pacific/Kiritimati');
    const page = (await get('/rooms')).body;
    expect(page).toContain('<meta name="hotel-time-zone" content="Pacific/Kiritimati">');
  });

  it('sends the empty page for an address the browser draws (a dashboard), without drawing anything', async () => {
    const before = fake.renders;
    const res = await get('/dashboard/admin/rooms');
    expect(fake.renders).toBe(before);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(pageHtml);
  });

  it('sends the empty page, not an error, when the render fails', async () => {
    const res = await get('/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(pageHtml);
  });

  it('lets the inline theme script run by its hash, and no other inline script', async () => {
    const res = await get('/rooms');
    const hash = createHash('sha256').update(themeScript).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('sends a page the render says is missing drawn, with 404, and draws it afresh rather than keep it', async () => {
    const before = fake.renders;
    for (const encoding of [undefined, 'br']) {
      const res = await get('/room/3f1c9a52-0b7e-4c1e-9d55-1a2b3c4d5e6f', encoding);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = encoding ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(html).toContain('<div id="root"><p>Room not found.</p></div>');
      expect(html).toContain('<title>Room not found · The Aurelia</title>');
      expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    }
    // Made-up addresses are endless: kept, they would push the real pages out.
    expect(fake.renders).toBe(before + 2);
  });

  it('answers HEAD with the empty page and never sends the render itself', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/rooms' })).statusCode).toBe(200);
    const res = await get('/.ssr/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderPage');
  });
});

/** The schema.org data of a drawn page (its one `application/ld+json` script), parsed. */
const structuredData = (html: string): Record<string, unknown> | undefined => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

/** A date `days` after today (UTC, as the tests run), YYYY-MM-DD. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('schema.org data in the drawn pages', () => {
  it("prices a room page's offer for the dates in its address at what the server charges for that stay", async () => {
    const r = await createRoom(t.database.db, {
      title: 'Harbour </script> Suite',
      priceCents: 24_550,
      capacity: 3,
      description: 'Sea views.',
    });
    const [checkIn, checkOut] = [dayAhead(20), dayAhead(23)];
    const res = await get(`/room/${r.id}?checkIn=${checkIn}&checkOut=${checkOut}&utm=x`);
    expect(res.statusCode).toBe(200);
    // `<` is escaped: a title cannot close the element.
    expect(res.body).toContain('"name":"Harbour \\u003c/script> Suite"');
    const ld = structuredData(res.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': expect.arrayContaining(['HotelRoom']),
      name: 'Harbour </script> Suite',
      description: 'Sea views.',
      occupancy: { '@type': 'QuantitativeValue', maxValue: 3 },
      offers: { '@type': 'Offer', priceCurrency: 'USD' },
    });
    const price = Number((ld?.offers as { price?: string } | undefined)?.price);

    // The server's own quote: a booking of the room for those dates at any other total is refused with the
    // server's price, and at this one it is made, charged exactly that.
    const { client } = await clientAs(t, 'guest');
    const booking = { roomId: r.id, checkInDate: checkIn, checkOutDate: checkOut, additionalServices: [] };
    const refused = await client.post('/api/bookings/create', { ...booking, totalPrice: price + 1 });
    expect(refused.statusCode).toBe(409);
    const made = await client.post('/api/bookings/create', { ...booking, totalPrice: price });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().booking.totalPrice).toBe(price);
    expect(price).toBe(736.5);
  });

  it('gives a room page without dates the nightly rate, per night', async () => {
    const r = await createRoom(t.database.db, { priceCents: 31_000 });
    const ld = structuredData((await get(`/room/${r.id}`)).body);
    expect(ld?.offers).toMatchObject({
      price: '310.00',
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '310.00', unitCode: 'DAY' },
    });
  });

  it('describes the hotel on the home page, and nothing on the room list', async () => {
    const home = structuredData((await get('/')).body);
    expect(home).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'The Aurelia',
      telephone: '+1 (555) 010-2024',
      address: { '@type': 'PostalAddress', streetAddress: '1 Aurelia Promenade', addressRegion: 'CA' },
    });
    expect(String(home?.priceRange)).toMatch(/^\$[\d.]+ – \$[\d.]+ per night$/);
    expect(structuredData((await get('/rooms')).body)).toBeUndefined();
  });
});

describe('a signed-in visitor gets their own menu in the drawn page', () => {
  it('draws each signed-in visitor their page, never kept or shared, and anonymous visitors the kept one', async () => {
    const iris = await clientAs(t, 'guest', { name: 'Iris Vale' });
    const omar = await clientAs(t, 'receptionist', { name: 'Omar Reyes' });
    const anonymous = new Client(t.app);
    const first = await anonymous.get('/rooms');
    expect(first.body).toContain('<nav>Login</nav>');

    for (const [{ client, user }, menu] of [
      [iris, '<nav>Iris Vale (guest)</nav>'],
      [omar, '<nav>Omar Reyes (receptionist)</nav>'],
    ] as const) {
      const res = await client.get('/rooms');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(menu);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/cookie/i);
      // The browser's session starts from the same user, so taking the page over changes nothing.
      expect(serverData(res.body)).toMatchObject({
        viewer: { id: user.id, name: user.name, email: user.email, role: user.role },
      });
    }
    expect((await iris.client.get('/rooms')).body).not.toContain('Omar Reyes');

    const after = await anonymous.get('/rooms');
    expect(after.body).toBe(first.body);
    expect(after.body).not.toMatch(/Iris Vale|Omar Reyes/);
    expect(after.headers['cache-control']).toBe('no-cache');
    expect(serverData(after.body)).not.toHaveProperty('viewer');
  });

  it('draws a visitor whose session has ended as anonymous', async () => {
    const { client } = await clientAs(t, 'guest', { name: 'Lena Ortiz' });
    const sid = new Map(client.cookies);
    await client.post('/api/auth/logout');
    const stale = new Client(t.app);
    for (const [name, value] of sid) stale.cookies.set(name, value);
    const res = await stale.get('/rooms');
    expect(res.body).toContain('<nav>Login</nav>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe("a drawn page's reads of the API, in-process", () => {
  it('go through none of the HTTP layer: no request and response of `inject` run through its code', async () => {
    const room = await createRoom(t.database.db, { title: 'Quiet Suite' });
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const before = fake.renders;
      const list = await get('/rooms');
      const stay = await get(`/rooms?checkIn=${dayAhead(40)}&checkOut=${dayAhead(42)}`);
      const page = await get(`/room/${room.id}`);
      const missing = await get('/room/00000000-0000-4000-8000-000000000000');
      expect([list.statusCode, stay.statusCode, page.statusCode, missing.statusCode]).toEqual([200, 200, 200, 404]);
      expect(page.body).toContain('<h1>Quiet Suite</h1>');
      expect(list.body).toMatch(/<p>\d+ rooms<\/p>/);
      expect(fake.renders).toBe(before + 4);
      // The test's own four requests, and not one for the four drawings' reads.
      expect(inject).toHaveBeenCalledTimes(4);
    } finally {
      inject.mockRestore();
    }
  });
});

describe("a drawn page's reads of the API", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ serveWeb: true, env: { WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: '10' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const remaining = async (remoteAddress: string) =>
    Number((await limited.app.inject({ url: '/api/health', remoteAddress })).headers['x-ratelimit-remaining']);

  it('count against the visitor who asked for the page, one drawing after another', async () => {
    const room = await createRoom(limited.database.db);
    // Each page is drawn here (nothing kept yet): the page itself and the render's one read of the API.
    for (const [address, url] of [
      ['203.0.113.21', '/rooms'],
      ['203.0.113.22', `/room/${room.id}`],
      ['203.0.113.23', '/'],
    ] as const) {
      const page = await limited.app.inject({ url, remoteAddress: address });
      expect(page.statusCode).toBe(200);
      expect(await remaining(address)).toBe(10 - 3);
    }
    // The server's own address paid for none of them.
    expect(await remaining('127.0.0.1')).toBe(10 - 1);
  });

  it('are refused once the visitor is over the limit: the page is then drawn by the browser', async () => {
    const address = '203.0.113.25';
    // Nine requests, then the page: the tenth of the minute's ten. Its read of the room list would be the eleventh.
    for (let i = 0; i < 9; i++) await limited.app.inject({ url: '/api/health', remoteAddress: address });
    const page = await limited.app.inject({ url: '/rooms?type=double', remoteAddress: address });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<h1>Rooms</h1>');
    expect(page.body).toContain('<div id="root"></div>');
    expect((await limited.app.inject({ url: '/api/health', remoteAddress: address })).statusCode).toBe(429);
  });

  it("leave Node's promise hooks off once drawn, so that no other request pays for them", async () => {
    // A promise's reaction runs in an async context of its own only while a hook watches every promise.
    const watched = async () => (await Promise.resolve().then(() => executionAsyncId())) !== 0;
    expect(await watched()).toBe(false);
    const drawn = await limited.app.inject({ url: '/rooms?type=suite', remoteAddress: '203.0.113.24' });
    expect(drawn.statusCode).toBe(200);
    expect(await watched()).toBe(false);
  });
});
