import { chromium } from '@playwright/test';
const base = 'http://localhost:3500';
const [, , role = 'admin', pagesArg = '', widthArg = '1280'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: Number(widthArg), height: 900 } })).newPage();
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(`${role}@hotel.test`);
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL(/dashboard/);
for (const p of pagesArg.split(',')) {
  await page.goto(`${base}/dashboard/${role}/${p}`);
  await page.waitForTimeout(1200);
  const info = await page.evaluate(() => {
    const sw = document.scrollingElement.scrollWidth, iw = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > iw + 1 && !el.closest('[class*="overflow-x-auto"]')).slice(0, 5).map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(el.getBoundingClientRect().right)}`);
    return { sw, iw, wide };
  });
  console.log(p || 'index', JSON.stringify(info));
}
await browser.close();
