import type { RoomDto } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { createReview, createRoomImage } from '../../../test/rooms-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let client: Client;
const ids: Record<string, string> = {};

// The hotel's "today" in these tests is 2027-01-10.
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2027-01-10T12:00:00Z') });
  client = new Client(t.app);
  const db = t.database.db;
  const make = async (key: string, values: Parameters<typeof createRoom>[1]) => {
    ids[key] = (await createRoom(db, { roomNumber: key, ...values })).id;
  };
  await make('101', { type: 'single', priceCents: 12000, capacity: 1, title: 'Garden Single' });
  await make('201', { type: 'double', priceCents: 18000, capacity: 2, title: 'Courtyard Double' });
  await make('301', {
    type: 'deluxe',
    priceCents: 26000,
    originalPriceCents: 32000,
    capacity: 2,
    title: 'Deluxe King',
    features: ['King bed', 'Rain shower', 'City view', 'Minibar'],
  });
  await make('401', { type: 'suite', priceCents: 48000, capacity: 4, title: 'Harbour Suite' });
  await make('501', { type: 'suite', priceCents: 52000, capacity: 4, title: 'Closed Suite', status: 'maintenance' });
  await make('601', { type: 'double', priceCents: 19000, capacity: 2, title: 'Occupied Double', status: 'occupied' });

  await createReview(db, { roomId: ids['201']!, rating: 5 });
  await createReview(db, { roomId: ids['201']!, rating: 4 });
  await createReview(db, { roomId: ids['101']!, rating: 3 });
  await createReview(db, { roomId: ids['401']!, rating: 5 });
  await createRoomImage(db, ids['301']!, { position: 1, colour: '#223344' });
  await createRoomImage(db, ids['301']!, { position: 0, colour: '#aa8844' });

  const guest = await createUser(db);
  ids.guest = guest.id;
  // Room 201 is held on the nights of 2027-02-10, 11 and 12; a cancelled stay on 2027-02-20 holds nothing.
  await createBooking(db, { guestId: guest.id, roomId: ids['201']!, checkIn: '2027-02-10', checkOut: '2027-02-13' });
  await createBooking(db, {
    guestId: guest.id,
    roomId: ids['201']!,
    checkIn: '2027-02-20',
    checkOut: '2027-02-22',
    status: 'cancelled',
  });
});
afterAll(async () => {
  await t.close();
});

