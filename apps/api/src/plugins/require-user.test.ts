import { MSG } from '@hotel/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.js';
import { requireUser, type SessionUser } from './session.js';

const signedIn: SessionUser = { id: 'u1', name: 'Ada', email: 'ada@example.test', role: 'manager' };

// The access table answers 401 before any route that needs a user runs; this is the route's own guard behind it.
async function appWith(user: SessionUser | null) {
  const app = Fastify();
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = user;
  });
  await app.register(errorsPlugin);
  app.get('/whoami', async (request) => ({ id: requireUser(request).id }));
  return app;
}

describe('requireUser', () => {
  it('gives the route the signed-in user', async () => {
    const app = await appWith(signedIn);
    const res = await app.inject({ method: 'GET', url: '/whoami' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'u1' });
    await app.close();
  });

  it('answers 401 in the app error shape when nobody is signed in', async () => {
    const app = await appWith(null);
    const res = await app.inject({ method: 'GET', url: '/whoami' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.authRequired });
    await app.close();
  });
});
