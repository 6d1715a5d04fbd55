import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  loginThroughUi,
  pageAs,
  type Theme,
  test,
  uniqueEmail,
  useTheme,
} from './fixtures';

async function xsrfHeaders(page: Page) {
  let cookies = await page.context().cookies();
  if (!cookies.some((c) => c.name === 'XSRF-TOKEN')) {
    await page.request.get('/api/auth/me');
    cookies = await page.context().cookies();
  }
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '') };
}

test('a guest resets a forgotten password from the e-mailed link, then signs in with it', async ({ page, browser }) => {
  const email = uniqueEmail('forgetful');
  const registered = await page.request.post('/api/guest/register', {
    data: { name: 'Mara Quill', email, password: 'an old sea breeze' },
    headers: await xsrfHeaders(page),
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this address' })).toBeVisible();

  // The admin's Sent mail shows the message as the guest gets it; its link is read from there.
  const admin = await pageAs(browser, 'admin');
  await admin.goto('/dashboard/admin/mail');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Reset your password at The Aurelia');
  await row.getByRole('button', { name: /View/ }).click();
  const frame = admin.frameLocator('iframe[title*="Reset your password"]');
  const link = frame.getByRole('link', { name: /reset-password\?token=/ });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const target = new URL(href);
  await admin.context().close();

  await page.goto(`${target.pathname}${target.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new harbour');
  await page.getByLabel('Confirm new password').fill('a brand new harbour');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, email, 'a brand new harbour');

  // The link was good once.
  const again = await page.request.post('/api/auth/reset-password', {
    data: { token: target.searchParams.get('token'), password: 'yet another harbour' },
    headers: await xsrfHeaders(page),
  });
  expect(again.status()).toBe(400);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the password reset pages and Sent mail pass axe in the ${theme} theme`, async ({ page, browser }) => {
    // Four axe runs, a new guest and a second browser: about 30 s on a busy machine, the default limit.
    test.setTimeout(60_000);
    await useTheme(page, theme);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoA11yViolations(page, `/forgot-password (${theme})`);
    await page.goto('/reset-password?token=example');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoA11yViolations(page, `/reset-password (${theme})`);

    // A message of its own to preview.
    const email = uniqueEmail('preview');
    const headers = await xsrfHeaders(page);
    const made = await page.request.post('/api/guest/register', {
      data: { name: 'Iris Vale', email, password: 'a calm lagoon view' },
      headers,
    });
    expect(made.status()).toBe(201);
    expect((await page.request.post('/api/auth/forgot-password', { data: { email }, headers })).status()).toBe(200);

    // The admin reads it in a browser of their own.
    const admin = await pageAs(browser, 'admin');
    await useTheme(admin, theme);
    await admin.goto('/dashboard/admin/mail');
    await expect(admin.getByRole('heading', { name: 'Messages to guests' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expectNoA11yViolations(admin, `Sent mail (${theme})`);

    // The preview is a sandboxed frame (axe cannot enter it): its colours follow the toggle.
    await row.getByRole('button', { name: /View/ }).click();
    const frame = admin.locator('iframe[sandbox=""]');
    await expect(frame).toHaveCSS('color-scheme', 'light');
    await admin.getByText('Dark', { exact: true }).click();
    await expect(frame).toHaveCSS('color-scheme', 'dark');

    // The message itself, as a mail client in this theme draws it.
    const list = (await (await admin.request.get('/api/mail')).json()) as {
      messages: Array<{ _id: string; to: string }>;
    };
    const id = list.messages.find((m) => m.to === email)!._id;
    const { message } = (await (await admin.request.get(`/api/mail/${id}`)).json()) as { message: { html: string } };
    await admin.emulateMedia({ colorScheme: theme });
    await admin.setContent(message.html);
    await expect(admin.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
    await expectNoA11yViolations(admin, `the reset e-mail (${theme} mail client)`);
    await admin.context().close();
  });
}
