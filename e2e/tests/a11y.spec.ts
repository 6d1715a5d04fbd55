import { authFile, expect, expectNoA11yViolations, openDashboard, type Theme, test, useTheme } from './fixtures';

const THEMES: Theme[] = ['light', 'dark'];

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, `home (${theme})`);
    });

    test('login, also with errors and a toast', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expectNoA11yViolations(page, `login (${theme})`);

      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
      await expectNoA11yViolations(page, `login with a toast (${theme})`);
    });

    test('register, also with validation errors', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, `register (${theme})`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page, `register with errors (${theme})`);
    });

    test('404', async ({ page }) => {
      await page.goto('/this/does/not/exist');
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expectNoA11yViolations(page, `404 (${theme})`);
    });

    test.describe('as the admin', () => {
      test.use({ storageState: authFile('admin') });

      test('staff panel', async ({ page }) => {
        await openDashboard(page, 'admin');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoA11yViolations(page, `admin panel (${theme})`);
      });
    });

    test.describe('as a guest', () => {
      test.use({ storageState: authFile('guest') });

      test('guest dashboard', async ({ page }) => {
        await openDashboard(page, 'guest');
        await expect(page.getByRole('heading', { level: 1, name: 'Guest Dashboard' })).toBeVisible();
        await expectNoA11yViolations(page, `guest dashboard (${theme})`);
      });
    });
  });
}
