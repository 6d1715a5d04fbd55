import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../test/factories.js';
import { createReview } from '../../test/panel-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the public reads a drawn page makes, answered in-process', () => {
  it('answer as the routes do: the same status and body, refusals included', async () => {
    const room = await createRoom(t.database.db, { title: 'Parity Suite', type: 'suite' });
    await createReview(t.database.db, { roomId: room.id });
    const urls = [
      '/api/rooms/available/rooms',
      '/api/rooms/available/rooms?type=suite&sort=price-desc&guests=2',
      `/api/rooms/available/rooms?checkIn=${dayAhead(20)}&checkOut=${dayAhead(23)}`,
      `/api/rooms/available/rooms?checkIn=${dayAhead(-3)}&checkOut=${dayAhead(2)}`,
      `/api/rooms/available/rooms?checkIn=${dayAhead(20)}`,
      '/api/rooms/available/rooms?checkIn=soon&checkOut=later',
      '/api/rooms/available/rooms?type=suite&type=double',
      '/api/rooms/available/rooms?colour=blue',
      `/api/rooms/${room.id}`,
      '/api/rooms/00000000-0000-4000-8000-000000000000',
      '/api/rooms/not-a-room',
      `/api/reviews/${room.id}`,
      '/api/reviews/00000000-0000-4000-8000-000000000000',
    ];
    for (const url of urls) {
      const route = await t.app.inject({ method: 'GET', url });
      const answered = await t.app.inProcessReads.find(url)?.();
      expect(answered, url).toBeDefined();
      expect({ url, status: answered?.status, body: JSON.parse(String(answered?.body)) }).toEqual({
        url,
        status: route.statusCode,
        body: route.json(),
      });
    }
  });

  it('serve no other address, nor one they cannot read: those go through the HTTP layer as requests', () => {
    const others = ['/api/auth/me', '/api/rooms/available/rooms/count', '/api/health', '/api/rooms/x/availability'];
    for (const url of [...others, '/api/reviews/%E0%A4%A']) {
      expect(t.app.inProcessReads.find(url), url).toBeUndefined();
    }
  });
});
