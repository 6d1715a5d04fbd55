import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.js';
import { auditEntries, clientsByRole, createReview } from '../../../test/panel-factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await clientsByRole(t);
});
afterAll(async () => {
  await t.close();
});

describe('reviews on the staff screen', () => {
  it('lists reviews with the guest’s name and the room number, filtered and sorted', async () => {
    const room = await createRoom(t.database.db, { roomNumber: 'RV-1', title: 'Harbour King' });
    await createReview(t.database.db, {
      roomId: room.id,
      authorName: 'Iris Low',
      rating: 2,
      comment: 'Noisy pipes.',
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    await createReview(t.database.db, {
      roomId: room.id,
      authorName: 'Ivan High',
      rating: 5,
      comment: 'Perfect.',
      createdAt: new Date('2030-01-02T00:00:00Z'),
    });
    const res = await as.manager.get('/api/reviews?q=RV-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      reviews: [
        {
          guest: { name: 'Ivan High' },
          room: { roomNumber: 'RV-1', title: 'Harbour King' },
          rating: 5,
          date: '2030-01-02T00:00:00.000Z',
          comment: 'Perfect.',
        },
        { guest: { name: 'Iris Low' }, rating: 2 },
      ],
    });
    const low = (await as.admin.get('/api/reviews?q=RV-1&sort=rating&order=asc')).json();
    expect(low.reviews[0].rating).toBe(2);
    expect((await as.admin.get('/api/reviews?rating=5&q=RV-1')).json().total).toBe(1);
    expect((await as.admin.get('/api/reviews?rating=6')).statusCode).toBe(400);
  });

  it('admin and manager delete a review, audited; others may not', async () => {
    const room = await createRoom(t.database.db);
    const review = await createReview(t.database.db, { roomId: room.id });
    for (const client of [as.receptionist, as.housekeeping, as.guest]) {
      expect((await client.delete(`/api/reviews/${review.id}`)).statusCode).toBe(403);
    }
    const res = await as.manager.delete(`/api/reviews/${review.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Review deleted successfully' });
    expect((await as.manager.delete(`/api/reviews/${review.id}`)).statusCode).toBe(404);
    const [entry] = await auditEntries(t.database.db, review.id);
    expect(entry).toMatchObject({ action: 'review.delete', details: { before: { comment: 'Lovely stay.' } } });
    // The public list no longer has it.
    const pub = (await as.anonymous.get(`/api/reviews/${room.id}`)).json();
    expect(pub.reviews).toEqual([]);
  });

  it('the list is management’s only', async () => {
    expect((await as.receptionist.get('/api/reviews')).statusCode).toBe(403);
    expect((await as.anonymous.get('/api/reviews')).statusCode).toBe(401);
  });
});
