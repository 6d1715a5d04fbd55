import type { Browser, Page } from '@playwright/test';
import {
  authFile,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectNoA11yViolations,
  loginThroughUi,
  openDashboard,
  pageAs,
  SIGNED_OUT,
  type Theme,
  test,
  useTheme,
} from './fixtures';
import { apiSession, arrivalForToday } from './front-desk-data';

const HOUSEKEEPERS = ['housekeeping@hotel.test', 'housekeeping2@hotel.test'];
// The live screens must catch up by themselves within two seconds (issue: live updates).
const LIVE_MS = 2_000;

/** A screen of its own for a member of staff, on their dashboard: a demo role's from its saved sign-in. */
async function openAs(browser: Browser, email: string): Promise<Page> {
  const demo = DEMO_ACCOUNTS.find((a) => a.email === email);
  let page: Page;
  if (demo) {
    page = await pageAs(browser, demo.role);
    await openDashboard(page, demo.role);
  } else {
    // The second housekeeper has no saved sign-in: one test a run needs them.
    page = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
    await loginThroughUi(page, email, DEMO_PASSWORD);
  }
  // Set on this document only: if the page reloads, the mark is gone.
  await page.evaluate(() => {
    (window as unknown as { noReload: boolean }).noReload = true;
  });
  return page;
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
}

