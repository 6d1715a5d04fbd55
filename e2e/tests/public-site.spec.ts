import { listRooms, randomStay, registerGuest } from './booking-helpers';
import { expect, expectNoA11yViolations, loginThroughUi, type Theme, test, useTheme } from './fixtures';

const THEMES: Theme[] = ['light', 'dark'];
const MISSING_ROOM = '00000000-0000-4000-8000-000000000000';

for (const theme of THEMES) {
  test.describe(`public pages, axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, `home (${theme})`);
    });

    test('rooms with results', async ({ page }) => {
      const stay = randomStay(2);
      await page.goto(`/rooms?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoA11yViolations(page, `rooms with results (${theme})`);
    });

    for (const [path, title] of [
      ['/about', 'About The Aurelia'],
      ['/services', 'Our Services'],
      ['/amenities', 'Hotel Amenities'],
    ] as const) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectNoA11yViolations(page, `${path} (${theme})`);
      });
    }

    test('room detail, with the date picker open, and a missing room', async ({ page }) => {
      const [room] = await listRooms(page);
      await page.goto(`/room/${room!._id}`);
      await expect(page.getByRole('heading', { level: 1, name: room!.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Guest reviews/ })).toBeVisible();
      await expectNoA11yViolations(page, `room detail (${theme})`);

      await page.getByRole('button', { name: /^Choose check-in date/ }).click();
      await expect(page.getByRole('dialog', { name: 'Choose your check-in date' })).toBeVisible();
      await expectNoA11yViolations(page, `date picker open (${theme})`);
      await page.keyboard.press('Escape');

      await page.goto(`/room/${MISSING_ROOM}`);
      await expect(page.getByText('Room not found.')).toBeVisible();
      await expectNoA11yViolations(page, `missing room (${theme})`);
    });

    test('the booking review step', async ({ page }) => {
      const account = await registerGuest(page);
      await loginThroughUi(page, account.email, account.password);
      const stay = randomStay(2);
      // Only rooms free for the stay: other tests book random nights too, and a taken night would make Book Now
      // show the overlap instead of the review.
      const rooms = await listRooms(page, `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
      const room = rooms[Math.floor(Math.random() * rooms.length)]!;
      // Short enough that the review always scrolls, whatever the room and the dates: axe then always checks
      // that the scrolling body can be reached by keyboard.
      await page.setViewportSize({ width: 1280, height: 560 });
      await page.goto(`/room/${room._id}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&services=Laundry`);
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByRole('dialog', { name: 'Review your booking' })).toBeVisible();
      await expectNoA11yViolations(page, `review step (${theme})`);
    });

    test('contact, with validation errors', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page, `contact with errors (${theme})`);
    });
  });
}

test.describe('rooms list', () => {
  test('filters by type and sorts, all in the URL, surviving a reload', async ({ page }) => {
    await page.goto('/rooms');
    await page.getByLabel('Room type').selectOption('suite');
    await expect(page).toHaveURL(/[?&]type=suite/);
    const suites = await listRooms(page, '?type=suite');
    await expect(page.getByRole('article')).toHaveCount(suites.length);

    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    const byPrice = await listRooms(page, '?type=suite&sort=price-desc');
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(byPrice.map((r) => r.title));

    await page.reload();
    await expect(page.getByLabel('Room type')).toHaveValue('suite');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(byPrice.map((r) => r.title));

    await page.getByLabel('Sort by').selectOption('rating');
    const byRating = await listRooms(page, '?type=suite&sort=rating');
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(byRating.map((r) => r.title));

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByLabel('Room type').selectOption('all');
    const all = await listRooms(page, '?sort=price-asc');
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(all.map((r) => r.title));
  });

  test('each card shows what the spec lists', async ({ page }) => {
    const rooms = await listRooms(page);
    await page.goto('/rooms');
    for (const room of rooms) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: room.title, exact: true }) });
      await expect(card.getByRole('img', { name: /Rated .* out of 5/ })).toBeVisible();
      await expect(card.getByText(`$${room.price.toLocaleString('en-US')}`, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: 'View Details' })).toBeVisible();
      const features = (room.features[0] ?? '').split(',').filter((f) => f.trim());
      if (features.length > 3) await expect(card.getByText(`+${features.length - 3} more`)).toBeVisible();
      const saving = room.originalPrice && room.originalPrice > room.price ? room.originalPrice - room.price : 0;
      if (saving > 0) await expect(card.getByText(`Save $${saving.toLocaleString('en-US')}`)).toBeVisible();
      else await expect(card.getByText(/^Save \$/)).toHaveCount(0);
    }
  });

  test('says so when nothing matches, and a missing room says Room not found.', async ({ page }) => {
    await page.goto(`/rooms?type=single&guests=4`);
    await expect(page.getByText('No rooms found matching your criteria.')).toBeVisible();
    await page.goto(`/room/${MISSING_ROOM}`);
    await expect(page.getByText('Room not found.')).toBeVisible();
    await page.getByRole('link', { name: 'See all rooms' }).click();
    await expect(page).toHaveURL('/rooms');
  });
});

test.describe('static pages', () => {
  test('the contact form checks the required fields, then thanks the visitor and clears itself', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Please choose a subject')).toBeVisible();
    await expect(page.getByText('Please write your message')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();

    await page.getByLabel('Full name').fill('Amelia Hart');
    await page.getByLabel('Email address').fill('amelia@example.com');
    await page.getByLabel('Subject').selectOption('events');
    await page.getByLabel('Message', { exact: true }).fill('We would like to hold a dinner for twenty guests in June.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you for your message.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('services filter by category and show the premium prices', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByText('from $200/day')).toBeVisible();
    await expect(page.getByText('from $300/meal')).toBeVisible();
    await expect(page.getByText('from $150/hour')).toBeVisible();
    await expect(page.getByText('from $500/person')).toBeVisible();
    const cards = page.getByRole('heading', { level: 3 });
    const before = await cards.count();
    await page.getByRole('button', { name: 'Wellness' }).click();
    await expect(page.getByRole('button', { name: 'Wellness' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 wellness services')).toBeVisible();
    expect(await cards.count()).toBeLessThan(before);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards).toHaveCount(before);
  });

  test('the testimonials turn with previous and next, also by keyboard', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'In the words of our guests' });
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
  });

  test('the tour video never plays by itself under reduced motion, and plays otherwise', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('poster', '/media/tour-poster.webp');
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play tour' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await page.locator('video').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Pause tour' }).click();
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('no public page scrolls sideways', async ({ page }) => {
    const [room] = await listRooms(page);
    for (const path of ['/', '/rooms', `/room/${room!._id}`, '/about', '/services', '/amenities', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
