import type { ConsoleMessage, Page } from '@playwright/test';
import { daysFromNow, listRooms } from './booking-helpers';
import {
  account,
  authFile,
  currentTheme,
  DEMO_PASSWORD,
  expect,
  expectNoA11yViolations,
  holdScript,
  openDashboard,
  test,
  useTheme,
} from './fixtures';

/**
 * Public pages arrive drawn by the server (apps/api/src/plugins/web-render.ts), then the browser takes them over.
 * Without their script they still show the hotel; with it, taking over must not redraw or complain.
 */

const PUBLIC_PAGES = ['/', '/rooms', '/rooms?type=suite&sort=price-desc', '/about', '/services', '/amenities'];
// Drawn by the browser (page-data.ts): a form sent before the page is live would put its fields in the address.
const FORM_PAGES = ['/contact', '/login', '/register'];

/** What the browser reports while a page loads: React's hydration mismatches, CSP violations, script errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    problems.push(message.text());
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds the app's script back until `release()`: the page is then the server's HTML alone. */
const holdAppScript = (page: Page) => holdScript(page, /\/assets\/index-[\w-]+\.js$/);

/** The page is live once the theme toggle answers (it is rendered by React, not by the server's HTML). */
async function toggleTheme(page: Page) {
  const before = await currentTheme(page);
  await page
    .getByRole('button', { name: /Switch to (dark|light) theme/ })
    .first()
    .click();
  await expect.poll(() => currentTheme(page)).not.toBe(before);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the room list and a room page show their content', async ({ page }) => {
    const rooms = await listRooms(page);
    const room = rooms[0];
    if (!room) throw new Error('the demo hotel has no rooms');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where elegance meets the sea');
    await expect(page).toHaveTitle('The Aurelia · Luxury Hotel');

    await page.goto('/rooms');
    await expect(page).toHaveTitle('Rooms & Suites · The Aurelia');
    await expect(page.getByRole('article')).toHaveCount(rooms.length);
    await expect(page.getByRole('heading', { name: room.title, exact: true })).toBeVisible();

    await page.goto(`/room/${room._id}`);
    await expect(page).toHaveTitle(`${room.title} · The Aurelia`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.title);
    await expect(page.getByText(`$${room.price.toLocaleString('en-US')}`, { exact: false }).first()).toBeVisible();
  });

  test('a search in the address shows its results, with the chunks the page will need preloaded', async ({ page }) => {
    const suites = await listRooms(page, '?type=suite&sort=price-asc');
    await page.goto('/rooms?type=suite&sort=price-asc');
    const titles = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(suites.map((r) => r.title));
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads.some((href) => /\/assets\/rooms-page-[\w-]+\.js$/.test(href))).toBe(true);
  });

  test('a signed-in guest sees their own menu in the drawn page, not Login', async ({ page }) => {
    // Signed in through the API: with no script, the login form cannot do it.
    const request = page.context().request;
    await request.get('/api/auth/me');
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await request.post('/api/auth/login', {
      data: { email: account('guest').email, password: DEMO_PASSWORD },
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(login.status()).toBe(200);
    const { user } = (await login.json()) as { user: { name: string } };

    const response = await page.goto('/rooms');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: user.name })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });

  test('dashboards and the pages with a form are left to the browser', async ({ page }) => {
    for (const path of ['/dashboard/admin', ...FORM_PAGES]) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toBeEmpty();
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`public pages are taken over without a redraw, a warning or an error (${theme} theme)`, async ({ page }) => {
    await useTheme(page, theme);
    const problems = collectProblems(page);
    const rooms = await listRooms(page);
    for (const path of [...PUBLIC_PAGES, ...FORM_PAGES, `/room/${rooms[0]?._id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await currentTheme(page)).toBe(theme);
      // The toggle names the other theme once the page is live.
      const other = theme === 'light' ? 'dark' : 'light';
      await expect(page.getByRole('button', { name: `Switch to ${other} theme` }).first()).toBeVisible();
      expect(problems, `on ${path}`).toEqual([]);
    }
    await toggleTheme(page);
    expect(problems).toEqual([]);
  });
}

test.describe('signed in as the demo guest', () => {
  test.use({ storageState: authFile('guest') });

  test('a logged-in guest sees their menu on a drawn page, and /login sends them on', async ({ page }) => {
    const user = await openDashboard(page, 'guest');
    const problems = collectProblems(page);
    await page.goto('/rooms');
    await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/guest/);
    expect(problems).toEqual([]);
  });

  test('a signed-in drawn page stays accessible once live', async ({ page }) => {
    await page.goto('/rooms');
    await expectNoA11yViolations(page, 'the room list, signed in');
  });
});

test("a room page's schema.org offer is the total its booking panel quotes for the stay in its address", async ({
  page,
}) => {
  const room = (await listRooms(page))[0];
  if (!room) throw new Error('the demo hotel has no rooms');
  const [checkIn, checkOut] = [daysFromNow(50), daysFromNow(53)];
  await page.goto(`/room/${room._id}?checkIn=${checkIn}&checkOut=${checkOut}`);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const ld = JSON.parse(json ?? 'null') as {
    '@type': string[];
    name: string;
    offers: { price: string; priceCurrency: string };
  };
  expect(ld['@type']).toContain('HotelRoom');
  expect(ld.name).toBe(room.title);
  expect(ld.offers.priceCurrency).toBe('USD');
  await expect(page.getByText(/3 nights ×/)).toBeVisible();
  const total = await page
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd')
    .first()
    .textContent();
  expect(Number(total?.replace(/[^\d.]/g, ''))).toBe(Number(ld.offers.price));

  await page.goto('/');
  const hotel = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null');
  expect(hotel).toMatchObject({ '@type': 'Hotel', name: 'The Aurelia' });
});

test("a drawn room page keeps the room's name as its title once live", async ({ page }) => {
  const room = (await listRooms(page))[1];
  if (!room) throw new Error('the demo hotel has fewer than two rooms');
  await page.goto(`/room/${room._id}`);
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await expect(page).toHaveTitle(`${room.title} · The Aurelia`);
});

test('a drawn room list is live: a filter and a room link work in the page', async ({ page }) => {
  const rooms = await listRooms(page);
  const room = rooms[0];
  if (!room) throw new Error('the demo hotel has no rooms');
  await page.goto('/rooms');
  await toggleTheme(page);
  await page.getByRole('article').filter({ hasText: room.title }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/room/${room._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.title);
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
});

test('a drawn room page comes with its booking form, which takes the stay in the address once live', async ({
  page,
}) => {
  const room = (await listRooms(page))[0];
  if (!room) throw new Error('the demo hotel has no rooms');
  const [checkIn, checkOut] = [daysFromNow(40), daysFromNow(42)];
  const problems = collectProblems(page);
  // The app's script is held back, so the form is the server's HTML alone.
  const release = await holdAppScript(page);
  const opening = page.goto(`/room/${room._id}?checkIn=${checkIn}&checkOut=${checkOut}`);
  // Drawn for every visitor alike: the form is there, with no stay chosen yet.
  await expect(page.getByRole('textbox', { name: 'Check-in' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();

  release();
  await opening;
  await toggleTheme(page);
  // Live, the form holds the stay the address asked for.
  await expect(page.getByRole('textbox', { name: 'Check-in' })).toHaveValue(checkIn);
  await expect(page.getByRole('textbox', { name: 'Check-out' })).toHaveValue(checkOut);
  await expect(page.getByText(/2 nights ×/)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('checkIn')).toBe(checkIn);

  // Live, the button asks a visitor to log in first.
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Login required')).toBeVisible();
  expect(problems).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a drawn booking form stays on screen while its code is still on the way (${colorScheme} system theme)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const room = (await listRooms(page))[0];
    if (!room) throw new Error('the demo hotel has no rooms');
    // The form's own code arrives last; the visitor's session check answers before it.
    const releaseForm = await holdScript(page, /\/assets\/booking-panel-[\w-]+\.js$/);
    const sessionAnswered = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
    await page.goto(`/room/${room._id}`);
    await sessionAnswered;
    // The session's answer, and a dark theme read from the system, used to be urgent updates, which made React
    // swap the drawn form for its loading skeleton.
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Check-in' })).toBeVisible();

    releaseForm();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
    // Live, the toggle speaks for the visitor's theme.
    const toggle = colorScheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
    await expect(page.getByRole('button', { name: toggle })).toBeVisible();
  });
}

// A phone on a slow network shows the drawn page well before its script has arrived, and longer still before the
// booking form's own code has: a press in either wait is acted on once the form is live, never lost, and the
// form is not sent as a plain GET of the page.
for (const { wait, held, pageLive, roomAt } of [
  { wait: "before the page's script has arrived", held: /\/assets\/index-[\w-]+\.js$/, pageLive: false, roomAt: 1 },
  {
    wait: "while the booking form's code is still on the way",
    held: /\/assets\/booking-panel-[\w-]+\.js$/,
    pageLive: true,
    roomAt: 2,
  },
]) {
  test(`Book Now pressed ${wait} is acted on once the form is live`, async ({ page }) => {
    const room = (await listRooms(page))[roomAt];
    if (!room) throw new Error('the demo hotel has too few rooms');
    const [checkIn, checkOut] = [daysFromNow(60), daysFromNow(62)];
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    const release = await holdScript(page, held);
    const opening = page.goto(`/room/${room._id}?checkIn=${checkIn}&checkOut=${checkOut}`);
    // Without the form's code the rest of the page goes live; without the app's script, nothing does.
    if (pageLive) await opening;
    await page.getByRole('button', { name: 'Book Now' }).click();
    release();
    await opening;
    // Not signed in: log in first, then back to the same room and stay.
    await expect(page.getByText('Login required')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(documents).toHaveLength(1);
    await page.getByLabel('Email').fill(account('guest').email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/room/${room._id}\\?checkIn=${checkIn}&checkOut=${checkOut}`));
  });
}

