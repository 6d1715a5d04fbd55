import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { type FilePart, multipartBody, pngClaiming } from '../../../test/multipart.js';
import { auditEntries, clientsByRole, createReview } from '../../../test/panel-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { bookings, roomImages, roomImageVariants, rooms } from '../../db/schema.js';

let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2030-06-10T12:00:00Z') });
  as = await clientsByRole(t);
  jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c9a24d' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Photographer' } } })
    .toBuffer();
  png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#101727' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const fields = (overrides: Record<string, string | string[]> = {}) => ({
  roomNumber: `A${++counter}`,
  title: 'Garden Suite',
  type: 'suite',
  price: '450',
  originalPrice: '520.50',
  status: 'available',
  description: 'Quiet suite over the rose garden.',
  features: 'King bed, Rain shower , Garden view,,',
  ...overrides,
});

function send(
  client: Client,
  method: 'POST' | 'PUT',
  url: string,
  f: Record<string, string | string[]>,
  files: FilePart[] = [],
) {
  const { payload, headers } = multipartBody(f, files);
  return client.request({ method, url, payload, headers });
}

describe('POST /api/rooms', () => {
  it('an admin creates a room with two images, re-encoded to WebP with renditions, without metadata', async () => {
    const res = await send(as.admin, 'POST', '/api/rooms', fields({ roomNumber: 'G1' }), [
      { name: 'front.jpg', data: jpeg },
      { name: 'side.png', type: 'image/png', data: png },
    ]);
    expect(res.statusCode).toBe(201);
    const { message, room } = res.json();
    expect(message).toBe('Room created successfully');
    expect(room).toMatchObject({
      roomNumber: 'G1',
      title: 'Garden Suite',
      type: 'suite',
      price: 450,
      originalPrice: 520.5,
      status: 'available',
      features: ['King bed, Rain shower, Garden view'],
      rating: 0,
      reviews: 0,
    });
    expect(room.images).toHaveLength(2);
    for (const name of room.images) expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const stored = await t.database.db.select().from(roomImages).where(eq(roomImages.roomId, room._id));
    const first = stored.find((s) => s.position === 0)!;
    expect(first.fileName).toBe(room.images[0]);
    expect(first.contentType).toBe('image/webp');
    const meta = await sharp(first.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(first.data.includes(Buffer.from('Secret Photographer'))).toBe(false);
    const variants = await t.database.db
      .select()
      .from(roomImageVariants)
      .where(eq(roomImageVariants.imageId, first.id));
    expect(variants.map((v) => v.width).sort()).toEqual([480, 960]);

    // The stored image is served, and the room appears on the public list.
    const file = await as.anonymous.get(`/uploads/rooms/${room.images[0]}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const publicList = (await as.anonymous.get('/api/rooms/available/rooms')).json();
    expect(publicList.rooms.map((r: { _id: string }) => r._id)).toContain(room._id);

    const [entry] = await auditEntries(t.database.db, room._id);
    expect(entry).toMatchObject({
      action: 'room.create',
      details: { after: { roomNumber: 'G1', images: room.images } },
    });
  });

  it('a manager may create rooms too; the desk, housekeeping and a guest may not upload', async () => {
    expect((await send(as.manager, 'POST', '/api/rooms', fields())).statusCode).toBe(201);
    for (const client of [as.receptionist, as.housekeeping, as.guest]) {
      const res = await send(client, 'POST', '/api/rooms', fields(), [{ name: 'a.jpg', data: jpeg }]);
      expect(res.statusCode).toBe(403);
    }
    expect((await send(as.anonymous, 'POST', '/api/rooms', fields())).statusCode).toBe(401);
  });

  it('refuses a sixth image with the spec’s message', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', data: png }));
    const res = await send(as.admin, 'POST', '/api/rooms', fields(), six);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can upload a maximum of 5 images');
  });

  it('judges files by their bytes: an SVG with a script, an executable named .jpg and a text file are 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
    for (const file of [
      { name: 'x.svg', type: 'image/svg+xml', data: svg },
      { name: 'photo.jpg', type: 'image/jpeg', data: exe },
      { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('just some text pretending') },
    ]) {
      const res = await send(as.admin, 'POST', '/api/rooms', fields(), [file]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only JPEG, PNG and WebP images are accepted');
    }
  });

  it('refuses a PNG whose header claims 100000×100000 pixels without decoding it', async () => {
    const res = await send(as.admin, 'POST', '/api/rooms', fields(), [
      { name: 'bomb.png', type: 'image/png', data: pngClaiming(100_000, 100_000) },
    ]);
    expect([413, 415]).toContain(res.statusCode);
    expect(res.statusCode).toBe(413);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await send(as.admin, 'POST', '/api/rooms', fields(), [
      { name: 'big.png', type: 'image/png', data: big },
    ]);
    expect(res.statusCode).toBe(413);
  });

  it('ignores the upload’s file name, path tricks included', async () => {
    const res = await send(as.admin, 'POST', '/api/rooms', fields(), [{ name: '../../x.jpg', data: jpeg }]);
    expect(res.statusCode).toBe(201);
    const [name] = res.json().room.images;
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(name).not.toContain('x.jpg');
  });

  it('lists every field problem, and refuses unknown fields and files under other names', async () => {
    const res = await send(
      as.admin,
      'POST',
      '/api/rooms',
      { type: 'castle', price: '-3', status: 'open', role: 'admin' },
      [{ field: 'avatar', name: 'a.png', type: 'image/png', data: png }],
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'avatar',
      'price',
      'role',
      'roomNumber',
      'status',
      'title',
      'type',
    ]);
    const below = await send(as.admin, 'POST', '/api/rooms', fields({ price: '300', originalPrice: '200' }));
    expect(below.json().errors).toEqual({ originalPrice: 'The original price cannot be below the price' });
  });

  it('answers 409 with the field for a room number in use, and 415 for JSON', async () => {
    await createRoom(t.database.db, { roomNumber: 'DUP1' });
    const res = await send(as.admin, 'POST', '/api/rooms', fields({ roomNumber: 'DUP1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ roomNumber: 'A room with this number already exists' });
    expect((await as.admin.post('/api/rooms', fields())).statusCode).toBe(415);
  });
});

describe('PUT /api/rooms/:id', () => {
  async function roomWithImages(n: number) {
    const files = Array.from({ length: n }, (_, i) => ({ name: `${i}.png`, type: 'image/png', data: png }));
    const res = await send(as.admin, 'POST', '/api/rooms', fields(), files);
    return res.json().room as { _id: string; roomNumber: string; images: string[] };
  }

  it('keeps and reorders the listed images, removes the others and appends new uploads', async () => {
    const room = await roomWithImages(3);
    const [a, b, c] = room.images;
    const res = await send(
      as.manager,
      'PUT',
      `/api/rooms/${room._id}`,
      fields({ roomNumber: room.roomNumber, title: 'Renamed', keepImages: [c!, a!] }),
      [{ name: 'new.jpg', data: jpeg }],
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().room;
    expect(res.json().message).toBe('Room updated successfully');
    expect(updated.title).toBe('Renamed');
    expect(updated.images.slice(0, 2)).toEqual([c, a]);
    expect(updated.images).toHaveLength(3);
    expect(updated.images).not.toContain(b);
    const [entry] = await auditEntries(t.database.db, room._id);
    expect(entry).toMatchObject({
      action: 'room.update',
      details: { before: { title: 'Garden Suite' }, after: { title: 'Renamed' } },
    });
  });

  it('keeps every image when keepImages is absent, and removes all when it is empty', async () => {
    const room = await roomWithImages(2);
    const kept = await send(as.admin, 'PUT', `/api/rooms/${room._id}`, fields({ roomNumber: room.roomNumber }));
    expect(kept.json().room.images).toEqual(room.images);
    const none = await send(
      as.admin,
      'PUT',
      `/api/rooms/${room._id}`,
      fields({ roomNumber: room.roomNumber, keepImages: '' }),
    );
    expect(none.json().room.images).toEqual([]);
  });

  it('counts the kept images in the limit of five', async () => {
    const room = await roomWithImages(4);
    const res = await send(
      as.admin,
      'PUT',
      `/api/rooms/${room._id}`,
      fields({ roomNumber: room.roomNumber, keepImages: room.images }),
      [
        { name: 'a.png', type: 'image/png', data: png },
        { name: 'b.png', type: 'image/png', data: png },
      ],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can upload a maximum of 5 images');
    // Nothing changed.
    const rows = await t.database.db.select().from(roomImages).where(eq(roomImages.roomId, room._id));
    expect(rows).toHaveLength(4);
  });

  it('refuses an image name of another room, and answers 404 for an unknown room', async () => {
    const mine = await roomWithImages(1);
    const other = await roomWithImages(1);
    const res = await send(
      as.admin,
      'PUT',
      `/api/rooms/${mine._id}`,
      fields({ roomNumber: mine.roomNumber, keepImages: other.images }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.keepImages).toBe('This image does not belong to the room');
    expect((await send(as.admin, 'PUT', `/api/rooms/${crypto.randomUUID()}`, fields())).statusCode).toBe(404);
  });

  it('is refused to the desk and guests', async () => {
    const room = await createRoom(t.database.db);
    expect((await send(as.receptionist, 'PUT', `/api/rooms/${room.id}`, fields())).statusCode).toBe(403);
    expect((await send(as.guest, 'PUT', `/api/rooms/${room.id}`, fields())).statusCode).toBe(403);
  });
});

describe('GET /api/rooms and the available count', () => {
  it('lists every status for management, paginated, searchable and sortable', async () => {
    const loft = await createRoom(t.database.db, {
      roomNumber: 'Z900',
      title: 'Maintenance Loft',
      status: 'maintenance',
      priceCents: 99_900,
    });
    await createReview(t.database.db, { roomId: loft.id, rating: 5 });
    await createReview(t.database.db, { roomId: loft.id, rating: 4 });
    const res = await as.manager.get('/api/rooms?q=loft');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      page: 1,
      limit: 20,
      rooms: [{ roomNumber: 'Z900', status: 'maintenance', price: 999, rating: 4.5, reviews: 2 }],
    });
    const byPrice = (await as.admin.get('/api/rooms?sort=price&order=desc&limit=1')).json();
    expect(byPrice.rooms[0].roomNumber).toBe('Z900');
    expect(byPrice.total).toBeGreaterThan(1);
    expect((await as.receptionist.get('/api/rooms')).statusCode).toBe(403);
  });

  it('counts available rooms for the desk and management only', async () => {
    const before = (await as.receptionist.get('/api/rooms/available/rooms/count')).json().totalRooms;
    await createRoom(t.database.db, { status: 'available' });
    await createRoom(t.database.db, { status: 'cleaning' });
    expect((await as.admin.get('/api/rooms/available/rooms/count')).json()).toEqual({ totalRooms: before + 1 });
    expect((await as.housekeeping.get('/api/rooms/available/rooms/count')).statusCode).toBe(403);
    expect((await as.guest.get('/api/rooms/available/rooms/count')).statusCode).toBe(403);
  });
});

describe('DELETE /api/rooms/:id', () => {
  it('only the admin deletes, and never a room with a guest in house or an upcoming stay', async () => {
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db);
    const { booking } = await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-07-01',
      checkOut: '2030-07-03',
    });
    expect((await as.manager.delete(`/api/rooms/${room.id}`)).statusCode).toBe(403);
    const refused = await as.admin.delete(`/api/rooms/${room.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be deleted/);

    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    // A past stay that was never checked in does not hold the room either.
    await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-05-01',
      checkOut: '2030-05-03',
    });
    const res = await as.admin.delete(`/api/rooms/${room.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Room deleted successfully' });
    // The room had stays: it is archived, not deleted, and its stays are still there.
    const [archived] = await t.database.db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(archived?.archivedAt).not.toBeNull();
    expect(await t.database.db.select().from(bookings).where(eq(bookings.roomId, room.id))).toHaveLength(2);
    expect((await as.admin.delete(`/api/rooms/${room.id}`)).statusCode).toBe(404);
  });

  it('an archived room is off sale and off the site, while its past stays keep their bills and revenue', async () => {
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db, { roomNumber: 'ARCH-1' });
    await createBooking(
      t.database.db,
      { guestId: guest.id, roomId: room.id, checkIn: '2030-05-01', checkOut: '2030-05-03', status: 'checked-out' },
      { status: 'confirmed', paymentMethod: 'card' },
    );
    const revenue = async () => (await as.admin.get('/api/billings/total-revenue')).json().totalRevenue;
    const before = await revenue();
    expect((await as.admin.delete(`/api/rooms/${room.id}`)).statusCode).toBe(200);
    expect(await revenue()).toBe(before);
    const anonymous = new Client(t.app);
    expect((await anonymous.get(`/api/rooms/${room.id}`)).statusCode).toBe(404);
    expect((await anonymous.get('/api/rooms/available/rooms')).body).not.toContain(room.id);
    expect((await as.admin.get('/api/rooms?limit=100')).body).not.toContain(room.id);
    expect((await as.admin.get('/api/bookings?q=ARCH-1')).json().bookings).toHaveLength(1);
    const guestClient = new Client(t.app);
    await guestClient.login(guest.email, TEST_PASSWORD);
    const booking = await guestClient.post('/api/bookings/create', {
      roomId: room.id,
      checkInDate: '2030-08-01',
      checkOutDate: '2030-08-02',
      totalPrice: 200,
      additionalServices: [],
    });
    expect(booking.statusCode).toBeGreaterThanOrEqual(400);
    expect(booking.statusCode).toBeLessThan(500);
  });

  it('a room that never had a stay is deleted outright', async () => {
    const room = await createRoom(t.database.db);
    expect((await as.admin.delete(`/api/rooms/${room.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(rooms).where(eq(rooms.id, room.id))).toEqual([]);
  });

  it('refuses while a guest is checked in, even past the planned departure', async () => {
    const guest = await createUser(t.database.db);
    const room = await createRoom(t.database.db);
    await createBooking(t.database.db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2030-06-01',
      checkOut: '2030-06-05',
      status: 'checked-in',
    });
    expect((await as.admin.delete(`/api/rooms/${room.id}`)).statusCode).toBe(409);
  });
});
