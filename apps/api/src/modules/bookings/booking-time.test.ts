import { nightsBetween, stayTotalCents } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

describe('nights and price of a stay', () => {
  it.each([
    ['2027-01-30', '2027-02-02', 3], // across a month end
    ['2027-12-30', '2028-01-02', 3], // across a year end
    ['2028-02-28', '2028-03-01', 2], // a leap day in between
    ['2027-02-28', '2027-03-01', 1], // no leap day
    ['2028-02-29', '2028-03-01', 1], // arriving on the leap day
    ['2027-03-13', '2027-03-16', 3], // the night clocks go forward in New York
    ['2027-10-30', '2027-11-01', 2], // the night clocks go back in Europe
    ['2027-11-06', '2027-11-08', 2], // the night clocks go back in New York
  ])('%s → %s is %i nights', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
    expect(stayTotalCents(18_050, nights)).toBe(18_050 * nights);
  });
});

describe('in a hotel time zone with daylight saving', () => {
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    // 03:30 UTC on 15 March is still the evening of 14 March in New York.
    t = await createTestApp({
      env: { HOTEL_TIMEZONE: 'America/New_York' },
      clock: createClock('2027-03-15T03:30:00Z'),
    });
    const guest = await createUser(t.database.db);
    client = new Client(t.app);
    await client.login(guest.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  it("uses the hotel's today: arriving on 14 March is still possible at 23:30 local time", async () => {
    const room = await createRoom(t.database.db, { priceCents: 15_000 });
    const body = { roomId: room.id, checkInDate: '2027-03-14', checkOutDate: '2027-03-15', totalPrice: 150 };
    const res = await client.post('/api/bookings/create', body);
    expect(res.statusCode, res.body).toBe(201);
    const past = await client.post('/api/bookings/create', { ...body, checkInDate: '2027-03-13', totalPrice: 300 });
    expect(past.statusCode).toBe(400);
  });

  it('prices a stay over the autumn clock change by nights, not hours', async () => {
    const room = await createRoom(t.database.db, { priceCents: 21_000 });
    const res = await client.post('/api/bookings/create', {
      roomId: room.id,
      checkInDate: '2027-11-06',
      checkOutDate: '2027-11-08',
      totalPrice: 420,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({ nights: 2, totalPrice: 420 });
    expect(res.json().message).toBe('Booked 2 night(s) successfully. Please confirm to complete the booking.');
  });
});
