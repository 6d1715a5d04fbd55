import type { Page } from '@playwright/test';
import {
  authFile,
  expect,
  expectNoA11yViolations,
  openDashboard,
  type Theme,
  test,
  uniqueEmail,
  useTheme,
} from './fixtures';
import { type ApiSession, apiSession, hotelToday } from './front-desk-data';

// The front desk's planner: the receptionist's, but for one test of the manager's.
test.use({ storageState: authFile('receptionist') });

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

interface Room {
  _id: string;
  roomNumber: string;
  price: number;
}

/** A new guest's reserved stay in a room free for a few nights more than the stay, and a second free room. */
async function stayToMove(baseURL: string, desk: ApiSession) {
  const today = await hotelToday(desk);
  // Inside the planner's first two weeks, in rooms free for the nights the test moves the stay to.
  const checkIn = addDays(today, 4 + Math.floor(Math.random() * 3));
  const name = `Celia Planner ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const email = uniqueEmail('planner');
  const password = 'amber-lantern-5521';
  const anonymous = await apiSession(baseURL);
  expect((await anonymous.post('/api/guest/register', { name, email, password })).status()).toBe(201);
  await anonymous.dispose();
  const guest = await apiSession(baseURL, email, password);
  const { rooms } = await guest.json<{ rooms: Room[] }>(
    `/api/rooms/available/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 6)}`,
  );
  expect(rooms.length, 'two rooms free for the week').toBeGreaterThanOrEqual(2);
  const [room, other] = rooms as [Room, Room];
  const res = await guest.post('/api/bookings/create', {
    roomId: room._id,
    checkInDate: checkIn,
    checkOutDate: addDays(checkIn, 2),
    totalPrice: room.price * 2,
    additionalServices: [],
  });
  expect(res.status(), await res.text()).toBe(201);
  await guest.dispose();
  return { name, room, other, checkIn };
}

const row = (page: Page, roomNumber: string) =>
  page.locator('tbody tr', { has: page.getByRole('rowheader', { name: new RegExp(`^Room ${roomNumber}\\b`) }) });

async function openPlanner(page: Page) {
  await page.getByRole('navigation', { name: 'Receptionist panel' }).getByRole('link', { name: 'Planner' }).click();
  await expect(page.getByRole('table', { name: /^Rooms by night/ })).toBeVisible();
}

test('the desk moves a stay on the planner by keyboard and by dragging, and books free nights from it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const desk = await apiSession(baseURL!, 'receptionist@hotel.test');
  const { name, room, other, checkIn } = await stayToMove(baseURL!, desk);
  await desk.dispose();

  await openDashboard(page, 'receptionist');
  await openPlanner(page);
  await expect(page.getByRole('columnheader', { name: /./ }).and(page.locator('[aria-current="date"]'))).toHaveCount(1);
  const bar = page.getByRole('button', { name: new RegExp(`^${name}, AUR-`) });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName(new RegExp(`room ${room.roomNumber}, ${checkIn} to ${addDays(checkIn, 2)}`));

  await page.screenshot({ path: test.info().outputPath('planner-1280.png') });
  // Keyboard: one night later, then one night longer; the bar keeps the focus after each move.
  await bar.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(bar).toHaveAccessibleName(new RegExp(`${addDays(checkIn, 1)} to ${addDays(checkIn, 3)}`));
  await expect(bar).toBeFocused();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(bar).toHaveAccessibleName(new RegExp(`${addDays(checkIn, 1)} to ${addDays(checkIn, 4)}`));

  // Open it by keyboard: its details, and a refused move says why.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${name}`) });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'the planner with a stay open');
  await dialog.getByLabel('Check-out date').fill(addDays(checkIn, 1));
  await dialog.getByRole('button', { name: 'Save the move' }).click();
  await expect(dialog.getByText('Check-out must be after check-in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Dragging: onto the other room, two nights later.
  const target = row(page, other.roomNumber).locator(`td[data-date="${addDays(checkIn, 2)}"]`);
  await bar.dragTo(target);
  await expect(bar).toHaveAccessibleName(
    new RegExp(`room ${other.roomNumber}, ${addDays(checkIn, 2)} to ${addDays(checkIn, 5)}`),
  );

  // Free nights of the first room start a booking with the room and dates filled in.
  await row(page, room.roomNumber)
    .getByRole('button', { name: /night of .*: free/ })
    .first()
    .click();
  const picked = await row(page, room.roomNumber)
    .getByRole('button', { pressed: true })
    .first()
    .getAttribute('data-date');
  await page.getByRole('link', { name: 'Book these nights' }).click();
  const form = page.getByRole('form', { name: 'Create booking' });
  await expect(form.getByLabel('Check-in date')).toHaveValue(picked!);
  await expect(form.getByLabel('Check-out date')).toHaveValue(addDays(picked!, 1));
  await expect(form.getByLabel('Room ID')).toHaveValue(room._id);

  // A walk-in at the desk: added in the form by keyboard, booked for the picked night, and on the planner.
  const walkIn = `Wanda Walkin ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  await form.getByRole('button', { name: 'New guest' }).focus();
  await page.keyboard.press('Enter');
  const newGuest = form.getByRole('group', { name: 'New guest' });
  await expect(newGuest.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type(walkIn);
  await newGuest.getByRole('button', { name: 'Add guest' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: 'Guest' })).toHaveValue(walkIn);
  await expect(form.getByLabel('Total price ($)')).not.toHaveValue('0');
  await form.getByRole('button', { name: 'Submit Booking' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Booking created successfully')).toBeVisible();
  await openPlanner(page);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${walkIn}, AUR-.*room ${room.roomNumber}, ${picked}`) }),
  ).toBeVisible();
});

