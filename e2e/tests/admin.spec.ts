import type { Page } from '@playwright/test';
import { drawnPng, stamp } from './admin-helpers';
import {
  authFile,
  expect,
  expectNoA11yViolations,
  openDashboard,
  pageAs,
  SIGNED_OUT,
  type Theme,
  test,
  uniqueEmail,
  useTheme,
} from './fixtures';
import { apiSession } from './front-desk-data';
import { newGuestWithBooking } from './guest-helpers';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('admin panel', () => {
  test.use({ storageState: authFile('admin') });

  test('the admin adds a staff member, edits and deletes them, with the server’s field errors shown', async ({
    page,
  }) => {
    await page.goto('/dashboard/admin/staff');
    const form = page.getByRole('form', { name: 'Add staff member' });
    const email = `nora.${stamp()}@hotel.test`;

    // The server refuses an e-mail already in use; its message appears next to the field.
    await form.getByLabel('Name').fill('Nora Desk');
    await form.getByLabel('Email').fill('manager@hotel.test');
    await form.getByLabel('Contact').fill('+1 555 0100');
    await form.getByLabel('Role').selectOption('receptionist');
    await form.getByLabel('Password', { exact: true }).fill('front desk mornings');
    await form.getByRole('button', { name: 'Add Staff' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Email is already registered')).toBeVisible();

    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Add Staff' }).click();
    await expect(toast(page, 'Staff added successfully')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search staff' }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Edit Nora Desk' }).click();
    const edit = page.getByRole('form', { name: 'Edit staff member' });
    await edit.getByLabel('Status').selectOption('disabled');
    await edit.getByRole('button', { name: 'Update Staff' }).click();
    await expect(toast(page, 'Staff updated successfully')).toBeVisible();
    await expect(row.getByText('Disabled')).toBeVisible();

    await row.getByRole('button', { name: 'Delete Nora Desk' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete staff member?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete staff member' }).click();
    await expect(toast(page, 'user delete successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the admin creates a room with two images and it appears on /rooms', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/dashboard/admin/rooms');
    const number = `E${stamp().slice(-5)}`.toUpperCase();
    const title = `Orangery Suite ${number}`;
    await page.getByRole('button', { name: 'Add Room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Room' });
    await dialog.getByLabel('Room Number').fill(number);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Type').selectOption('suite');
    await dialog.getByLabel('Status').selectOption('available');
    await dialog.getByLabel('Price per night ($)').fill('540');
    await dialog.getByLabel('Original price ($)').fill('600');
    await dialog.getByLabel('Features').fill('King bed, Orangery terrace, Soaking tub');
    const files = [
      { name: 'terrace.png', mimeType: 'image/png', buffer: await drawnPng(page, 'Terrace', 30) },
      { name: 'bath.png', mimeType: 'image/png', buffer: await drawnPng(page, 'Bath', 200) },
    ];
    await dialog.getByLabel('Add images').setInputFiles(files);
    await expect(dialog.getByRole('img', { name: /new: terrace.png/ })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /new: bath.png/ })).toBeVisible();
    // A text file is refused before it is sent.
    await dialog
      .getByLabel('Add images')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expect(dialog.getByText('Only JPEG, PNG and WebP images are accepted')).toBeVisible();
    await expectNoA11yViolations(page, 'room form with images');

    await dialog.getByRole('button', { name: 'Create Room' }).click();
    await expect(toast(page, 'Room created successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `View room ${number}` }).click();
    const details = page.getByRole('dialog', { name: new RegExp(title) });
    await expect(details.getByRole('img', { name: new RegExp(`${title}, photo 1 of 2`) })).toBeVisible();
    await details.getByRole('button', { name: 'Close', exact: true }).first().click();

    await page.goto('/rooms');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.or(page.getByText(title)).first()).toBeVisible();
  });

  test('the billing filter shows only the chosen status', async ({ page }) => {
    await page.goto('/dashboard/admin/billing');
    const table = page.getByRole('table', { name: /Bills/ });
    await expect(table).toBeVisible();
    await page.getByRole('group', { name: 'Status' }).getByText('Pending').click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(page.getByRole('table', { name: 'Bills (pending)' })).toBeVisible();
    const statuses = await page
      .getByRole('table', { name: 'Bills (pending)' })
      .locator('tbody tr td:nth-child(5)')
      .allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s.trim()).toBe('Pending');
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Details of/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Billing details' })).toBeVisible();
  });

  test('the admin refunds part of a card payment from a bill’s details, with a reason', async ({ page, browser }) => {
    // A guest of its own pays a stay by card, in another browser.
    const guestPage = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
    const { email } = await newGuestWithBooking(guestPage);
    await guestPage
      .getByRole('button', { name: /^Pay Now/ })
      .first()
      .click();
    const pay = guestPage.getByRole('dialog', { name: 'Complete Payment' });
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Expiry date').fill('12 / 34');
    await pay.getByLabel('Security code (CVC)').fill('123');
    await pay.getByRole('button', { name: /^Pay/ }).click();
    await expect(guestPage.getByText('Payment successful! 🎉')).toBeVisible();
    await guestPage.context().close();

    await page.goto('/dashboard/admin/billing');
    await page.getByRole('searchbox', { name: 'Search bills' }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Details of/ }).click();
    const details = page.getByRole('dialog', { name: 'Billing details' });
    const refund = details.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('Amount to refund').fill('25');
    await refund.getByRole('button', { name: 'Refund to card' }).click();
    await expect(refund.getByLabel('Reason')).toHaveAccessibleDescription('Give the reason for the refund');
    await refund.getByLabel('Reason').fill('Late room service');
    await refund.getByRole('button', { name: 'Refund to card' }).click();
    await expect(toast(page, 'Refund issued')).toBeVisible();
    await expect(details).toHaveCount(0);
  });

  test('the period selector changes the figures', async ({ page }) => {
    await openDashboard(page, 'admin');
    await expect(page.getByText(/^Last 30 days:/)).toBeVisible();
    const revenue = page.locator('section[aria-label="Key figures"] > div').first();
    const answer = page.waitForResponse((r) => r.url().includes('/api/dashboard/metrics?period=7d'));
    await page.getByRole('group', { name: 'Period' }).getByText('7d').click();
    const body = await (await answer).json();
    await expect(page.getByText(/^Last 7 days:/)).toBeVisible();
    await expect(page).toHaveURL(/period=7d/);
    const dollars = `$${Math.round(body.revenue).toLocaleString('en-US')}`;
    await expect(revenue).toContainText(dollars.replace(/\.\d+$/, ''));
    await expect(revenue).toContainText('vs the previous 7 days');
    // The tooltip explains the figure.
    await page.getByRole('button', { name: 'About Occupancy rate' }).focus();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Room-nights sold' })).toBeVisible();
  });
});

test.describe('bookings screen', () => {
  test.use({ storageState: authFile('manager') });

  test('the manager books through the staff form (dates, a room by number, a guest by name), opens it, then deletes it', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const name = `Octavia Pemberton ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const anonymous = await apiSession(baseURL!);
    const email = uniqueEmail('manager-booked');
    const registered = await anonymous.post('/api/guest/register', { name, email, password: 'amber-lantern-5521' });
    expect(registered.status()).toBe(201);
    await anonymous.dispose();
    // Ahead, at a random offset inside the 18 months a stay may start in, so reruns do not meet their own stays.
    const start = new Date(Date.now() + (60 + Math.floor(Math.random() * 420)) * 86_400_000);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const checkIn = iso(start);
    const checkOut = iso(new Date(start.getTime() + 2 * 86_400_000));

    await page.goto('/dashboard/manager/bookings');
    await page.getByRole('button', { name: 'Create Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Booking' });
    const form = dialog.getByRole('form', { name: 'Create booking' });

    // Dates and party first: until then no room is offered.
    const room = form.getByRole('combobox', { name: 'Room' });
    await expect(form.getByText('Choose the dates and the party to see the rooms free for them.')).toBeVisible();
    await form.getByLabel('Check-in date').fill(checkIn);
    await form.getByLabel('Check-out date').fill(checkOut);
    await form.getByLabel('Number of guests').fill('2');

    // Rooms free for the stay, each with its rate and readiness; one is chosen by typing its number.
    await room.click();
    const roomList = page.locator(`[id="${await room.getAttribute('aria-controls')}"]`);
    const firstRoom = roomList.getByRole('option').first();
    await expect(firstRoom).toContainText(/a night · (Room ready|Being cleaned|Still occupied)/);
    const roomNumber = /Room (\S+) ·/.exec((await firstRoom.textContent()) ?? '')?.[1];
    expect(roomNumber).toBeTruthy();
    await room.fill(roomNumber!);
    await roomList.getByRole('option', { name: new RegExp(`^Room ${roomNumber} ·`) }).click();
    await expect(form.getByLabel('Room ID')).not.toHaveValue('');
    await expect(form.getByText(/^Proposed: 2 ×/)).toBeVisible();

    // The guest, found by name.
    const guest = form.getByRole('combobox', { name: 'Guest' });
    await guest.fill(name.split(' ').slice(-1)[0]!);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await expect(form.getByLabel('Guest ID')).not.toHaveValue('');
    await form.getByLabel('Laundry').check();

    // A different price needs a reason, which a manager may give.
    const total = form.getByLabel('Total price ($)');
    const proposed = Number(await total.inputValue());
    expect(proposed).toBeGreaterThan(10);
    const agreed = proposed - 10;
    await total.fill(String(agreed));
    const reason = form.getByLabel('Reason for the different price');
    await expect(reason).toBeVisible();
    await expectNoA11yViolations(page, 'staff booking form with a different price');
    await reason.fill('Returning guest');
    await form.getByRole('button', { name: 'Submit Booking' }).click();
    await expect(toast(page, 'Booking created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(checkIn);
    const dollars = Number.isInteger(agreed) ? agreed.toLocaleString('en-US') : agreed.toFixed(2);
    await expect(row).toContainText(`$${dollars}`);

    // The details lead with the reference, the guest's name and the room number.
    await row.getByRole('button', { name: /^Details of/ }).click();
    const details = page.getByRole('dialog', { name: 'Booking details' });
    const lead = details.getByRole('definition');
    await expect(lead.nth(0)).toHaveText(/^AUR-\w+$/);
    await expect(lead.nth(1)).toHaveText(name);
    await expect(lead.nth(2)).toHaveText(roomNumber!);
    await expect(details).toContainText(email);
    await expect(details).toContainText('Laundry');
    await expectNoA11yViolations(page, 'staff booking details');
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(details).toBeHidden();

    // Deleting a reservation cancels it: the row stays, cancelled, and can no longer be deleted.
    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete booking?' });
    await expect(confirm).toContainText('will be cancelled');
    await confirm.getByRole('button', { name: 'Delete booking' }).click();
    await expect(toast(page, 'Booking deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(1);
    // The booking and its bill both read Cancelled: nothing was paid, nothing is charged.
    await expect(row.getByText('Cancelled', { exact: true })).toHaveCount(2);
    await expect(row.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });
});

test.describe('manager panel', () => {
  test.use({ storageState: authFile('manager') });

  test('the manager sees the same screens, and every quick action stays inside the manager panel', async ({ page }) => {
    await openDashboard(page, 'manager');
    await expect(page.getByRole('link', { name: /Manage staff/ })).toBeVisible();
    const links = page.getByRole('main').getByRole('link');
    expect(await links.count()).toBeGreaterThan(4);
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/dashboard\/manager\//);
    }
    await page.getByRole('link', { name: /Manage staff/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/manager\/staff$/);
    await expect(page.getByRole('form', { name: 'Add staff member' })).toBeVisible();
    // A manager cannot delete staff, so there is no delete button.
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    for (const [path, heading] of [
      ['rooms', 'Rooms and suites'],
      ['bookings', 'Reservations'],
      ['guest', 'Guest accounts'],
      ['reviews', 'Guest reviews'],
      ['taskassign', 'Housekeeping & Maintenance Tasks'],
    ] as const) {
      await page.goto(`/dashboard/manager/${path}`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  test('the manager assigns a task and the housekeeper sees it', async ({ page, browser }) => {
    await page.goto('/dashboard/manager/taskassign');
    const description = `Replace the orchids ${stamp()}`;
    await page.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Task' });
    const room = dialog.getByLabel('Room', { exact: true });
    await expect(room.locator('option').nth(1)).toBeAttached();
    await expect(room.locator('option').first()).toHaveText('SELECT AVAILABLE ROOM');
    await expect(room.locator('option', { hasText: '(occupied)' })).toHaveCount(0);
    // Every room can have a task: an occupied one is offered once asked for.
    await dialog.getByLabel('Show every room').check();
    const busy = room.locator('option', { hasText: '(occupied)' }).first();
    await expect(busy).toBeAttached();
    await room.selectOption((await busy.getAttribute('value'))!);
    // Not a housekeeper: the server's field error appears.
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Assigned Staff Email').fill('receptionist@hotel.test');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Type').selectOption('inspection');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('This email does not belong to a housekeeping staff member')).toBeVisible();
    // The housekeeper is picked by name, by keyboard; the spec's email field is filled from the pick.
    const picker = dialog.getByRole('combobox', { name: 'Housekeeper' });
    await picker.fill('Rosa');
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(dialog.getByLabel('Assigned Staff Email')).toHaveValue('housekeeping@hotel.test');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Task created')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: description })).toBeVisible();

    const keeper = await pageAs(browser, 'housekeeping');
    await openDashboard(keeper, 'housekeeping');
    await expect(keeper.getByText(description)).toBeVisible();
    await keeper.context().close();

    // Status inline, then delete with confirmation.
    const row = page.getByRole('row').filter({ hasText: description });
    await row.getByRole('combobox').selectOption('in-progress');
    await expect(toast(page, 'Task status updated')).toBeVisible();
    await row.getByRole('button', { name: /^Delete the task/ }).click();
    await page.getByRole('dialog', { name: 'Delete task?' }).getByRole('button', { name: 'Delete task' }).click();
    await expect(toast(page, 'Task deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

const ADMIN_PAGES = [
  '',
  'staff',
  'rooms',
  'bookings',
  'reviews',
  'billing',
  'guest',
  'taskassign',
  'planner',
  'mail',
  'activity',
] as const;

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`axe on the admin and manager screens, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test.describe('as the admin', () => {
      test.use({ storageState: authFile('admin') });

      test('every admin page', async ({ page }) => {
        test.setTimeout(90_000);
        for (const path of ADMIN_PAGES) {
          await page.goto(`/dashboard/admin/${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
          await expectNoA11yViolations(page, `admin ${path || 'overview'} (${theme})`);
        }
      });

      test('with a modal open', async ({ page }) => {
        test.setTimeout(90_000);
        const open = async (path: string, button: string | RegExp, dialogName: string | RegExp) => {
          await page.goto(`/dashboard/admin/${path}`);
          await page.getByRole('button', { name: button }).first().click();
          const dialog = page.getByRole('dialog', { name: dialogName });
          await expect(dialog).toBeVisible();
          await expectNoA11yViolations(page, `${path} with "${String(dialogName)}" open (${theme})`);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        };
        await open('rooms', 'Add Room', 'Add Room');
        await open('rooms', /^View room/, /^Room /);
        await open('bookings', 'Create Booking', 'Create Booking');
        await open('bookings', /^Details of/, 'Booking details');
        await open('taskassign', 'Add Task', 'Create Task');
        await open('taskassign', /^Delete the task/, 'Delete task?');
        await open('reviews', /^View the review/, 'Review details');
        await open('guest', /^Delete /, 'Delete guest account?');
      });
    });

    test.describe('as the manager', () => {
      test.use({ storageState: authFile('manager') });

      test('the manager overview', async ({ page }) => {
        await openDashboard(page, 'manager');
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
        await expect(page.getByText(/^Last 30 days:/)).toBeVisible();
        await expectNoA11yViolations(page, `manager overview (${theme})`);
      });
    });
  });
}

// 320 px: the narrowest phones in use, and the width WCAG's reflow criterion (1.4.10) asks a page to fit.
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 740 }, storageState: authFile('admin') });

  test('no staff page scrolls sideways; tables scroll in their own named region', async ({ page }) => {
    test.setTimeout(60_000);
    for (const path of ADMIN_PAGES) {
      await page.goto(`/dashboard/admin/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's own code and its data first: the panel's heading shows before either has arrived.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(overflow, `/dashboard/admin/${path}`).toBeLessThanOrEqual(0);
    }
    await page.goto('/dashboard/admin/bookings');
    await expect(page.getByRole('region', { name: 'Bookings' })).toBeVisible();
  });
});

test.describe('on a laptop screen', () => {
  test.use({ viewport: { width: 1366, height: 768 }, storageState: authFile('admin') });

  test('the bill list fits its frame with a guest’s long e-mail address, the stay’s dates going on two lines', async ({
    page,
    browser,
  }) => {
    const guestContext = await browser.newContext({ storageState: SIGNED_OUT });
    const { email } = await newGuestWithBooking(await guestContext.newPage());
    await guestContext.close();
    await page.goto('/dashboard/admin/billing');
    const table = page.getByRole('table', { name: /Bills/ });
    await expect(table.getByText(email)).toBeVisible();
    // The newest bill is this guest's: nothing of the list, its view action included, is past the frame's edge.
    const hidden = await table.evaluate((t) => {
      const frame = t.closest('section')!;
      return frame.scrollWidth - frame.clientWidth;
    });
    expect(hidden).toBeLessThanOrEqual(0);
  });
});
