import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await createTestApp();
  client = new Client(t.app);
  await client.get('/api/auth/me');
});
afterAll(async () => {
  await t.close();
});

describe('bad input gets a clear 4xx, never a stack trace', () => {
  it('malformed JSON is 400', async () => {
    const res = await client.post('/api/auth/login', '{"email": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('a wrong content type is 415', async () => {
    const res = await client.post('/api/auth/login', '<xml/>', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Unsupported content type');
  });

  it('a body over the limit is 413', async () => {
    const res = await client.post('/api/auth/login', { email: 'a@b.test', password: 'x'.repeat(101 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await client.get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('__proto__ in a body does not pollute and does not crash', async () => {
    const res = await client.post(
      '/api/guest/register',
      '{"name":"x","email":"p@x.test","password":"abcdefgh","__proto__":{"admin":true}}',
      {
        'content-type': 'application/json',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('sends the security headers on JSON and error answers', async () => {
    for (const res of [await client.get('/api/health'), await client.get('/api/no-such-thing')]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('reports readiness with the database', async () => {
    const res = await client.get('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await client.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
});