test.describe('as the manager', () => {
  test.use({ storageState: authFile('manager') });

  test('a manager takes picked nights of a room off sale from the planner, and puts the room back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, 'manager');
    await page.getByRole('navigation', { name: 'Manager Panel' }).getByRole('link', { name: 'Planner' }).click();
    await expect(page.getByRole('table', { name: /^Rooms by night/ })).toBeVisible();
    // From the last room up and the last nights of the fortnight: away from the rooms and nights other tests book.
    let roomNumber = '';
    let first = '';
    for (const header of (await page.getByRole('rowheader').all()).reverse()) {
      const number = /^Room (\S+)/.exec((await header.locator('span').first().textContent()) ?? '')?.[1] ?? '';
      const dates = await row(page, number)
        .locator('button[data-free]')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date') ?? ''));
      const pair = dates
        .slice(0, -1)
        .reverse()
        .find((d) => dates.includes(addDays(d, 1)));
      if (pair) {
        roomNumber = number;
        first = pair;
        break;
      }
    }
    expect(roomNumber, 'a room with two free nights').not.toBe('');
    const nights = row(page, roomNumber);
    await nights.locator(`button[data-date="${first}"]`).click();
    await nights.locator(`button[data-date="${addDays(first, 1)}"]`).click();
    await page.getByRole('button', { name: 'Take off sale…' }).click();
    const dialog = page.getByRole('dialog', { name: `Take room ${roomNumber} off sale` });
    await dialog.getByRole('button', { name: 'Take off sale' }).click();
    await expect(dialog.getByText('Give the reason (at least 3 characters)')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('Bathroom retiling');
    await expectNoA11yViolations(page, 'the block dialog');
    await dialog.getByRole('button', { name: 'Take off sale' }).click();
    await expect(page.getByText(`Room ${roomNumber} is off sale for those nights`)).toBeVisible();
    const block = nights.getByRole('button', { name: /^Out of order: Bathroom retiling/ });
    await expect(block).toBeVisible();

    await block.click();
    await page
      .getByRole('dialog', { name: `Put room ${roomNumber} back on sale?` })
      .getByRole('button', { name: 'Put back on sale' })
      .click();
    await expect(page.getByText(`Room ${roomNumber} is back on sale`)).toBeVisible();
    await expect(block).toHaveCount(0);
  });
});

/**
 * A new guest checked in today for `nights` nights, in a room that is ready now and free tonight and tomorrow
 * night; also the other ready rooms free for those two nights.
 */
