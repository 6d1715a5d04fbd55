import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { Client, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  email = (await createUser(t.database.db)).email;
});
afterAll(async () => {
  await t.close();
});

const registerBody = (n: number) => ({
  name: 'Csrf Test',
  email: `csrf-${n}@example.test`,
  password: 'a long passphrase',
});

describe('signed double-submit CSRF', () => {
  it('sets a script-readable XSRF-TOKEN cookie on the first answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses an unsafe request without the header, and changes nothing', async () => {
    const client = new Client(t.app);
    await client.get('/api/auth/me');
    const res = await client.request({
      method: 'POST',
      url: '/api/guest/register',
      payload: registerBody(1),
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Invalid or missing CSRF token' });
    const login = await client.post('/api/auth/login', { email: 'csrf-1@example.test', password: 'a long passphrase' });
    expect(login.statusCode).toBe(401);
  });

  it('refuses login without a token too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = new Client(t.app);
    await client.get('/api/auth/me');
    const res = await client.post('/api/guest/register', registerBody(2), { 'x-xsrf-token': `${client.csrf}x` });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a forged token whose signature was not made by the server', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/register',
      payload: registerBody(3),
      cookies: { 'XSRF-TOKEN': 'abc.def' },
      headers: { 'x-xsrf-token': 'abc.def' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a valid token taken from another session', async () => {
    const a = new Client(t.app);
    const b = new Client(t.app);
    await a.login(email, TEST_PASSWORD);
    await b.login(email, TEST_PASSWORD);
    const stolen = a.csrf!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sid: b.cookies.get('sid')!, 'XSRF-TOKEN': stolen },
      headers: { 'x-xsrf-token': stolen },
    });
    expect(res.statusCode).toBe(403);
    expect((await b.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('a token from before login does not work after login (a new one is issued)', async () => {
    const client = new Client(t.app);
    await client.get('/api/auth/me');
    const before = client.csrf!;
    await client.login(email, TEST_PASSWORD);
    expect(client.csrf).not.toBe(before);
    const res = await client.post('/api/auth/logout', undefined, { 'x-xsrf-token': before });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a text/plain form post', async () => {
    const client = new Client(t.app);
    await client.get('/api/auth/me');
    const res = await client.request({
      method: 'POST',
      url: '/api/guest/register',
      payload: 'name=x&email=y',
      headers: { 'content-type': 'text/plain' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a cross-site request even with a token', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/guest/register', registerBody(4), { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });
});
