import { expect, loginThroughUi, test, uniqueEmail } from './fixtures';

test('mismatched passwords are explained next to Confirm Password', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('harbour-lights');
  await page.getByLabel('Confirm Password').fill('harbour-light');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const confirm = page.getByLabel('Confirm Password');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  await expect(page).toHaveURL(/\/register$/);
});

test('a short password is refused with the spec message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 6 characters long/,
  );
});

test('a password from the leaked lists, or with the e-mail name in it, is refused with the reason', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  const name = `ada${Date.now().toString(36)}`;
  await page.getByLabel('Email address').fill(`${name}@example.com`);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('beautiful1');
  await page.getByLabel('Confirm Password').fill('beautiful1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(password).toHaveAccessibleDescription(/one of the most common ones/);
  await password.fill(`${name} rides again`);
  await page.getByLabel('Confirm Password').fill(`${name} rides again`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(password).toHaveAccessibleDescription(/must not contain your e-mail name/);
});

test('a new guest registers, then logs in to the guest dashboard', async ({ page }) => {
  const email = uniqueEmail('new.guest');
  const password = 'sea-breeze-2024';
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/Phone Number/).fill('+1 555 0100');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);

  const answer = page.waitForRequest((r) => r.url().endsWith('/api/guest/register'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  const sent = (await answer).postDataJSON() as Record<string, unknown>;
  expect(sent).toEqual({ name: 'Grace Hopper', email, phone: '+1 555 0100', password });

  await expect(page.getByText('Registration successful! Please log in to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const user = await loginThroughUi(page, email, password);
  expect(user.role).toBe('guest');
  await expect(page).toHaveURL(/\/dashboard\/guest$/);
  await expect(page.getByText('Welcome, Grace Hopper')).toBeVisible();
});

test('registering an e-mail twice shows the server message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Second Guest');
  await page.getByLabel('Email address').fill('guest@hotel.test');
  await page.getByLabel('Password', { exact: true }).fill('another-pass-99');
  await page.getByLabel('Confirm Password').fill('another-pass-99');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email is already registered' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
