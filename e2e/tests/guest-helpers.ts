import type { Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';

/** Calls the API as the page's browser context (its cookies), with the XSRF header the app would send. */
async function apiPost(page: Page, path: string, data: unknown) {
  let cookies = await page.context().cookies();
  if (!cookies.some((c) => c.name === 'XSRF-TOKEN')) {
    await page.request.get('/api/auth/me');
    cookies = await page.context().cookies();
  }
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post(path, { data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } });
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A new guest, signed in on the page, holding one reserved stay with its pending bill: two nights far enough
 * ahead that cancelling is free, or one night from today. Each test gets its own, so tests never share a bill.
 * The sign-in goes through the API, as the form would send it: the tests of the form are in auth.spec.ts.
 */
export async function newGuestWithBooking(page: Page, options: { name?: string; arrivingToday?: boolean } = {}) {
  const email = uniqueEmail('payer');
  const password = 'a quiet sea view';
  const name = options.name ?? 'Eleanor Vance';
  // Signing in from a shared session (a role's saved state) would end it for every other test.
  const before = (await (await page.request.get('/api/auth/me')).json()) as { user: unknown };
  expect(before.user, 'the page of a new guest starts signed out').toBeNull();
  const registered = await apiPost(page, '/api/guest/register', { name, email, password });
  expect(registered.status(), await registered.text()).toBe(201);
  const signedIn = await apiPost(page, '/api/auth/login', { email, password });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  // A random stay well ahead, so parallel tests do not compete for the same nights.
  // Arriving today puts the stay inside the 24 hours before check-in: cancelling then costs a night.
  const start = options.arrivingToday
    ? new Date()
    : new Date(Date.now() + (120 + Math.floor(Math.random() * 400)) * 86_400_000);
  const nights = options.arrivingToday ? 1 : 2;
  const checkInDate = isoDay(start);
  const checkOutDate = isoDay(new Date(start.getTime() + nights * 86_400_000));
  // A test running beside this one may take the chosen room for these nights between the search and the
  // booking (409): search again and choose again.
  const bookFreeRoom = async () => {
    const search = await page.request.get(`/api/rooms/available/rooms?checkIn=${checkInDate}&checkOut=${checkOutDate}`);
    const { rooms } = (await search.json()) as { rooms: Array<{ _id: string; title: string; price: number }> };
    const room = rooms[Math.floor(Math.random() * rooms.length)]!;
    const booked = await apiPost(page, '/api/bookings/create', {
      roomId: room._id,
      checkInDate,
      checkOutDate,
      totalPrice: room.price * nights,
      additionalServices: [],
    });
    return { room, booked };
  };
  let { room, booked } = await bookFreeRoom();
  for (let tries = 1; booked.status() === 409 && tries < 3; tries++) ({ room, booked } = await bookFreeRoom());
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { _id: string } };
  await page.goto('/dashboard/guest');
  return { email, password, name, room, booking, checkInDate, checkOutDate, amount: room.price * nights };
}

export async function billingStatusOf(page: Page, bookingId: string): Promise<string | undefined> {
  const res = await page.request.get('/api/guest/bookings');
  const { bookings } = (await res.json()) as { bookings: Array<{ _id: string; billingId: { status: string } }> };
  return bookings.find((b) => b._id === bookingId)?.billingId.status;
}
