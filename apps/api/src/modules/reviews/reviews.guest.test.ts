import { REVIEW_MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { countRows } from '../../../test/payments-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-03-20T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

async function guestWithStay(status: 'reserved' | 'checked-in' | 'checked-out' | 'cancelled' = 'checked-out') {
  const guest = await createUser(t.database.db, { name: 'Nora Reviewer' });
  const room = await createRoom(t.database.db, { title: 'Ocean Suite' });
  const { booking } = await createBooking(t.database.db, {
    guestId: guest.id,
    roomId: room.id,
    checkIn: '2031-03-10',
    checkOut: '2031-03-12',
    status,
  });
  const client = new Client(t.app);
  await client.login(guest.email, TEST_PASSWORD);
  return { guest, room, booking, client };
}

describe('reviews by guests', () => {
  it('reviews a checked-out stay once; the room page shows it and its rating and count change', async () => {
    const { client, booking, room } = await guestWithStay();
    const res = await client.post('/api/reviews', { bookingId: booking.id, rating: 4, comment: '  Lovely view.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().review).toMatchObject({
      author: 'Nora Reviewer',
      rating: 4,
      comment: 'Lovely view.',
      bookingId: booking.id,
      date: '2031-03-20T12:00:00.000Z',
      room: { _id: room.id, title: 'Ocean Suite' },
    });

    const twice = await client.post('/api/reviews', { bookingId: booking.id, rating: 5, comment: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REVIEW_MSG.alreadyReviewed);

    const mine = await client.get('/api/reviews/mine');
    expect(mine.json().reviews).toHaveLength(1);

    const publicList = await new Client(t.app).get(`/api/reviews/${room.id}`);
    expect(publicList.json().reviews).toMatchObject([{ author: 'Nora Reviewer', rating: 4, comment: 'Lovely view.' }]);
    const roomPage = await new Client(t.app).get(`/api/rooms/${room.id}`);
    expect(roomPage.json().room).toMatchObject({ rating: 4, reviews: 1 });

    // A second guest's review of the same room moves the average.
    const second = await guestWithStay();
    const { booking: stay } = await createBooking(t.database.db, {
      guestId: second.guest.id,
      roomId: room.id,
      checkIn: '2031-03-14',
      checkOut: '2031-03-15',
      status: 'checked-out',
    });
    await second.client.post('/api/reviews', { bookingId: stay.id, rating: 5, comment: 'Perfect.' });
    expect((await new Client(t.app).get(`/api/rooms/${room.id}`)).json().room).toMatchObject({
      rating: 4.5,
      reviews: 2,
    });
  });

  it.each(['reserved', 'checked-in', 'cancelled'] as const)('refuses a %s stay (409)', async (status) => {
    const { client, booking } = await guestWithStay(status);
    const res = await client.post('/api/reviews', { bookingId: booking.id, rating: 5, comment: 'Too early' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REVIEW_MSG.notCheckedOut);
  });

  it("answers 404 for another guest's stay and stores nothing", async () => {
    const { booking } = await guestWithStay();
    const { client } = await guestWithStay();
    const before = await countRows(t.database.db, 'reviews');
    const res = await client.post('/api/reviews', { bookingId: booking.id, rating: 1, comment: 'Not mine' });
    expect(res.statusCode).toBe(404);
    expect(await countRows(t.database.db, 'reviews')).toBe(before);
  });

  it('checks rating and comment', async () => {
    const { client, booking } = await guestWithStay();
    for (const rating of [0, 6, 3.5]) {
      const res = await client.post('/api/reviews', { bookingId: booking.id, rating, comment: 'ok' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.rating).toBe(REVIEW_MSG.ratingRequired);
    }
    const empty = await client.post('/api/reviews', { bookingId: booking.id, rating: 3, comment: '   ' });
    expect(empty.json().errors.comment).toBe(REVIEW_MSG.commentRequired);
    const long = await client.post('/api/reviews', { bookingId: booking.id, rating: 3, comment: 'x'.repeat(1001) });
    expect(long.json().errors.comment).toBe(REVIEW_MSG.commentTooLong);
    const extra = await client.post('/api/reviews', {
      bookingId: booking.id,
      rating: 3,
      comment: 'ok',
      author: 'Someone',
    });
    expect(extra.json().errors.author).toBeDefined();
  });

  it('is for guests only', async () => {
    const staff = await createUser(t.database.db, { role: 'manager' });
    const client = new Client(t.app);
    await client.login(staff.email, TEST_PASSWORD);
    expect((await client.get('/api/reviews/mine')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/reviews/mine')).statusCode).toBe(401);
  });
});
