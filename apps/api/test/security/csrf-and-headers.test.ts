import { createHash } from 'node:crypto';
import { CSRF_EXEMPT } from '@hotel/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, createClock, createTestApp } from '../test-app.js';
import { webBuildForTests } from '../web-build.js';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.js';
import { createWorld, FIXED_NOW, type Principal } from './security-fixtures.js';

/**
 * CSRF on every unsafe route, and the security headers on every kind of answer (QUALITY.md security 7, 23).
 * Each unsafe route is called by a principal it admits, with the same request the authorization matrix
 * sends, but with the token missing, mismatched, taken from another session, or as a text/plain form post:
 * each is 403 and the database is unchanged.
 */

const webBuild = await webBuildForTests();
const t = await createTestApp({ clock: createClock(FIXED_NOW), serveWeb: true, env: { WEB_DIST: webBuild.dir } });
const world = await createWorld(t);
afterAll(async () => {
  await t.close();
  await webBuild.remove();
});

async function digest(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ['users', 'rooms', 'bookings', 'billings', 'payment_intents', 'reviews', 'tasks', 'sessions']) {
    const result = await t.database.db.execute(sql.raw(`select * from ${table} order by 1`));
    hash.update(JSON.stringify((result as unknown as { rows: unknown[] }).rows));
  }
  return hash.digest('hex');
}

/** A principal the matrix says gets a 2xx from the route (the request would succeed with a good token). */
function admitted(key: string): Principal | undefined {
  const row = AUTHORIZATION_MATRIX[key];
  if (!row) return undefined;
  const order: Principal[] = ['admin', 'manager', 'receptionist', 'housekeeping', 'guestA', 'anonymous'];
  return order.find((p) => row.expect[p] === '2xx');
}

const unsafe = [...t.app.routeAccess.keys()].filter(
  (key) => !key.startsWith('GET ') && !key.startsWith('HEAD ') && !CSRF_EXEMPT.includes(key),
);

describe('CSRF: every unsafe route refuses a request without a valid token, and changes nothing', () => {
  it('covers the unsafe routes', () => {
    expect(unsafe.length).toBeGreaterThan(20);
  });

  for (const key of unsafe) {
    const [method, path] = key.split(' ') as [string, string];
    it(key, async () => {
      const principal = admitted(key);
      expect(principal, `${key}: no principal gets a 2xx in the authorization matrix`).toBeDefined();
      const probe = AUTHORIZATION_MATRIX[key]!.probe;
      const request = probe ? await probe(world, principal!) : { url: path };
      const client = request.client ?? world.client(principal!);
      const body = request.payload ?? (request.body as Record<string, unknown> | undefined);
      const other = await world.freshClient('guestB');
      await other.get('/api/auth/me');
      const attempts = [
        { name: 'no header', headers: {} },
        { name: 'a header that differs from the cookie', headers: { 'x-xsrf-token': `${client.csrf}x` } },
        { name: "another session's token", headers: { 'x-xsrf-token': other.csrf! } },
      ];
      const before = await digest();
      for (const attempt of attempts) {
        const res = await client.request({
          method: method as 'POST',
          url: request.url,
          payload: body,
          headers: { ...request.headers, ...attempt.headers },
          csrf: false,
        });
        expect(res.statusCode, `${key} with ${attempt.name}: ${res.body}`).toBe(403);
      }
      // A form another site could send without script: text/plain, no custom header.
      const form = await client.request({
        method: method as 'POST',
        url: request.url,
        payload: 'a=1',
        headers: { 'content-type': 'text/plain' },
        csrf: false,
      });
      expect(form.statusCode, `${key} as a text/plain form`).toBe(403);
      expect(await digest(), `${key} changed the database`).toBe(before);
    });
  }
});

function expectSecurityHeaders(res: { headers: Record<string, unknown> }, what: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  // The same rule for browsers that read only the older header: no page of ours is shown inside a frame.
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(csp, what).toContain("object-src 'none'");
  expect(csp.match(/script-src[^;]*/)?.[0] ?? '', what).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  const web = t.app.routeAccess.has('GET /');
  it.skipIf(!web)('HTML: the app page and a client route', async () => {
    for (const url of ['/', '/rooms']) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectSecurityHeaders(res, url);
    }
  });

  it('JSON, signed in and not, with no-store on API answers', async () => {
    for (const [who, url] of [
      ['anonymous', '/api/rooms/available/rooms'],
      ['guestA', '/api/guest/bookings'],
      ['admin', '/api/staff'],
    ] as const) {
      const res = await world.client(who).get(url);
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders(res, url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  // Headers that act only on a document the browser shows (its opener, its agent cluster, the DNS prefetching of
  // its links, an old browser's XSS filter and download prompt): a page gets them, JSON leaves them out.
  const documentOnly = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-xss-protection',
  ];
  it.skipIf(!web)('the headers only a document uses, on pages and not on API answers', async () => {
    const page = await new Client(t.app).get('/rooms');
    for (const name of documentOnly) expect(page.headers[name], name).toBeDefined();
    for (const url of ['/api/rooms/available/rooms', '/api/rooms/00000000-0000-4000-8000-000000000000']) {
      const res = await world.client('anonymous').get(url);
      for (const name of documentOnly) expect(res.headers[name], `${url}: ${name}`).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-permitted-cross-domain-policies'], url).toBe('none');
    }
  });

  it('errors: 400, 401, 403, 404, 415', async () => {
    const anonymous = world.client('anonymous');
    const answers = [
      await anonymous.get('/api/rooms/not-an-id'),
      await anonymous.get('/api/guest/bookings'),
      await world.client('guestA').get('/api/staff'),
      await anonymous.get('/api/no-such-route'),
      await anonymous.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: '<a/>',
        headers: { 'content-type': 'application/xml' },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([400, 401, 403, 404, 415]);
    for (const res of answers) {
      expectSecurityHeaders(res, `${res.statusCode}`);
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|node_modules|SELECT |drizzle/i);
    }
  });

  it('images: served as WebP with nosniff and the same policy', async () => {
    const res = await world.client('anonymous').get(`/uploads/rooms/${world.imageFile}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(res, 'image');
  });
});

describe('cross-origin requests', () => {
  it('grant no other origin anything: no Access-Control-Allow-Origin or -Credentials, on a read or a preflight', async () => {
    const origin = { origin: 'https://evil.example' };
    const read = await world.client('guestA').get('/api/guest/bookings', origin);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings/create',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    for (const res of [read, preflight]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('cookies', () => {
  it('the session cookie is HttpOnly and SameSite=Lax on /, the XSRF cookie script-readable', async () => {
    const client = new Client(t.app);
    await client.get('/api/auth/me');
    const res = await client.post('/api/auth/login', {
      email: world.users.guestA.email,
      password: 'correct horse battery',
    });
    const cookies = res.cookies as Array<{
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
      domain?: string;
    }>;
    const sid = cookies.find((c) => c.name === 'sid');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.domain).toBeUndefined();
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
    // At least 128 bits from a CSPRNG, sent as text.
    expect(Buffer.from(client.cookies.get('sid')!, 'base64url').length).toBeGreaterThanOrEqual(16);
  });
});