async function guestInHouse(baseURL: string, who: string, nights: 1 | 2) {
  const desk = await apiSession(baseURL, 'receptionist@hotel.test');
  const today = await hotelToday(desk);
  const name = `${who} ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const email = uniqueEmail('in-house');
  const password = 'amber-lantern-5521';
  const anonymous = await apiSession(baseURL);
  expect((await anonymous.post('/api/guest/register', { name, email, password })).status()).toBe(201);
  await anonymous.dispose();
  const guest = await apiSession(baseURL, email, password);
  const { rooms } = await guest.json<{ rooms: Array<Room & { status: string }> }>(
    `/api/rooms/available/rooms?checkIn=${today}&checkOut=${addDays(today, 2)}`,
  );
  const ready = rooms.filter((r) => r.status === 'available');
  let room: Room | undefined;
  for (const candidate of ready) {
    const res = await guest.post('/api/bookings/create', {
      roomId: candidate._id,
      checkInDate: today,
      checkOutDate: addDays(today, nights),
      totalPrice: candidate.price * nights,
      additionalServices: [],
    });
    if (res.status() !== 201) continue;
    const bookingId = ((await res.json()) as { booking: { _id: string } }).booking._id;
    if ((await desk.post(`/api/bookings/${bookingId}/check-in`)).status() === 200) {
      room = candidate;
      break;
    }
  }
  expect(room, 'a ready room free for two nights').toBeDefined();
  await guest.dispose();
  await desk.dispose();
  return { name, today, room: room!, others: ready.filter((r) => r._id !== room!._id) };
}

test('a guest in house stays one night longer: Shift+ArrowRight on their stay in the planner', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { name, today } = await guestInHouse(baseURL!, 'Ines Longer', 1);

  await openDashboard(page, 'receptionist');
  await openPlanner(page);
  const bar = page.getByRole('button', { name: new RegExp(`^${name}, AUR-`) });
  await expect(bar).toHaveAccessibleName(new RegExp(`${today} to ${addDays(today, 1)}, in house`));
  await bar.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(bar).toHaveAccessibleName(new RegExp(`${today} to ${addDays(today, 2)}, in house`));
  await expect(bar).toBeFocused();
});

test('a guest in house moves to another ready room from tonight, from the planner, after a confirmation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { name, room: from, others } = await guestInHouse(baseURL!, 'Oskar Mover', 2);
  const to = others.at(-1)!;

  await openDashboard(page, 'receptionist');
  await openPlanner(page);
  const bar = page.getByRole('button', { name: new RegExp(`^${name}, AUR-`) });
  await expect(bar).toHaveAccessibleName(new RegExp(`room ${from.roomNumber}, .*in house`));
  await bar.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${name}`) });
  await dialog.getByLabel('Move to another room from tonight').selectOption(to._id);
  await dialog.getByRole('button', { name: 'Change room…' }).click();
  const confirm = page.getByRole('dialog', { name: `Move ${name} to room ${to.roomNumber}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByLabel('Reason (optional)').fill('Noisy neighbours');
  await confirm.getByRole('button', { name: 'Move the guest' }).click();
  await expect(page.getByText(`The guest is moved to room ${to.roomNumber} from tonight`)).toBeVisible();
  await expect(bar).toHaveAccessibleName(new RegExp(`room ${to.roomNumber}, .*in house`));
  // The room left behind goes to housekeeping: its open cleaning task shows beside it.
  await expect(row(page, from.roomNumber).getByText(/open task/)).toBeVisible();
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe on the planner at tablet width, ${theme} theme`, async ({ page }) => {
    test.setTimeout(60_000);
    await useTheme(page, theme);
    await page.setViewportSize({ width: 768, height: 1024 });
    // At tablet width the panel's menu is behind its button: the planner is opened by its address.
    await page.goto('/dashboard/receptionist/planner');
    await expect(page.getByRole('button', { name: /, AUR-/ }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`planner-${theme}.png`), fullPage: true });
    await expectNoA11yViolations(page, `the planner, ${theme}`);
    // A stay opened by keyboard: its dialog too.
    await page
      .getByRole('button', { name: /, AUR-/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page, `the planner with a stay open, ${theme}`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the planner scrolls its nights in its own frame, not the whole page sideways', async ({ page }) => {
    await page.goto('/dashboard/receptionist/planner');
    const grid = page.getByRole('table', { name: /^Rooms by night/ });
    await expect(grid.getByRole('button', { name: /, AUR-/ }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways by').toBeLessThanOrEqual(0);
    // The fortnight is still there: the grid's frame scrolls to its last night.
    const frame = grid.locator('xpath=..');
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);
    await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(grid.getByRole('columnheader').last()).toBeInViewport();
  });
});
