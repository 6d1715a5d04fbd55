import {
  addDays,
  expectFocusVisible,
  listRooms,
  otherGuest,
  randomStay,
  registerGuest,
  tabTo,
} from './booking-helpers';
import { DEMO_PASSWORD, expect, expectNoA11yViolations, loginThroughUi, test } from './fixtures';

test.describe('booking a room', () => {
  test('a visitor searches on Home, sees only free rooms, logs in on the way and books with a service', async ({
    page,
    baseURL,
  }) => {
    // A long journey (search, sign-in, review, confirmation, then the calendar up to a year and a half ahead).
    test.setTimeout(75_000);
    const stay = randomStay(3);
    const query = `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`;

    // Someone else already holds one night of the stay in a room that sleeps two.
    const [blocked] = await listRooms(page, '?guests=2');
    const other = await otherGuest(baseURL!);
    await other.book(blocked!, addDays(stay.checkIn, 1), addDays(stay.checkIn, 2));
    await other.dispose();
    const free = await listRooms(page, query);
    expect(free.map((r) => r._id)).not.toContain(blocked!._id);

    await page.goto('/');
    await page.getByLabel('Check-in', { exact: true }).fill(stay.checkIn);
    await page.getByLabel('Check-out', { exact: true }).fill(stay.checkOut);
    await page.getByLabel('Guests', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Browse Rooms' }).click();

    await expect(page).toHaveURL(`/rooms${query}`);
    await expect(page.getByRole('heading', { name: 'Available for your stay' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(free.length);
    await expect(page.locator(`a[href^="/room/${blocked!._id}"]`)).toHaveCount(0);

    const room = free[0]!;
    await page.locator(`a[href^="/room/${room._id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/room/${room._id}\\?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`));
    await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
    await expect(page.getByLabel('Check-in', { exact: true })).toHaveValue(stay.checkIn);
    await expect(page.getByText(`3 nights × $`)).toBeVisible();
    await page.getByLabel('Room Service').check();

    // Not logged in: 'Login required', then /login, and back to the same room with the same stay.
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login required' })).toBeVisible();
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email').fill('guest@hotel.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/room/${room._id}\\?`));
    await expect(page.getByLabel('Check-in', { exact: true })).toHaveValue(stay.checkIn);
    await expect(page.getByLabel('Check-out', { exact: true })).toHaveValue(stay.checkOut);
    await expect(page.getByLabel('Room Service')).toBeChecked();

    // The review step comes before anything is booked.
    await page.getByRole('button', { name: 'Book Now' }).click();
    const review = page.getByRole('dialog', { name: 'Review your booking' });
    await expect(review).toBeVisible();
    const total = Math.round(room.price * 300) / 100;
    await expect(review).toContainText('3 nights');
    await expect(review).toContainText('Room Service');
    await expect(review).toContainText(`$${total.toLocaleString('en-US')}`);
    await expect(review).toContainText('Free cancellation up to 24 hours before check-in');
    await expectNoA11yViolations(page, 'booking review step');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create'));
    await review.getByRole('button', { name: 'Confirm booking' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['idempotency-key']).toBeTruthy();
    await expect(
      page.getByText('Booked 3 night(s) successfully. Please confirm to complete the booking.'),
    ).toBeVisible();
    // The dashboard opens on the new stay's confirmation.
    await expect(page).toHaveURL(`/dashboard/guest/bookings/${(await answer.json()).booking._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your stay is reserved' })).toBeVisible();

    // The booked nights are now disabled in that room's date picker.
    await page.goto(`/room/${room._id}`);
    await page.getByRole('button', { name: /^Choose check-in date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose your check-in date' });
    await expect(calendar).toBeVisible();
    // Move forward month by month until the day is on screen (a stay may cross into the next month).
    const dayButton = async (date: string) => {
      const day = calendar.locator(`button[data-date="${date}"]`);
      for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
        await calendar.getByRole('button', { name: 'Next month' }).click();
      }
      return day;
    };
    for (const night of [stay.checkIn, addDays(stay.checkIn, 1), addDays(stay.checkIn, 2)]) {
      const day = await dayButton(night);
      await expect(day).toHaveAttribute('aria-disabled', 'true');
      await expect(day).toHaveAttribute('aria-label', /, booked$/);
    }
    // The morning they leave, the room is free again.
    await expect(await dayButton(stay.checkOut)).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(page.getByRole('button', { name: /^Choose check-in date/ })).toBeFocused();
  });

  test("on a laptop's screen, every room's Book Now can be reached and is in view once focused", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    // The booking form stays beside the photos as the page scrolls; for the rooms with most to choose it is taller
    // than the window, and its Book Now, at its foot, could be reached neither by scrolling nor by Tab.
    for (const room of await listRooms(page)) {
      await page.goto(`/room/${room._id}?services=Laundry`);
      const book = page.getByRole('button', { name: 'Book Now' });
      await book.focus();
      await expect(book, room.title).toBeInViewport({ ratio: 1 });
    }
  });

  test('books with the keyboard alone, from the room page to the dashboard', async ({ page }) => {
    const account = await registerGuest(page);
    await loginThroughUi(page, account.email, account.password);
    const rooms = await listRooms(page);
    const room = rooms[rooms.length - 1]!;
    await page.goto(`/room/${room._id}`);
    await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();

    await tabTo(page, (el) => el.name.startsWith('Choose check-in date'));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: /Choose your check-(in|out) date/ });
    await expect(calendar).toBeVisible();
    await expectFocusVisible(page);
    for (let i = 0; i < 7; i++) await page.keyboard.press('PageDown');
    // Choose the focused day, or the next free one.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Enter');
      if (await calendar.getByText(/^Check-in .* chosen/).isVisible()) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(calendar).toHaveAccessibleName('Choose your check-out date');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const trigger = page.getByRole('button', { name: /^Choose check-in date, current stay/ });
    await expect(trigger).toBeFocused();
    await expect(page.getByText(/^2 nights × \$/)).toBeVisible();

    await tabTo(page, (el) => el.name === 'Laundry');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Laundry')).toBeChecked();
    await tabTo(page, (el) => el.name === 'Book Now');
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');

    const review = page.getByRole('dialog', { name: 'Review your booking' });
    await expect(review).toBeVisible();
    await expect(review).toContainText('Laundry');
    await tabTo(page, (el) => el.name === 'Confirm booking');
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Booked 2 night(s) successfully. Please confirm to complete the booking.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/guest\/bookings\/[0-9a-f-]{36}$/);
  });

  test('the date fields explain what is wrong before anything is sent', async ({ page }) => {
    const [room] = await listRooms(page);
    await page.goto(`/room/${room!._id}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Select check-in and check-out dates')).toBeVisible();
    await expect(page.getByLabel('Check-in', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    const stay = randomStay(2);
    await page.getByLabel('Check-in', { exact: true }).fill(stay.checkOut);
    await page.getByLabel('Check-out', { exact: true }).fill(stay.checkIn);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Check-out must be after check-in')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/room/${room!._id}`));

    await page.getByLabel('Check-in', { exact: true }).fill('2027-02-30');
    await page.getByLabel('Check-in', { exact: true }).blur();
    await expect(page.getByText('Use a date in the form YYYY-MM-DD')).toBeVisible();
  });
});