const roomCard = (page: Page, roomNumber: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Room ${roomNumber}`, exact: true }) });

test('a day at the desk: check in, check out, housekeeping cleans live, the room is ready again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const deskApi = await apiSession(baseURL!, 'receptionist@hotel.test');
  const arrival = await arrivalForToday(baseURL!, deskApi);

  // A departure whose room has nothing else pending, so that the board's answer depends on this test alone.
  const today = await deskApi.json<{
    checkedOutGuests: Array<{
      _id: string;
      status: string;
      guest: { name: string };
      room: { _id: string; roomNumber: string };
      billing: { status: string } | null;
    }>;
  }>('/api/bookings/checkinandcheckoutguest');
  const board = await deskApi.json<{ rooms: Array<{ _id: string; openTaskCount: number }> }>('/api/front-desk/rooms');
  const quiet = new Set(board.rooms.filter((r) => r.openTaskCount === 0).map((r) => r._id));
  const departure = today.checkedOutGuests.find((b) => b.status === 'checked-in' && quiet.has(b.room._id));
  expect(departure, 'the demo hotel has a guest to check out today').toBeDefined();

  // The housekeepers' screens are open before anything happens at the desk.
  const keepers = new Map<string, Page>();
  for (const email of HOUSEKEEPERS) {
    const page = await openAs(browser, email);
    await expect(page.getByRole('heading', { name: 'My Tasks', exact: true })).toBeVisible();
    keepers.set(email, page);
  }

  const desk = await openAs(browser, 'receptionist@hotel.test');
  await expect(desk.getByRole('heading', { name: "Today's Check-ins" })).toBeVisible();

  // Check in today's arrival.
  const arrivalCard = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: arrival.name }) });
  await expect(arrivalCard).toContainText(arrival.room.title);
  await expect(arrivalCard).toContainText(arrival.email);
  // The arrival still owes the stay: the desk takes it in cash, then checks the guest in.
  await arrivalCard.getByRole('button', { name: `Check in ${arrival.name}` }).click();
  const arriving = desk.getByRole('dialog', { name: `Check in ${arrival.name}?` });
  await expect(arriving).toContainText('Balance due');
  await expectNoA11yViolations(desk, 'the arrival dialog');
  await arriving.getByRole('button', { name: /^Take \$[\d,.]+ in cash$/ }).click();
  await expect(arriving.getByText('The bill is settled.')).toBeVisible();
  await arriving.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(desk.getByText(`${arrival.name} is checked in to room ${arrival.room.roomNumber}`)).toBeVisible();
  await expect(arrivalCard.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(arrivalCard.getByRole('button', { name: /Check in/ })).toHaveCount(0);

  // Check out today's departure.
  await desk.getByRole('tab', { name: /^Check-out/ }).click();
  await expect(desk.getByRole('heading', { name: "Today's Check-outs" })).toBeVisible();
  const guestName = departure!.guest.name;
  const roomNumber = departure!.room.roomNumber;
  const departureCard = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: guestName }) });
  // Something is owed on every departure here (a minibar charge), so the desk settles before the check-out.
  const charged = await deskApi.post(`/api/bookings/${departure!._id}/charges`, {
    description: 'Minibar: sparkling water',
    amount: 9,
    reason: 'Taken from the minibar',
  });
  expect(charged.status(), await charged.text()).toBe(201);
  const answer = desk.waitForResponse((r) => r.url().endsWith(`/api/bookings/${departure!._id}/check-out`));
  await departureCard.getByRole('button', { name: `Check out ${guestName}` }).click();
  await expect(departureCard).toContainText('Balance due');
  const settle = desk.getByRole('dialog', { name: `Check out ${guestName}?` });
  await expect(settle.getByRole('button', { name: 'Check out', exact: true })).toBeDisabled();
  // The guest pays by card at the desk, through the same provider form guests use: a refused card first.
  await settle.getByRole('button', { name: /^Take \$[\d,.]+ by card$/ }).click();
  const pay = desk.getByRole('dialog', { name: 'Complete Payment' });
  await expect(pay).toContainText(guestName);
  await pay.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.getByLabel('Expiry date').fill('12 / 34');
  await pay.getByLabel('Security code (CVC)').fill('123');
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(pay.getByText('Your card was declined.')).toBeVisible();
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: /^Pay / }).click();
  await expect(desk.getByText('The bill is settled.')).toBeVisible();
  await settle.getByRole('button', { name: 'Check out', exact: true }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const { task } = (await res.json()) as { task: { _id: string; title: string; assignedTo: { email: string } } };
  expect(task.title).toBe(roomNumber);
  await expect(departureCard.getByText('Checked out', { exact: true })).toBeVisible();

  // The room waits for housekeeping on the board.
  await desk.getByRole('tab', { name: 'Room Status' }).click();
  await expect(roomCard(desk, roomNumber).getByText('Dirty/Assigned')).toBeVisible();
  await expect(roomCard(desk, arrival.room.roomNumber).getByText('Occupied', { exact: true })).toBeVisible();

  // The assigned housekeeper sees the new cleaning task appear without reloading.
  const keeper = keepers.get(task.assignedTo.email)!;
  const taskCard = keeper
    .getByRole('listitem')
    .filter({ has: keeper.getByRole('heading', { name: `Room ${roomNumber}`, exact: true }) })
    .filter({ hasText: 'Departure clean after check-out' });
  await expect(taskCard).toBeVisible({ timeout: LIVE_MS });
  await expect(taskCard.getByText('Pending', { exact: true })).toBeVisible();
  await taskCard.getByRole('button', { name: `Done cleaning room ${roomNumber}` }).click();
  await expect(keeper.getByText('Task status updated')).toBeVisible();
  await expect(taskCard.getByText('Completed', { exact: true })).toBeVisible();

  // The desk sees the room ready again, without reloading.
  await expect(roomCard(desk, roomNumber).getByText('Clean', { exact: true })).toBeVisible({ timeout: LIVE_MS });
  await expectNotReloaded(desk);
  await expectNotReloaded(keeper);

  const after = await deskApi.json<{ rooms: Array<{ roomNumber: string; status: string }> }>('/api/front-desk/rooms');
  expect(after.rooms.find((r) => r.roomNumber === roomNumber)?.status).toBe('available');
  await deskApi.dispose();
});

test('the desk charges an extra to a stay’s folio, and the card then shows the new balance', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const deskApi = await apiSession(baseURL!, 'receptionist@hotel.test');
  const arrival = await arrivalForToday(baseURL!, deskApi);
  await deskApi.dispose();

  const desk = await openAs(browser, 'receptionist@hotel.test');
  const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: arrival.name }) });
  await card.getByRole('button', { name: `Folio of ${arrival.name}` }).click();
  const folio = desk.getByRole('dialog', { name: new RegExp(`^Folio · ${arrival.name}`) });
  await expect(folio.getByRole('table')).toContainText(`Room ${arrival.room.roomNumber}`);
  await expectNoA11yViolations(desk, 'the folio dialog');

  const post = folio.getByRole('form', { name: 'Post a charge' });
  await post.getByRole('button', { name: 'Post charge' }).click();
  await expect(post.getByText('Give a reason for a charge outside the list')).toBeVisible();
  await post.getByLabel('Description').fill('Minibar: two sodas');
  await post.getByLabel('Amount').fill('12.50');
  await post.getByLabel('Reason').fill('Taken from the minibar');
  await post.getByRole('button', { name: 'Post charge' }).click();
  await expect(desk.getByText('Charge posted')).toBeVisible();
  const total = arrival.room.price + 12.5;
  const due = `$${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(folio.getByRole('table')).toContainText('Minibar: two sodas');
  await expect(folio.getByRole('table')).toContainText('by Sofia Marchetti');
  await expect(folio.getByRole('row', { name: /Balance due/ })).toContainText(due);
  await folio.getByRole('button', { name: /close/i }).first().click();
  await expect(card).toContainText(due);
  await desk.context().close();
});

