import type { Browser, Page } from '@playwright/test';
import { listRooms, randomStay, registerGuest } from './booking-helpers';
import {
  authFile,
  expect,
  expectNoA11yViolations,
  loginThroughUi,
  openDashboard,
  SIGNED_OUT,
  type Theme,
  test,
  useTheme,
} from './fixtures';
import { newGuestWithBooking } from './guest-helpers';

const PHONE = { width: 360, height: 740 };

/** Dollars as the app shows them: "$1,185", "$120.50". */
const money = (amount: number) =>
  `$${amount.toLocaleString('en-US', Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "2031-04-10" → "Thu, Apr 10, 2031", as a stay's date reads with its weekday. */
const withWeekday = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/** Books a room through the room page as a new guest; the page ends on wherever the app sends the guest. */
async function bookThroughRoomPage(page: Page) {
  const account = await registerGuest(page);
  await loginThroughUi(page, account.email, account.password);
  const stay = randomStay(2);
  const [room] = await listRooms(page, `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
  await page.goto(`/room/${room!._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
  await expect(page.getByText(/^2 nights × \$/)).toBeVisible();
  await page.getByLabel('Laundry').check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create'));
  await page
    .getByRole('dialog', { name: 'Review your booking' })
    .getByRole('button', { name: 'Confirm booking' })
    .click();
  const { booking } = (await (await created).json()) as { booking: { _id: string; reference: string } };
  await expect(page.getByText('Booked 2 night(s) successfully. Please confirm to complete the booking.')).toBeVisible();
  return { room: room!, stay, booking, total: Math.round(room!.price * 200) / 100 };
}

async function expectConfirmation(page: Page, booked: Awaited<ReturnType<typeof bookThroughRoomPage>>) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your stay is reserved' })).toBeVisible();
  const main = page.getByRole('article');
  await expect(main).toContainText(booked.booking.reference);
  await expect(main).toContainText(booked.room.title);
  await expect(main).toContainText(`${withWeekday(booked.stay.checkIn)} from 3:00 PM`);
  await expect(main).toContainText(`${withWeekday(booked.stay.checkOut)} by 11:00 AM`);
  await expect(main).toContainText('1 guest');
  await expect(main).toContainText('Laundry');
  await expect(main).toContainText(money(booked.total));
  await expect(main).toContainText(/Free cancellation until \w{3}, \w{3} \d{1,2}, \d{4}, 3:00 PM .+ \(hotel time\)/);
  await expect(main.getByText('Reserved · payment due')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pay now' })).toBeVisible();
}

async function asAnotherGuest(browser: Browser, url: string) {
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await context.newPage();
  const account = await registerGuest(page);
  await loginThroughUi(page, account.email, account.password);
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('a guest books a room and lands on its confirmation, which has an address of its own', async ({
  page,
  browser,
}) => {
  const booked = await bookThroughRoomPage(page);
  const address = `/dashboard/guest/bookings/${booked.booking._id}`;
  await expect(page).toHaveURL(address);
  await expectConfirmation(page, booked);

  await page.reload();
  await expectConfirmation(page, booked);

  // Another guest at the same address learns nothing of the stay.
  const other = await asAnotherGuest(browser, address);
  await expect(other.page.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeAttached();
  await expect(other.page.getByText('There is no booking of yours at this address.')).toBeVisible();
  await expect(other.page.getByText(booked.booking.reference)).toHaveCount(0);
  await expect(other.page.getByText(booked.room.title)).toHaveCount(0);
  await other.page.goto('/dashboard/guest/bookings/00000000-0000-4000-8000-000000000000');
  await expect(other.page.getByText('There is no booking of yours at this address.')).toBeVisible();
  await other.close();
});

test.describe('on a phone, 360 px wide', () => {
  test.use({ viewport: PHONE });

  test('the payment window shows the stay and the whole amount due', async ({ page }) => {
    const { booking, amount, checkInDate, checkOutDate } = await newGuestWithBooking(page);
    await page.goto(`/dashboard/guest/bookings/${booking._id}`);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
    await expect(dialog).toContainText(checkInDate);
    await expect(dialog).toContainText(checkOutDate);
    const due = dialog.locator('[data-amount-due]');
    await expect(due).toHaveText(money(amount));
    await expect(due).toBeInViewport({ ratio: 1 });
    const fits = await due.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const dialogFits = await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(dialogFits).toBe(true);
  });

  test('the room page keeps the stay total and Book on screen', async ({ page }) => {
    const stay = randomStay(3);
    const [room] = await listRooms(page, `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
    await page.goto(`/room/${room!._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
    const bar = page.getByRole('region', { name: 'Stay total' });
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(money(Math.round(room!.price * 300) / 100));
    await expect(bar).toContainText('for 3 nights');
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByRole('heading', { name: 'Reserve your stay' })).toBeInViewport();

    // The room list shows the same total beside the nightly rate: for a room still free now, as a test beside this
    // one may have booked or closed the first one meanwhile.
    const [shown] = await listRooms(page, `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
    await page.goto(`/rooms?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: shown!.title, exact: true }) });
    await expect(card.first()).toContainText(`${money(Math.round(shown!.price * 300) / 100)} for 3 nights`);
  });
});

test.describe('a staff table on a phone', () => {
  test.use({ viewport: PHONE, storageState: authFile('admin') });

  test('the bookings list reads as cards, without scrolling sideways', async ({ page }) => {
    await page.goto('/dashboard/admin/bookings');
    const table = page.getByRole('region', { name: 'Bookings', exact: true });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const firstCell = table.locator('tbody td[data-label]:not([data-label=""])').first();
    await expect(firstCell).toBeVisible();
    const overflow = await page.evaluate(() => {
      const region = document.querySelector('section:has(> table)');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: region ? region.scrollWidth - region.clientWidth : 0,
      };
    });
    expect(overflow).toEqual({ page: 0, table: 0 });
  });
});

test.describe('the demo guest', () => {
  test.use({ storageState: authFile('guest') });

  test('the dashboard opens on the next stay and lists upcoming, then past, then cancelled stays', async ({ page }) => {
    await openDashboard(page, 'guest');
    const next = page.getByRole('region', { name: 'Your next stay' });
    await expect(next.getByRole('article')).toHaveCount(1);
    await expect(next.getByText(/^Cancelled/)).toHaveCount(0);

    await page.getByRole('tab', { name: 'My Bookings' }).click();
    const headings = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
    await expect(headings.first()).toBeVisible();
    const order = (await headings.allInnerTexts()).map((text) => text.replace(/\s*\(\d+\)$/, ''));
    expect(order).toEqual(['Upcoming', 'Past', 'Cancelled']);
    // A guest reads one status per stay, not the booking's and the bill's words side by side.
    await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
  });
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe on the confirmation and the not-found page, ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    const { booking } = await newGuestWithBooking(page);
    await page.goto(`/dashboard/guest/bookings/${booking._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your stay is reserved' })).toBeVisible();
    await expectNoA11yViolations(page, `booking confirmation (${theme})`);
    await page.goto('/dashboard/guest/bookings/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('There is no booking of yours at this address.')).toBeVisible();
    await expectNoA11yViolations(page, `booking not found (${theme})`);
  });
}
