import { expect, request } from '@playwright/test';
import { authFile, DEMO_ACCOUNTS, DEMO_PASSWORD, SIGNED_OUT, uniqueEmail } from './fixtures';

/**
 * A logged-in API session that sends the XSRF token back, as the web app does. A demo account starts from the
 * state its sign-in saved for the run (auth.setup.ts); anyone else signs in here, from no state at all.
 */
export async function apiSession(baseURL: string, email?: string, password = DEMO_PASSWORD) {
  const demo = password === DEMO_PASSWORD ? DEMO_ACCOUNTS.find((a) => a.email === email) : undefined;
  const ctx = await request.newContext({ baseURL, storageState: demo ? authFile(demo.role) : SIGNED_OUT });
  await ctx.get('/api/auth/me');
  const token = async () => (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const send = async (method: 'post' | 'put', url: string, data?: unknown) =>
    ctx[method](url, { data, headers: { 'X-XSRF-TOKEN': await token() } });
  const session = {
    ctx,
    post: (url: string, data?: unknown) => send('post', url, data),
    put: (url: string, data?: unknown) => send('put', url, data),
    get: (url: string) => ctx.get(url),
    async json<T>(url: string): Promise<T> {
      const res = await ctx.get(url);
      expect(res.status(), `GET ${url}`).toBe(200);
      return (await res.json()) as T;
    },
    dispose: () => ctx.dispose(),
  };
  if (email && !demo) {
    const res = await session.post('/api/auth/login', { email, password });
    expect(res.status(), `login as ${email}`).toBe(200);
  }
  return session;
}
export type ApiSession = Awaited<ReturnType<typeof apiSession>>;

interface Room {
  _id: string;
  roomNumber: string;
  title: string;
  price: number;
  status: string;
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The hotel's today, as the desk sees it. */
export async function hotelToday(desk: ApiSession): Promise<string> {
  return (await desk.json<{ date: string }>('/api/bookings/checkinandcheckoutguest')).date;
}

/**
 * A new guest who booked one night from today in a room that is ready, so that the desk can check them in
 * without touching anyone else's data.
 */
export async function arrivalForToday(baseURL: string, desk: ApiSession) {
  const today = await hotelToday(desk);
  const tomorrow = nextDay(today);
  const name = `Eleanor Vance ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const email = uniqueEmail('arrival');
  const password = 'quiet-harbour-7781';
  const anonymous = await apiSession(baseURL);
  expect((await anonymous.post('/api/guest/register', { name, email, password })).status()).toBe(201);
  await anonymous.dispose();

  const guest = await apiSession(baseURL, email, password);
  const { rooms } = await guest.json<{ rooms: Room[] }>(
    `/api/rooms/available/rooms?checkIn=${today}&checkOut=${tomorrow}`,
  );
  const board = await desk.json<{ rooms: Array<{ _id: string; openTaskCount: number }> }>('/api/front-desk/rooms');
  const quiet = new Set(board.rooms.filter((r) => r.openTaskCount === 0).map((r) => r._id));
  // Rooms ready now and with nothing pending, so the test's own steps decide what the board shows.
  const candidates = rooms.filter((r) => r.status === 'available' && quiet.has(r._id));
  for (const room of candidates) {
    const res = await guest.post('/api/bookings/create', {
      roomId: room._id,
      checkInDate: today,
      checkOutDate: tomorrow,
      totalPrice: room.price,
      additionalServices: [],
    });
    // Another test may have taken this room a moment ago: try the next one.
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(201);
    const { booking } = (await res.json()) as { booking: { _id: string } };
    await guest.dispose();
    return { name, email, room, bookingId: booking._id, today };
  }
  throw new Error('No free, ready room for tonight in the demo hotel');
}
