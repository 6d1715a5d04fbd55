import { randomUUID } from 'node:crypto';
import { CSRF_EXEMPT, MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../panel-factories.js';
import { type Client, createTestApp, type TestApp } from '../test-app.js';

/**
 * The router decodes percent-encoded paths, so `/%61pi/auth/logout` reaches `POST /api/auth/logout`. Every
 * hook must decide by the route a request matched, not by the text of its address: a cross-site page must not
 * get past the CSRF check, and a session must be read, by spelling the path differently.
 */
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await clientAs(t, 'admin')).client;
});
afterAll(async () => {
  await t?.close();
});

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A concrete address for the route: ids made up, wildcards filled. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'x');

/** The same address spelled three other ways the router still matches. */
const encodings = (path: string) => [
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/ap%69/'),
  path.replace('/api/', '/%61%70%69/'),
];

const apiRoutes = () =>
  [...t.app.routeAccess.keys()]
    .map((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return { key, method, url };
    })
    .filter((r) => r.url.startsWith('/api/'));

describe('a percent-encoded /api prefix changes nothing', () => {
  it('every unsafe route still needs the CSRF token, whichever way its path is spelled', async () => {
    const unsafe = apiRoutes().filter((r) => !SAFE.has(r.method) && !CSRF_EXEMPT.includes(r.key));
    expect(unsafe.length).toBeGreaterThan(20);
    let refusedForCsrf = 0;
    for (const route of unsafe) {
      const path = concrete(route.url);
      const send = (url: string) => admin.request({ method: route.method as 'POST', url, csrf: false, payload: {} });
      const plain = await send(path);
      // Without the token, the plain path is refused: for its CSRF token, or first for the admin's role.
      expect(plain.statusCode, route.key).toBe(403);
      if (plain.json().message === MSG.csrf) refusedForCsrf++;
      for (const url of encodings(path)) {
        const res = await send(url);
        expect(res.statusCode, `${route.key} as ${url}`).toBe(403);
        expect(res.json(), `${route.key} as ${url}`).toEqual(plain.json());
      }
    }
    expect(refusedForCsrf).toBeGreaterThan(20);
  });

  it('a cross-site logout through an encoded path does not end the session', async () => {
    const { client } = await clientAs(t, 'manager');
    const sid = client.cookies.get('sid')!;
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/auth/logout', cookies: { sid } });
    expect(res.statusCode).toBe(403);
    expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
  });

  it('every read answers the same, session and caching rules included, whichever way its path is spelled', async () => {
    // The event stream never ends, and the API reference is not ours to cache: both are left out.
    const reads = apiRoutes().filter(
      (r) =>
        r.method === 'GET' &&
        !r.url.includes(':') &&
        !r.url.includes('*') &&
        r.url !== '/api/events' &&
        !r.url.startsWith('/api/docs'),
    );
    expect(reads.length).toBeGreaterThan(10);
    for (const route of reads) {
      const plain = await admin.get(route.url);
      for (const url of encodings(route.url)) {
        const res = await admin.get(url);
        expect(res.statusCode, `${route.key} as ${url}`).toBe(plain.statusCode);
        expect(res.headers['cache-control'], `${route.key} as ${url}`).toBe(plain.headers['cache-control']);
      }
    }
    expect((await admin.get('/%61pi/auth/me')).json().user).toMatchObject({ role: 'admin' });
  }, 60_000);
});
