import { MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.js';
import { createCapturedApp } from './captured-app.js';

/** The per-address ceiling (QUALITY.md security 3 and 21): 429 with Retry-After, logged, per address. */

let c: Awaited<ReturnType<typeof createCapturedApp>>;
beforeAll(async () => {
  c = await createCapturedApp({ RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(async () => {
  await c.t.close();
});

const from = (remoteAddress: string, url = '/api/health') => c.t.app.inject({ method: 'GET', url, remoteAddress });

describe('rate limit per client address', () => {
  it('answers 429 with Retry-After once an address has used its minute, and logs it', async () => {
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const refused = await from('203.0.113.7', '/api/rooms/available/rooms');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(c.lines.some((line) => line.includes('"event":"rate_limited"'))).toBe(true);
  });

  it('answers a browser asking for a page with a page saying so, and the API with its JSON', async () => {
    const address = '203.0.113.9';
    // What a browser sends for an address typed or a link followed.
    const browse = (url: string) =>
      c.t.app.inject({
        method: 'GET',
        url,
        remoteAddress: address,
        headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      });
    for (let i = 0; i < 5; i++) expect((await from(address)).statusCode).toBe(200);
    const page = await browse('/rooms');
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toMatch(/^<!doctype html>/i);
    expect(page.body).toContain(`<h1>${MSG.tooManyAttempts}</h1>`);
    expect(page.body).toContain('href="/"');
    const api = await browse('/api/rooms/available/rooms');
    expect(api.statusCode).toBe(429);
    expect(api.json()).toEqual({ message: MSG.tooManyAttempts });
  });

  it('counts each address on its own', async () => {
    expect((await from('198.51.100.20')).statusCode).toBe(200);
  });

  it('can be turned off with 0', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
    try {
      for (let i = 0; i < 30; i++) expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