// The same waits for the calendar buttons of the stay's dates: before, a press while the booking form's code was on
// the way did nothing, and the visitor had to press again.
for (const { wait, held, pageLive } of [
  { wait: "before the page's script has arrived", held: /\/assets\/index-[\w-]+\.js$/, pageLive: false },
  {
    wait: "while the booking form's code is still on the way",
    held: /\/assets\/booking-panel-[\w-]+\.js$/,
    pageLive: true,
  },
]) {
  test(`the calendar pressed ${wait} opens once the form is live`, async ({ page }) => {
    const room = (await listRooms(page))[4];
    if (!room) throw new Error('the demo hotel has too few rooms');
    const release = await holdScript(page, held);
    const opening = page.goto(`/room/${room._id}`);
    if (pageLive) await opening;
    await page.getByRole('button', { name: /^Choose check-in date/ }).click();
    release();
    await opening;
    const calendar = page.getByRole('dialog', { name: 'Choose your check-in date' });
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(page.getByRole('button', { name: /^Choose check-in date/ })).toBeFocused();
  });
}

// The home page's and the room list's searches, drawn by the server too: a press before the page's script has arrived.
for (const { page: path, name } of [
  { page: '/', name: 'the home page' },
  { page: '/rooms', name: 'the room list' },
]) {
  test(`the calendar of ${name}'s search pressed before the page's script has arrived opens once it is live`, async ({
    page,
  }) => {
    const release = await holdScript(page, /\/assets\/index-[\w-]+\.js$/);
    const opening = page.goto(path);
    await page.getByRole('button', { name: /^Choose check-in date/ }).click();
    release();
    await opening;
    await expect(page.getByRole('dialog', { name: 'Choose your check-in date' })).toBeVisible();
  });
}

