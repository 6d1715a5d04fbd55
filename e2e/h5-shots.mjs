import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3500';
const [, , role = 'admin', pagesArg = '', widthArg = '1280', theme = 'light'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ viewport: { width: Number(widthArg), height: 900 }, reducedMotion: 'reduce' });
const page = await context.newPage();
await page.addInitScript((t) => window.localStorage.setItem('aurelia.theme', t), theme);
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(`${role}@hotel.test`);
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL(/dashboard/);
for (const p of pagesArg.split(',')) {
  await page.goto(`${base}/dashboard/${role}/${p}`);
  await page.waitForTimeout(1500);
  const name = `/tmp/h5-shots/${role}-${p || 'index'}-${widthArg}-${theme}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
