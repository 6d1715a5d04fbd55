import {
  account,
  authFile,
  expect,
  expectNoA11yViolations,
  loginThroughUi,
  type Theme,
  test,
  uniqueEmail,
  useTheme,
} from './fixtures';
import { apiSession, hotelToday } from './front-desk-data';

const PASSWORD = 'linen-harbour-morning';
// A 1×1 PNG: the photo a housekeeper takes of the fault.
const FAULT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Room {
  _id: string;
  roomNumber: string;
  title: string;
  status: string;
}

for (const [index, theme] of (['light', 'dark'] as Theme[]).entries()) {
  test(`a housekeeper on a phone cleans a room with Start and Done by keyboard and reports a fault with a photo (${theme} theme)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // A housekeeper of this test's own, so that the list holds only the tasks made here.
    const manager = await apiSession(baseURL!, account('manager').email);
    const email = uniqueEmail('keeper');
    const name = `Mira Linen ${theme}`;
    const hired = await manager.post('/api/staff', {
      name,
      email,
      contact: '+1 555 0142',
      role: 'housekeeping',
      password: PASSWORD,
    });
    expect(hired.status(), await hired.text()).toBe(201);
    const today = await hotelToday(manager);
    const { rooms } = await manager.json<{ rooms: Room[] }>('/api/tasks/rooms?status=all');
    const available = rooms.filter((r) => r.status === 'available');
    const occupied = rooms.find((r) => r.status === 'occupied');
    expect(available.length, 'the demo hotel has rooms ready').toBeGreaterThan(3);
    expect(occupied, 'the demo hotel has a guest in house').toBeDefined();
    const [first, second] = [available[index * 2]!, available[index * 2 + 1]!];
    for (const [room, priority] of [
      [first, 'high'],
      [second, 'low'],
    ] as const) {
      const made = await manager.post('/api/tasks', {
        title: room.roomNumber,
        description: 'Turn-down service before the evening',
        assignedToEmail: email,
        dueDate: today,
        priority,
        type: 'cleaning',
      });
      expect(made.status(), await made.text()).toBe(201);
    }

    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    await useTheme(page, theme);
    await loginThroughUi(page, email, PASSWORD);
    const list = page.getByRole('list', { name: 'My tasks' });
    const cards = list.locator(':scope > li');
    await expect(cards).toHaveCount(2);
    // The server decides the order (an arrival today comes first): work on whichever card leads.
    const shown = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect([...shown].sort()).toEqual([`Room ${first.roomNumber}`, `Room ${second.roomNumber}`].sort());
    const lead = shown[0]!.replace('Room ', '');
    await expect(cards.nth(0)).toContainText(/Vacant|Occupied/);

    // Start, then Done, from the keyboard alone: focus stays on the card's next action.
    const start = page.getByRole('button', { name: `Start cleaning room ${lead}` });
    const box = await start.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await start.focus();
    await page.keyboard.press('Enter');
    const done = page.getByRole('button', { name: `Done cleaning room ${lead}` });
    await expect(cards.nth(0).getByText('In progress', { exact: true })).toBeVisible();
    await expect(done).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards.nth(0).getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Reopen cleaning room ${lead}` })).toBeFocused();
    // The finished task keeps its place: nothing moved under the finger.
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(shown);
    await expectNoA11yViolations(page, `housekeeping on a phone (${theme})`);

    // A fault in a room with a guest in it: the room cannot be taken off sale, the fault is still reported.
    const opener = page.getByRole('button', { name: 'Report a fault' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report a fault' });
    await expect(dialog).toBeVisible();
    const description = `Bathroom tap drips (${theme})`;
    await dialog.getByLabel('Room', { exact: true }).selectOption(occupied!._id);
    await dialog.getByLabel('What is wrong?').fill(description);
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Take the room off sale now').check();
    await expectNoA11yViolations(page, `the fault report (${theme})`);
    await dialog.getByRole('button', { name: 'Report fault' }).click();
    await expect(dialog.getByText('A guest is staying in this room', { exact: false })).toBeVisible();
    await dialog.getByLabel('Take the room off sale now').uncheck();
    await dialog.getByLabel('Photo (optional)').setInputFiles({
      name: 'tap.png',
      mimeType: 'image/png',
      buffer: FAULT_PNG,
    });
    await dialog.getByRole('button', { name: 'Report fault' }).press('Enter');
    await expect(page.getByText('Fault reported', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The managers see it, waiting to be assigned.
    const { tasks } = await manager.json<{
      tasks: Array<{ title: string; description: string; assignedTo: unknown; priority: string; photo: string | null }>;
    }>('/api/tasks?type=maintenance&status=pending&limit=100');
    const reported = tasks.find((t) => t.description === description);
    expect(reported).toMatchObject({
      title: occupied!.roomNumber,
      assignedTo: null,
      priority: 'high',
      photo: expect.stringMatching(/^\/api\/tasks\/.+\/photo$/),
    });
    // The photo was re-encoded: the managers are served a WebP.
    const photo = await manager.get(reported!.photo!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/webp');
    await context.close();
    await manager.dispose();
  });
}

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 740 }, hasTouch: true, storageState: authFile('housekeeping') });

  test('the figures at the top keep their labels and icons inside their cards', async ({ page }) => {
    await page.goto('/dashboard/housekeeping');
    const figures = page.getByRole('region', { name: 'My work at a glance' });
    await expect(figures.getByText('Tasks Completed')).toBeVisible();
    const outside = await figures.evaluate((section) =>
      [...section.children].flatMap((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > edge)
          .map((el) => `${card.textContent}: ${el.outerHTML.slice(0, 60)}`);
      }),
    );
    expect(outside, 'parts past their card’s right edge').toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways by').toBeLessThanOrEqual(0);
  });
});
