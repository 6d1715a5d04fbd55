import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectNoA11yViolations, pageAs, test, uniqueEmail } from './fixtures';
import { apiSession } from './front-desk-data';

const PASSWORD = 'a manager of quiet evenings';

/** The code an authenticator app shows for the key, `offset` periods from now. */
const codeFor = (key: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

test('a manager without a second factor enrols at sign-in, then signs in with a code or a recovery code once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('manager');
  const admin = await apiSession(baseURL!, 'admin@hotel.test');
  const created = await admin.post('/api/staff', {
    name: 'Mira Twostep',
    email,
    contact: '+1 555 0177',
    role: 'manager',
    password: PASSWORD,
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  // Taken to enrolment: the QR code, the key as text, a first code.
  await signIn(page, email);
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = (await page.locator('[data-mfa-key]').textContent())!;
  await expectNoA11yViolations(page, 'the enrolment step');
  await page.getByLabel('Authentication code').fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manager$/);
  await signOut(page);

  // Next time: the code of the app (the next one: each code is good once).
  await signIn(page, email);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manager$/);
  await signOut(page);

  // A recovery code works once.
  await signIn(page, email);
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manager$/);
  await signOut(page);
  await signIn(page, email);
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
});

test('a receptionist turns on two-step sign-in from the panel; the admin resets it from the staff screen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('desk');
  const admin = await apiSession(baseURL!, 'admin@hotel.test');
  const created = await admin.post('/api/staff', {
    name: 'Rhea Optional',
    email,
    contact: '+1 555 0178',
    role: 'receptionist',
    password: PASSWORD,
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  // No second step asked of a receptionist at first.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/receptionist$/);
  await page.getByRole('button', { name: 'Two-step sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
  const key = (await dialog.locator('[data-mfa-key]').textContent())!;
  await dialog.getByLabel('Authentication code').fill(codeFor(key));
  await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(dialog.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();
  await signOut(page);
  await signIn(page, email);

  // The admin resets it (a lost phone): the next sign-in is the password alone again.
  const adminPage = await pageAs(browser, 'admin');
  await adminPage.goto('/dashboard/admin/staff');
  await adminPage.getByRole('searchbox').first().fill(email);
  await adminPage.getByRole('button', { name: 'Reset two-step sign-in of Rhea Optional' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Reset two-step sign-in?' })
    .getByRole('button', { name: 'Reset two-step sign-in' })
    .click();
  await expect(adminPage.getByText('Two-step sign-in was reset')).toBeVisible();
  await adminPage.context().close();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/receptionist$/);
});
