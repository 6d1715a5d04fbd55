import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.js';
import { createReview } from '../../../test/rooms-factories.js';
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

describe('GET /api/reviews/:roomId', () => {
  it("lists a room's reviews newest first, with the author's name and nothing of the account", async () => {
    const db = t.database.db;
    const room = await createRoom(db);
    const other = await createRoom(db);
    const guest = await createUser(db, { name: 'Amelia Hart' });
    await createReview(db, {
      roomId: room.id,
      guestId: guest.id,
      authorName: 'Amelia Hart',
      rating: 5,
      comment: 'Wonderful.',
      createdAt: new Date('2026-05-02T09:30:00Z'),
    });
    await createReview(db, {
      roomId: room.id,
      authorName: 'Jonas Berg',
      rating: 3,
      comment: 'Quiet, if a little small.',
      createdAt: new Date('2026-06-11T18:00:00Z'),
    });
    await createReview(db, { roomId: other.id, rating: 1 });

    const res = await client.get(`/api/reviews/${room.id}`);
    expect(res.statusCode).toBe(200);
    const { reviews } = res.json();
    expect(reviews).toEqual([
      {
        _id: expect.any(String),
        author: 'Jonas Berg',
        rating: 3,
        date: '2026-06-11T18:00:00.000Z',
        comment: 'Quiet, if a little small.',
      },
      {
        _id: expect.any(String),
        author: 'Amelia Hart',
        rating: 5,
        date: '2026-05-02T09:30:00.000Z',
        comment: 'Wonderful.',
      },
    ]);
    expect(res.body).not.toContain(guest.id);
    expect(res.body).not.toContain(guest.email);
  });

  it('answers an empty list for a room without reviews, 404 for an unknown room and 400 for a bad id', async () => {
    const room = await createRoom(t.database.db);
    expect((await client.get(`/api/reviews/${room.id}`)).json()).toEqual({ reviews: [] });
    const missing = await client.get('/api/reviews/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Room not found' });
    expect((await client.get('/api/reviews/abc')).statusCode).toBe(400);
  });
});
