import { expect, test } from './fixtures';

const fontFile = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

test('the home page is set in the site’s cut of its two fonts, and fetches no other font file', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fetched.push(fontFile(request.url()));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // Body text, headings, and the hero's italic word.
  expect(fetched.map((file) => file.replace(/-[\w-]{8}\.woff2$/, '')).sort()).toEqual([
    'inter-latin-core',
    'playfair-display-latin-core',
    'playfair-display-latin-core-italic',
  ]);
  // The faces in use are those cuts, not the full files whose letters they share.
  const inUse = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.style}`),
  );
  expect(inUse.sort()).toEqual([
    'Inter Variable normal',
    'Playfair Display Variable italic',
    'Playfair Display Variable normal',
  ]);
});

test('a letter outside the cut is still drawn in the site’s font, from the full file', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  const fullFile = page.waitForRequest((request) => /\/inter-latin-ext-wght-normal-[\w-]+\.woff2$/.test(request.url()));
  // A guest's name with a Polish letter, as a review or a booking would show it.
  await page.evaluate(() => {
    const name = document.createElement('p');
    name.textContent = 'Łucja Wójcik';
    document.querySelector('main')?.append(name);
  });
  await fullFile;
  const coversName = () =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family === 'Inter Variable' && face.status === 'loaded' && face.unicodeRange.includes('U+100-'),
      ),
    );
  await expect.poll(coversName).toBe(true);
});