async function list(query = ''): Promise<RoomDto[]> {
  const res = await client.get(`/api/rooms/available/rooms${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rooms;
}
const numbers = (rooms: RoomDto[]) => rooms.map((r) => r.roomNumber);

describe('GET /api/rooms/available/rooms', () => {
  it('lists every room that is not under maintenance, in the Room JSON shape', async () => {
    const rooms = await list();
    expect(numbers(rooms)).toEqual(['101', '201', '301', '401', '601']);
    const deluxe = rooms.find((r) => r.roomNumber === '301')!;
    expect(deluxe).toMatchObject({
      _id: ids['301'],
      type: 'deluxe',
      price: 260,
      originalPrice: 320,
      status: 'available',
      capacity: 2,
      features: ['King bed, Rain shower, City view, Minibar'],
      rating: 0,
      reviews: 0,
    });
    // Images in their display order, as file names served under /uploads/rooms/.
    expect(deluxe.images).toHaveLength(2);
    for (const name of deluxe.images) expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(Object.keys(deluxe).sort()).toEqual(
      [
        '_id',
        'roomNumber',
        'title',
        'type',
        'price',
        'originalPrice',
        'rating',
        'reviews',
        'status',
        'description',
        'capacity',
        'images',
        'features',
      ].sort(),
    );
  });

  it('averages real reviews into rating and counts them', async () => {
    const rooms = await list();
    const byNumber = Object.fromEntries(rooms.map((r) => [r.roomNumber, r]));
    expect(byNumber['201']).toMatchObject({ rating: 4.5, reviews: 2 });
    expect(byNumber['101']).toMatchObject({ rating: 3, reviews: 1 });
  });

  it('filters by type, and "all" means every type', async () => {
    expect(numbers(await list('?type=suite'))).toEqual(['401']);
    expect(numbers(await list('?type=double'))).toEqual(['201', '601']);
    expect(await list('?type=all')).toHaveLength(5);
  });

  it('sorts by price either way and by rating', async () => {
    expect(numbers(await list('?sort=price-asc'))).toEqual(['101', '201', '601', '301', '401']);
    expect(numbers(await list('?sort=price-desc'))).toEqual(['401', '301', '601', '201', '101']);
    // 401 (5.0, one review) before 201 (4.5), then 101 (3.0), then the unreviewed rooms.
    expect(numbers(await list('?sort=rating')).slice(0, 3)).toEqual(['401', '201', '101']);
  });

  it('keeps only rooms that sleep the guests', async () => {
    expect(numbers(await list('?guests=3'))).toEqual(['401']);
    expect(numbers(await list('?guests=2&type=double'))).toEqual(['201', '601']);
  });

  it('hides a room booked on any night of the stay and shows it for adjacent stays', async () => {
    const doubles = (checkIn: string, checkOut: string) =>
      list(`?type=double&checkIn=${checkIn}&checkOut=${checkOut}`).then(numbers);
    expect(await doubles('2027-02-09', '2027-02-11')).toEqual(['601']); // overlaps the first night
    expect(await doubles('2027-02-12', '2027-02-14')).toEqual(['601']); // overlaps the last night
    expect(await doubles('2027-02-11', '2027-02-12')).toEqual(['601']); // inside
    expect(await doubles('2027-02-01', '2027-02-28')).toEqual(['601']); // around
    expect(await doubles('2027-02-07', '2027-02-10')).toEqual(['201', '601']); // leaves the day it is taken
    expect(await doubles('2027-02-13', '2027-02-15')).toEqual(['201', '601']); // arrives the day it is freed
    expect(await doubles('2027-02-20', '2027-02-22')).toEqual(['201', '601']); // only a cancelled stay there
  });

  it('refuses a half, reversed, too long or past date search with field errors', async () => {
    const bad = async (query: string) => {
      const res = await client.get(`/api/rooms/available/rooms${query}`);
      expect(res.statusCode).toBe(400);
      return res.json().errors as Record<string, string>;
    };
    expect(await bad('?checkIn=2027-03-01')).toEqual({ checkOut: 'Select check-in and check-out dates' });
    expect(await bad('?checkIn=2027-03-05&checkOut=2027-03-05')).toEqual({
      checkOut: 'Check-out must be after check-in',
    });
    expect(await bad('?checkIn=2027-03-01&checkOut=2027-04-15')).toEqual({
      checkOut: 'A stay can be at most 30 nights',
    });
    expect(await bad('?checkIn=2027-01-09&checkOut=2027-01-12')).toEqual({
      checkIn: 'Check-in cannot be in the past',
    });
    expect(Object.keys(await bad('?checkIn=2027-02-30&checkOut=2027-03-02'))).toEqual(['checkIn']);
    expect(Object.keys(await bad('?type=penthouse&sort=cheapest&guests=0'))).toEqual(['type', 'sort', 'guests']);
    expect(Object.keys(await bad('?status=maintenance'))).toEqual(['status']);
  });

  it('accepts a stay that starts today', async () => {
    expect(await list('?checkIn=2027-01-10&checkOut=2027-01-11')).toHaveLength(5);
  });
});

describe('GET /api/rooms/:id', () => {
  it('answers one room, also one that is occupied today', async () => {
    const res = await client.get(`/api/rooms/${ids['601']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().room).toMatchObject({ _id: ids['601'], roomNumber: '601', status: 'occupied', price: 190 });
  });

  it("says 'Room not found' for an unknown id and 400 for a malformed one", async () => {
    const missing = await client.get('/api/rooms/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Room not found' });
    const malformed = await client.get('/api/rooms/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('id');
  });
});

describe('GET /api/rooms/:id/availability', () => {
  it('lists the booked ranges that touch the window, without cancelled stays', async () => {
    const res = await client.get(`/api/rooms/${ids['201']}/availability?from=2027-02-01&to=2027-03-01`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2027-02-01',
      to: '2027-03-01',
      booked: [{ checkInDate: '2027-02-10', checkOutDate: '2027-02-13' }],
    });
    const before = await client.get(`/api/rooms/${ids['201']}/availability?from=2027-01-10&to=2027-02-10`);
    expect(before.json().booked).toEqual([]);
    const edge = await client.get(`/api/rooms/${ids['201']}/availability?from=2027-02-12&to=2027-02-13`);
    expect(edge.json().booked).toHaveLength(1);
  });

  it('defaults to the year ahead from the hotel today', async () => {
    const res = await client.get(`/api/rooms/${ids['201']}/availability`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ from: '2027-01-10', to: '2028-01-11' });
    expect(res.json().booked).toHaveLength(1);
  });

  it('refuses a window over 366 days or backwards, and an unknown room', async () => {
    const long = await client.get(`/api/rooms/${ids['201']}/availability?from=2027-01-10&to=2028-01-12`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('to');
    const onlyTo = await client.get(`/api/rooms/${ids['201']}/availability?to=2029-01-01`);
    expect(onlyTo.statusCode).toBe(400);
    const backwards = await client.get(`/api/rooms/${ids['201']}/availability?from=2027-03-01&to=2027-02-01`);
    expect(backwards.statusCode).toBe(400);
    const missing = await client.get('/api/rooms/00000000-0000-4000-8000-000000000000/availability');
    expect(missing.statusCode).toBe(404);
  });
});
