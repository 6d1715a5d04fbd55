import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCESS } from '@hotel/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../event-stream.js';
import { createClock, createTestApp } from '../test-app.js';
import { webBuildForTests } from '../web-build.js';
import { AUTHORIZATION_MATRIX, type Outcome, type Probe, suggestedRow } from './authorization-matrix.js';
import { openapiRouteKeys } from './openapi-routes.js';
import { createWorld, FIXED_NOW, PRINCIPALS, type Principal, type World } from './security-fixtures.js';

// The app is built while the file is collected, so that every route it registers becomes a test.
const webBuild = await webBuildForTests();
const t = await createTestApp({ clock: createClock(FIXED_NOW), serveWeb: true, env: { WEB_DIST: webBuild.dir } });
const world: World = await createWorld(t);
const registered = [...t.app.routeAccess.keys()];
const documented = await openapiRouteKeys(t.app);
const allRoutes = [...new Set([...registered, ...documented])].sort();

afterAll(async () => {
  await t.close();
  await webBuild.remove();
});

const MATRIX_FILE = 'apps/api/test/security/authorization-matrix.ts';

function matches(outcome: Outcome, status: number): boolean {
  if (outcome === '2xx') return status >= 200 && status < 300;
  if (outcome === '3xx') return status >= 300 && status < 400;
  return status === outcome;
}

let baseUrl: string | undefined;
async function streamStatus(probe: Probe, principal: Principal): Promise<number> {
  if (!baseUrl) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }
  const cookie = cookieHeader(probe.client ?? world.client(principal));
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${probe.url}`, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
  });
}

async function send(method: string, probe: Probe, principal: Principal) {
  if (probe.stream) return { status: await streamStatus(probe, principal), body: '' };
  const client = probe.client ?? world.client(principal);
  const res = await client.request({
    method: method as 'GET',
    url: probe.url,
    payload: probe.payload ?? (probe.body as Record<string, unknown> | undefined),
    headers: probe.headers,
  });
  return { status: res.statusCode, body: res.body };
}

describe('authorization matrix: every route × every principal', () => {
  for (const key of allRoutes) {
    const row = AUTHORIZATION_MATRIX[key];
    const [method, path] = key.split(' ') as [string, string];
    describe(key, () => {
      if (!row) {
        it('has a row in the matrix', () => {
          expect.fail(
            `${key} has no row in ${MATRIX_FILE}. Add the expected answer for each principal, for example:\n  ${suggestedRow(key, ACCESS[key])}`,
          );
        });
        return;
      }
      if (!registered.includes(key)) {
        it('is registered by the app', () => {
          expect.fail(`${key} is in the OpenAPI document but the app has no such route`);
        });
        return;
      }
      for (const principal of PRINCIPALS) {
        const expected = row.expect[principal];
        it(`${principal} → ${expected}`, async () => {
          const probe = row.probe ? await row.probe(world, principal) : { url: path };
          const { status, body } = await send(method, probe, principal);
          expect(
            matches(expected, status),
            `${key} as ${principal}: expected ${expected}, got ${status} ${body.slice(0, 300)}`,
          ).toBe(true);
        });
      }
    });
  }
});

describe('matrix coverage', () => {
  it("probes the web app's routes too, built or not (a fresh clone runs this before the web build)", () => {
    expect(registered).toContain('GET /*');
  });

  it('every route the app registers or documents has a row', () => {
    const missing = allRoutes.filter((key) => !AUTHORIZATION_MATRIX[key]);
    expect(
      missing,
      `Routes without a row in ${MATRIX_FILE}; add:\n${missing.map((k) => `  ${suggestedRow(k, ACCESS[k])}`).join('\n')}`,
    ).toEqual([]);
  });

  it('every row names a route of the access table (no stale rows)', () => {
    const stale = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !(key in ACCESS));
    expect(stale, 'Rows for routes that no longer exist: remove them').toEqual([]);
  });

  it('every row refuses what the access table refuses: 401 for anonymous, 403 for roles not admitted', () => {
    const roleOf = {
      guestA: 'guest',
      guestB: 'guest',
      receptionist: 'receptionist',
      housekeeping: 'housekeeping',
      manager: 'manager',
      admin: 'admin',
    } as const;
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(AUTHORIZATION_MATRIX)) {
      const access = ACCESS[key];
      if (access === undefined || access === 'public') continue;
      if (row.expect.anonymous !== 401) wrong.push(`${key} anonymous: ${row.expect.anonymous}`);
      if (access === 'auth') continue;
      for (const [principal, role] of Object.entries(roleOf)) {
        const cell = row.expect[principal as Principal];
        if (!access.includes(role) && cell !== 403) wrong.push(`${key} ${principal}: ${cell}`);
        if (access.includes(role) && (cell === 401 || cell === 403)) wrong.push(`${key} ${principal}: ${cell}`);
      }
    }
    expect(wrong, 'Rows that disagree with packages/shared/src/access').toEqual([]);
  });
});
