import type { Page } from '@playwright/test';
import { authFile, currentTheme, expect, holdScript, test } from './fixtures';

test('the navbar has the six links and the footer the spec contents', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Rooms', 'About', 'Services', 'Amenities', 'Contact']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const service of [
    'Room Service',
    'Concierge',
    'Spa & Wellness',
    'Laundry',
    'Transportation',
    'Event Planning',
  ]) {
    await expect(footer.getByText(service, { exact: true })).toBeVisible();
  }
  await expect(footer.getByText(/© 2024 The Aurelia/)).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /\+1/ })).toHaveAttribute('href', /^tel:/);

  await nav.getByRole('link', { name: 'Rooms' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every public route of the spec answers with its page', async ({ page }) => {
  for (const path of [
    '/',
    '/rooms',
    '/room/some-room',
    '/about',
    '/services',
    '/amenities',
    '/contact',
    '/login',
    '/register',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Page Not Found' }), path).toHaveCount(0);
  }
});

test('an unknown address shows Page Not Found; Go Home and Go Back work', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);

  await page.goto('/still/lost');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
});

test('the theme follows the system first, then the saved choice across reloads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await currentTheme(page)).toBe('dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await currentTheme(page)).toBe('light');
  await page.reload();
  expect(await currentTheme(page)).toBe('light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.goto('/login');
  expect(await currentTheme(page)).toBe('dark');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu toggle opens the links and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Main (mobile)' });
    await mobileNav.getByRole('link', { name: 'Amenities' }).click();
    await expect(page).toHaveURL(/\/amenities$/);
    await expect(mobileNav).toBeHidden();

    for (const path of ['/', '/login', '/register', '/nowhere']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});

for (const width of [768, 834]) {
  test.describe(`on a tablet, ${width} px wide`, () => {
    test.use({ viewport: { width, height: 1024 } });

    const fits = async (page: Page, path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    };

    test('the top bar fits: the links are behind the menu button and nothing scrolls sideways', async ({ page }) => {
      for (const path of ['/', '/rooms', '/about', '/contact', '/login']) await fits(page, path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
      await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
      // The menu's links start where the brand above them does.
      const brand = await page.getByRole('link', { name: /home$/ }).first().boundingBox();
      const home = await menu.getByRole('link', { name: 'Home' }).boundingBox();
      expect(Math.abs(home!.x - brand!.x), 'the menu against the brand, px').toBeLessThanOrEqual(1);
    });

    test.describe('signed in', () => {
      test.use({ storageState: authFile('guest') });

      test('the guest’s pages fit too', async ({ page }) => {
        for (const path of ['/rooms', '/dashboard/guest']) await fits(page, path);
      });
    });
  });
}

test('a page opened by address starts at the top, and a reload keeps the place', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
});

test('on phones and tablets a whole date shows in each date field of the room search', async ({ page }) => {
  // Side by side, the two fields were too narrow for a date beside the calendar button from 412 px up.
  for (const width of [360, 390, 412, 430, 600, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rooms?checkIn=2027-03-10&checkOut=2027-03-14');
    for (const label of ['Check-in', 'Check-out']) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveValue(/^2027-03-1[04]$/);
      const hidden = await field.evaluate((input) => input.scrollWidth - input.clientWidth);
      expect(hidden, `${label} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("while the next page's code downloads, its place is held and said to be loading", async ({ page }) => {
    const release = await holdScript(page, /\/assets\/contact-page-[\w-]+\.js$/);
    await page.goto('/about');
    // From the footer's links, at the foot of the page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // Before, the page's space collapsed and the footer rose under the header.
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toHaveCount(0);
  });
});
