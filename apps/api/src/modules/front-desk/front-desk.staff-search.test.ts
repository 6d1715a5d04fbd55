import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRoom, createUser } from '../../../test/factories.js';
import { clientAs } from '../../../test/panel-factories.js';
import { type Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let desk: Client;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-08-01T10:00:00Z') });
  desk = (await clientAs(t, 'receptionist')).client;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/front-desk/search', () => {
  it('finds a stay by its reference, guest name or room number, guests by name or phone, and rooms', async () => {
    const db = t.database.db;
    const guest = await createUser(db, { role: 'guest', name: 'Octavia Searchwell', phone: '+44 20 7946 0999' });
    const room = await createRoom(db, { roomNumber: 'S-901', title: 'Searchable Suite' });
    const { booking } = await createBooking(db, {
      guestId: guest.id,
      roomId: room.id,
      checkIn: '2031-08-05',
      checkOut: '2031-08-07',
    });

    const byReference = (await desk.get(`/api/front-desk/search?q=${booking.reference.toLowerCase()}`)).json();
    expect(byReference.stays).toEqual([
      expect.objectContaining({ _id: booking.id, guestName: 'Octavia Searchwell', roomNumber: 'S-901' }),
    ]);
    const byName = (await desk.get('/api/front-desk/search?q=searchwell')).json();
    expect(byName.guests.map((g: { _id: string }) => g._id)).toContain(guest.id);
    expect(byName.stays.map((s: { _id: string }) => s._id)).toContain(booking.id);
    const byPhone = (await desk.get('/api/front-desk/search?q=7946%200999')).json();
    expect(byPhone.guests.map((g: { _id: string }) => g._id)).toContain(guest.id);
    const byRoom = (await desk.get('/api/front-desk/search?q=S-901')).json();
    expect(byRoom.rooms).toEqual([expect.objectContaining({ _id: room.id, title: 'Searchable Suite' })]);
    expect(byRoom.stays.map((s: { _id: string }) => s._id)).toContain(booking.id);
    // A wildcard typed is a character.
    expect((await desk.get('/api/front-desk/search?q=%25%25')).json()).toEqual({ guests: [], stays: [], rooms: [] });
    const short = await desk.get('/api/front-desk/search?q=a');
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['q']);
  });
});
