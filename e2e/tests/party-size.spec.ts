import { randomUUID } from 'node:crypto';
import { listRooms, randomStay, registerGuest } from './booking-helpers';
import { expect, expectNoA11yViolations, loginThroughUi, test, useTheme } from './fixtures';

/**
 * The party chosen in a search goes with the visitor to the room page and stays what they asked for; a room that
 * does not exist answers 404 with a page that says so.
 */

test.describe('the searched party', () => {
  test('goes from the home search to a suite that sleeps four, chosen there', async ({ page }) => {
    const suite = (await listRooms(page)).find((r) => r.type === 'suite' && r.capacity >= 4);
    if (!suite) throw new Error('the demo hotel has no suite for four');

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Guests' }).selectOption('4');
    await page.getByRole('button', { name: 'Browse Rooms' }).click();
    await expect(page).toHaveURL(/\/rooms\?(.*&)?guests=4/);

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: suite.title }) });
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/room/${suite._id}\\?(.*&)?guests=4`));
    await expect(page.getByRole('heading', { level: 1, name: suite.title })).toBeVisible();
    const guests = page.getByRole('combobox', { name: 'Guests' });
    await expect(guests).toHaveValue('4');
    await expect(guests.locator('option')).toHaveText(
      Array.from({ length: suite.capacity }, (_, i) => `${i + 1} ${i === 0 ? 'guest' : 'guests'}`),
    );
    await expect(page.getByText(/sleeps at most/)).toHaveCount(0);
    // Kept across a reload, as the dates are.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Guests' })).toHaveValue('4');
  });

  test('a family of four books a suite for four, and the confirmation says four guests', async ({ page }) => {
    test.setTimeout(60_000);
    const stay = randomStay(2);
    const query = `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=4`;
    const suite = (await listRooms(page, query)).find((r) => r.type === 'suite' && r.capacity >= 4);
    if (!suite) throw new Error('no suite for four is free for the stay');
    const { email, password } = await registerGuest(page);
    await loginThroughUi(page, email, password);

    await page.goto(`/rooms${query}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: suite.title }) });
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page.getByRole('combobox', { name: 'Guests' })).toHaveValue('4');
    await page.getByRole('button', { name: 'Book Now' }).first().click();
    const review = page.getByRole('dialog', { name: 'Review your booking' });
    await expect(review).toContainText('4 guests');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/bookings/create'));
    await review.getByRole('button', { name: 'Confirm booking' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect((await answer.json()).booking).toMatchObject({ guests: 4 });
    await expect(page).toHaveURL(/\/dashboard\/guest\/bookings\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Your stay is reserved' })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: /^4 guests$/ })).toBeVisible();
  });

  test('larger than a room for two: offers 1 or 2 and says where a party of four fits', async ({ page }) => {
    const double = (await listRooms(page)).find((r) => r.capacity === 2);
    if (!double) throw new Error('the demo hotel has no room for two');

    await page.goto(`/room/${double._id}?guests=4`);
    const guests = page.getByRole('combobox', { name: 'Guests' });
    await expect(guests.locator('option')).toHaveText(['1 guest', '2 guests']);
    await expect(guests).toHaveValue('2');
    const note = page.getByText('This room sleeps at most 2 guests; for a party of 4, see the suites');
    await expect(note).toBeVisible();
    // Read with the select, not only seen beside it.
    await expect(guests).toHaveAccessibleDescription(/sleeps at most 2 guests; for a party of 4/);
    // The address keeps the party the visitor asked for until they choose otherwise.
    await expect(page).toHaveURL(/guests=4/);

    await note.getByRole('link', { name: 'see the suites' }).click();
    await expect(page).toHaveURL(/\/rooms\?(.*&)?guests=4/);
    await expect(page.getByRole('combobox', { name: 'Guests' })).toHaveValue('4');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`a room page with a party too large for it is accessible (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      const double = (await listRooms(page)).find((r) => r.capacity === 2);
      await page.goto(`/room/${double!._id}?guests=4`);
      await expect(page.getByText(/for a party of 4/)).toBeVisible();
      await expectNoA11yViolations(page, `room page with a party of 4 (${theme})`);
    });
  }
});

test.describe("the hotel's figures", () => {
  test('count the rooms a visitor can open, on the home and about pages, drawn and live', async ({ page }) => {
    const count = String((await listRooms(page)).length);
    for (const [path, label] of [
      ['/', 'Rooms & suites'],
      ['/about', 'Rooms and suites'],
    ] as const) {
      // As drawn by the server, before any script runs...
      expect(await (await page.request.get(path)).text()).toContain(`>${count}</dd>`);
      // ...and once live.
      await page.goto(path);
      const figure = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(figure.locator('dd')).toHaveText(count);
      await expect(page.getByText(/120\+|thirty-two/)).toHaveCount(0);
    }
  });
});

test.describe('on a phone 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the room list's selects show their whole label, whichever is chosen", async ({ page }) => {
    await page.goto('/rooms');
    for (const [name, values] of [
      ['Sort by', ['', 'price-asc', 'price-desc', 'rating']],
      ['Room type', ['all', 'single', 'double', 'suite', 'deluxe']],
    ] as const) {
      const select = page.getByRole('combobox', { name });
      for (const value of values) {
        await select.selectOption(value);
        // The chosen option's text, measured in the select's own font, against the room it has for text.
        const fits = await select.evaluate((el: HTMLSelectElement) => {
          const style = getComputedStyle(el);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = el.selectedOptions[0]?.text ?? '';
          const room = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          return { text, width: Math.ceil(context.measureText(text).width), room };
        });
        expect(fits.width, `"${fits.text}" in ${name}`).toBeLessThanOrEqual(fits.room);
      }
    }
  });
});

test.describe('a room that does not exist', () => {
  test('answers 404 from the server, with its page saying so', async ({ page }) => {
    for (const id of [randomUUID(), 'not-a-room']) {
      const res = await page.request.get(`/room/${id}`);
      expect(res.status(), id).toBe(404);
      expect(res.headers()['content-type']).toContain('text/html');
      expect(await res.text()).toContain('Room not found.');
    }
  });

  test('is taken over in the browser as drawn, with a way back to the rooms', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      // The document's own 404 is reported as a failed resource; that is the point here.
      if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('status of 404'))
        problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));

    const res = await page.goto(`/room/${randomUUID()}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Room not found.')).toBeVisible();
    await expect(page).toHaveTitle('Room not found · The Aurelia');
    await expect(page).toHaveURL(/\/room\//);
    expect(problems).toEqual([]);
    await page.getByRole('link', { name: 'See all rooms' }).click();
    await expect(page).toHaveURL(/\/rooms$/);
  });
});
