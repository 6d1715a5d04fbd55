import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  client = new Client(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health/ready', () => {
  it('is 503 as soon as the shutdown begins, while the server still answers everything else', async () => {
    expect((await client.get('/api/health/ready')).statusCode).toBe(200);

    t.app.withdrawReadiness();

    const ready = await client.get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', db: 'closing' });
    // Requests a load balancer still sends before it notices are served as usual.
    expect((await client.get('/api/health')).statusCode).toBe(200);
    expect((await client.get('/api/rooms/available/rooms')).statusCode).toBe(200);
    // Stopping is for good.
    expect((await client.get('/api/health/ready')).statusCode).toBe(503);
  });
});
