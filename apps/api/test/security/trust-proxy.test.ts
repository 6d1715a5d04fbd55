import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Whose address a request is counted under (the rate limit, the login throttle, the logs) when it says it came
 * through proxies: only the proxies the operator names may say so (issue 19, finding 2).
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * Six requests from one socket, each claiming a different client before the entry the proxy appended:
 * `realClient` for all of them, or a different real client each time (several guests behind one proxy).
 */
async function burst(env: Record<string, string>, socket: string, realClient: string | 'each different') {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5', ...env } });
  const answers: number[] = [];
  for (let i = 0; i < 6; i++) {
    const real = realClient === 'each different' ? `192.0.2.${100 + i}` : realClient;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: socket,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${real}` },
    });
    answers.push(res.statusCode);
  }
  return answers;
}

describe('TRUST_PROXY', () => {
  it('refuses `true`, which would let any client choose its own address, and a malformed list', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let any client/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/hop count or addresses/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/hop count or addresses/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('off by default: X-Forwarded-For is ignored, the socket is the client', async () => {
    expect(await burst({}, '203.0.113.9', '192.0.2.50')).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with a hop count, the address the nearest proxy saw counts: entries a client adds change nothing', async () => {
    expect(await burst({ TRUST_PROXY: '1' }, '10.0.0.2', '192.0.2.51')).toEqual([200, 200, 200, 200, 200, 429]);
    await t?.close();
    // Six guests behind the one proxy are six clients.
    expect(await burst({ TRUST_PROXY: '1' }, '10.0.0.2', 'each different')).toEqual([200, 200, 200, 200, 200, 200]);
    await t?.close();
    // Without trust they would all be the proxy.
    expect(await burst({}, '10.0.0.2', 'each different')).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with the proxies’ addresses, only they are believed, and a client addressing the app directly is itself', async () => {
    expect(await burst({ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2', '192.0.2.52')).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
    await t?.close();
    expect(await burst({ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2', 'each different')).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    await t?.close();
    // Not from the proxy: its X-Forwarded-For is the client's own claim and is ignored.
    expect(await burst({ TRUST_PROXY: '10.0.0.0/8' }, '203.0.113.10', '192.0.2.53')).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
  });
});
