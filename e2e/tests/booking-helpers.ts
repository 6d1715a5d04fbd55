import { expect, type Page, request } from '@playwright/test';
import { SIGNED_OUT, uniqueEmail } from './fixtures';

export interface ListedRoom {
  _id: string;
  title: string;
  roomNumber: string;
  price: number;
  capacity: number;
  type: string;
  originalPrice: number | null;
  features: string[];
}

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
export const daysFromNow = (days: number): string => isoDay(new Date(Date.now() + days * 86_400_000));
export const addDays = (date: string, days: number): string =>
  isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** A stay far ahead and at a random offset, so parallel tests (and reruns) do not compete for nights. */
export function randomStay(nights = 2, from = 150, span = 380) {
  const checkIn = daysFromNow(from + Math.floor(Math.random() * span));
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

/** A fresh guest with an API session of its own (not the page's), for setting up other people's bookings. */
export async function otherGuest(baseURL: string) {
  const ctx = await request.newContext({ baseURL, storageState: SIGNED_OUT });
  await ctx.get('/api/auth/me');
  const post = async (url: string, data: unknown, headers: Record<string, string> = {}) => {
    const token = (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return ctx.post(url, { data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), ...headers } });
  };
  const email = uniqueEmail('blocker');
  const password = 'a room with a view';
  expect((await post('/api/guest/register', { name: 'Other Guest', email, password })).status()).toBe(201);
  expect((await post('/api/auth/login', { email, password })).status()).toBe(200);
  return {
    email,
    password,
    async book(room: ListedRoom, checkInDate: string, checkOutDate: string) {
      const nights = (Date.parse(checkOutDate) - Date.parse(checkInDate)) / 86_400_000;
      const res = await post('/api/bookings/create', {
        roomId: room._id,
        checkInDate,
        checkOutDate,
        totalPrice: Math.round(room.price * 100 * nights) / 100,
        additionalServices: [],
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).booking as { _id: string };
    },
    dispose: () => ctx.dispose(),
  };
}

export async function listRooms(page: Page, query = ''): Promise<ListedRoom[]> {
  const res = await page.request.get(`/api/rooms/available/rooms${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()).rooms;
}

/** Registers a guest through the API and logs the page in through the login form. */
export async function registerGuest(page: Page) {
  const email = uniqueEmail('booker');
  const password = 'linen and brass';
  await page.request.get('/api/auth/me');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/api/guest/register', {
    data: { name: 'Keyboard Guest', email, password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/** Presses Tab until the focused element's name (aria-label, its label, or its text) matches. */
export async function tabTo(page: Page, matches: (el: { name: string }) => boolean, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
      return (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').trim();
    });
    if (matches({ name })) return;
  }
  throw new Error('the element was not reached with Tab');
}

/** The focused element is visible and not hidden under the sticky navbar (WCAG 2.4.7, 2.4.11). */
export async function expectFocusVisible(page: Page) {
  const box = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const header = document.querySelector('header');
    const inDialog = Boolean(el.closest('dialog'));
    const top = inDialog ? 0 : (header?.getBoundingClientRect().bottom ?? 0);
    return { visible: r.width > 0 && r.height > 0, below: r.bottom > top, inView: r.top < innerHeight };
  });
  expect(box, 'something has focus').not.toBeNull();
  expect(box).toEqual({ visible: true, below: true, inView: true });
}