test('an arrival whose room is being cleaned is moved to a ready room by keyboard, then checked in', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // The demo's Mr Okafor arrives today in room 303, still being cleaned after this morning's departure.
  const desk = await openAs(browser, 'receptionist@hotel.test');
  const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: 'Daniel Okafor' }) });
  await expect(card.getByText('Being cleaned', { exact: true })).toBeVisible();
  await expect(card).toContainText('Room 303 is being cleaned');
  await expect(card.getByRole('button', { name: /^Check in/ })).toHaveCount(0);
  await expectNoA11yViolations(desk, 'an arrival offered ready rooms');

  const offer = card.getByRole('button', { name: /^Move Daniel Okafor to room / }).first();
  const label = (await offer.getAttribute('aria-label'))!;
  const roomNumber = label.replace('Move Daniel Okafor to room ', '');
  await offer.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByText(`The stay is moved to room ${roomNumber}`)).toBeVisible();
  await expect(card).toContainText(`Room ${roomNumber}`);
  await expect(card.getByText('Room ready', { exact: true })).toBeVisible();
  // Focus lands on the check-in the move made possible: Enter checks the guest in.
  const checkIn = card.getByRole('button', { name: 'Check in Daniel Okafor' });
  await expect(checkIn).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(desk.getByText(`Daniel Okafor is checked in to room ${roomNumber}`)).toBeVisible();
  // A wrong card pressed on a busy morning: the card's Undo takes the focus, and Enter takes the check-in back.
  const undo = card.getByRole('button', { name: 'Undo the check-in of Daniel Okafor' });
  await expect(undo).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(desk.getByText("Daniel Okafor's check-in is undone: the stay is reserved again")).toBeVisible();
  await expect(checkIn).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(desk.getByText(`Daniel Okafor is checked in to room ${roomNumber}`).first()).toBeVisible();
  await desk.context().close();
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`axe on the front desk and housekeeping, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // Each axe pass takes seconds on a small machine; these tests make several.
      test.setTimeout(90_000);
      await useTheme(page, theme);
    });

    test.describe('as the receptionist', () => {
      test.use({ storageState: authFile('receptionist') });

      test('front desk: each tab', async ({ page }) => {
        await openDashboard(page, 'receptionist');
        await expect(page.getByRole('heading', { name: "Today's Check-ins" })).toBeVisible();
        await expect(page.getByText('Check-ins', { exact: true })).toBeVisible();
        await expectNoA11yViolations(page, `front desk check-ins (${theme})`);
        await page.getByRole('tab', { name: /^Check-out/ }).click();
        await expect(page.getByRole('heading', { name: "Today's Check-outs" })).toBeVisible();
        await expectNoA11yViolations(page, `front desk check-outs (${theme})`);
        await page.getByRole('tab', { name: 'Room Status' }).click();
        await expect(page.getByRole('heading', { name: 'Room Status Overview' })).toBeVisible();
        await expect(page.getByRole('heading', { name: /^Room \d+/ }).first()).toBeVisible();
        await expectNoA11yViolations(page, `front desk room status (${theme})`);
      });
    });

    test.describe('as a housekeeper', () => {
      test.use({ storageState: authFile('housekeeping') });

      test('housekeeping: my tasks and room status', async ({ page }) => {
        await openDashboard(page, 'housekeeping');
        await expect(page.getByRole('tab', { name: /^My Tasks \(\d+\)$/ })).toBeVisible();
        await expect(page.getByRole('heading', { name: /^Room \d+/ }).first()).toBeVisible();
        await expectNoA11yViolations(page, `housekeeping tasks (${theme})`);
        await page.getByRole('tab', { name: 'Room Status' }).click();
        await expect(page.getByRole('heading', { name: 'Room Status Overview' })).toBeVisible();
        await expect(page.getByRole('heading', { name: /^Room \d+/ }).first()).toBeVisible();
        await expectNoA11yViolations(page, `housekeeping room status (${theme})`);
      });
    });
  });
}