// A visitor who types a stay into the room list's search while its code is still on the way: the dates they see are
// the dates searched. Before, the form took up the typed dates and then reset them to the address's (none), so the
// search said "Select check-in and check-out dates" under two filled fields.
test("dates typed into the room list's search before it is live are the stay searched for", async ({ page }) => {
  const [checkIn, checkOut] = [daysFromNow(40), daysFromNow(43)];
  const release = await holdScript(page, /\/assets\/room-search-form-[\w-]+\.js$/);
  await page.goto('/rooms');
  await page.getByRole('textbox', { name: 'Check-in' }).fill(checkIn);
  await page.getByRole('textbox', { name: 'Check-out' }).fill(checkOut);
  release();
  // Once live, the calendar button names the stay the form holds.
  await expect(page.getByRole('button', { name: /^Choose check-in date, current stay / })).toBeVisible();
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page).toHaveURL(new RegExp(`/rooms\\?(.*&)?checkIn=${checkIn}&checkOut=${checkOut}`));
  await expect(page.getByRole('textbox', { name: 'Check-in' })).toHaveValue(checkIn);
});

test("dates typed into a room's booking form before it is live are the stay it prices", async ({ page }) => {
  const room = (await listRooms(page))[5];
  if (!room) throw new Error('the demo hotel has too few rooms');
  const [checkIn, checkOut] = [daysFromNow(80), daysFromNow(82)];
  const release = await holdScript(page, /\/assets\/booking-panel-[\w-]+\.js$/);
  await page.goto(`/room/${room._id}`);
  await page.getByRole('textbox', { name: 'Check-in' }).fill(checkIn);
  await page.getByRole('textbox', { name: 'Check-out' }).fill(checkOut);
  release();
  await expect(page.getByRole('button', { name: /^Choose check-in date, current stay / })).toBeVisible();
  await expect(page.getByText(/2 nights/).first()).toBeVisible();
});

test.describe('signed in as staff', () => {
  test.use({ storageState: authFile('receptionist') });

  test('Book Now is drawn disabled for staff, so no press before the page is live can book', async ({ page }) => {
    const room = (await listRooms(page))[3];
    if (!room) throw new Error('the demo hotel has too few rooms');
    const [checkIn, checkOut] = [daysFromNow(70), daysFromNow(72)];
    // The server draws the page for its signed-in viewer: staff book for a named guest from their panel.
    const release = await holdAppScript(page);
    const opening = page.goto(`/room/${room._id}?checkIn=${checkIn}&checkOut=${checkOut}`);
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expect(page.getByRole('note').filter({ hasText: 'You are signed in as staff' })).toBeVisible();
    release();
    await opening;
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });
});

test('a drawn page scrolled before it went live stays where the visitor scrolled', async ({ page }) => {
  // The app's script is held back until the visitor has scrolled the drawn page.
  const release = await holdAppScript(page);
  const opening = page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  release();
  await opening;
  await toggleTheme(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});
