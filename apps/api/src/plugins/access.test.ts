import { ACCESS, ROLES, type Role } from '@hotel/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { Client, createTestApp, type TestApp } from '../../test/test-app.js';
import { accessPlugin } from './access.js';

let t: TestApp;
const clients = new Map<Role | 'anonymous', Client>();
beforeAll(async () => {
  t = await createTestApp({ serveWeb: true });
  clients.set('anonymous', new Client(t.app));
  for (const role of ROLES) {
    const user = await createUser(t.database.db, { role });
    const client = new Client(t.app);
    await client.login(user.email, TEST_PASSWORD);
    clients.set(role, client);
  }
});
afterAll(async () => {
  await t.close();
});

const sampleUrl = (path: string) =>
  path
    .replace(/:id|:roomId/g, '00000000-0000-4000-8000-000000000000')
    .replace(':file', 'missing.webp')
    .replace('*', 'x');

describe('access control', () => {
  it('every registered route takes its access from the shared table', () => {
    expect(t.app.routeAccess.size).toBeGreaterThan(5);
    for (const [key, access] of t.app.routeAccess) {
      expect(ACCESS[key], key).toBeDefined();
      expect(access, key).toBe(ACCESS[key]);
    }
  });

  it('refuses to start when a route has no access entry', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    await app.after();
    expect(() => app.get('/api/not-in-the-table', async () => ({ ok: true }))).toThrow(/no entry in the access table/);
  });

  it('every protected route answers 401 without a session and 403 to each role it does not admit', async () => {
    for (const [key, access] of t.app.routeAccess) {
      if (access === 'public') continue;
      const [method, path] = key.split(' ') as [string, string];
      const url = sampleUrl(path);
      const anonymous = await clients
        .get('anonymous')!
        .request({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `${key} anonymous`).toBe(401);
      if (access === 'auth') continue;
      for (const role of ROLES.filter((r) => !access.includes(r))) {
        const res = await clients
          .get(role)!
          .request({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${key} as ${role}`).toBe(403);
      }
    }
  });
});
