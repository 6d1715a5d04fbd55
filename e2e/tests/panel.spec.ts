import { authFile, expect, openDashboard, pageAs, test } from './fixtures';

// The spec's links, and the room planner beside Bookings for everyone who works the front desk.
test.describe('as the admin', () => {
  test.use({ storageState: authFile('admin') });

  test('the admin sidebar has the spec links and each page has its title', async ({ page }) => {
    const user = await openDashboard(page, 'admin');
    const sidebar = page.getByRole('navigation', { name: 'Admin Panel' });
    const links = [
      'Dashboard',
      'Staff',
      'Rooms',
      'Bookings',
      'Planner',
      'Reviews',
      'Billing',
      'Guests',
      'Task Assignment',
      'Sent Mail',
    ];
    await expect(sidebar.getByRole('link')).toHaveText(links);

    await sidebar.getByRole('link', { name: 'Guests' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/guest$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${user.name}`)).toBeVisible();
    await expect(page).toHaveTitle(/All Users/);
  });

  test('an unknown panel address shows Page Not Found inside the panel', async ({ page }) => {
    await page.goto('/dashboard/admin/nothing-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toBeVisible();
  });
});

test.describe('as the manager', () => {
  test.use({ storageState: authFile('manager') });

  test('the manager and receptionist sidebars have their links', async ({ page, browser }) => {
    await openDashboard(page, 'manager');
    await expect(page.getByRole('navigation', { name: 'Manager Panel' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Bookings',
      'Planner',
      'Guests',
      'Staff',
      'Rooms',
      'Task Assignment',
    ]);

    const desk = await pageAs(browser, 'receptionist');
    await openDashboard(desk, 'receptionist');
    await expect(desk.getByRole('navigation', { name: 'Receptionist panel' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Planner',
      'Bookings',
    ]);
    await desk.context().close();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, storageState: authFile('housekeeping') });

  test('the panel menu toggle opens and closes the sidebar', async ({ page }) => {
    await openDashboard(page, 'housekeeping');
    const sidebar = page.getByRole('navigation', { name: 'House keeping panel' });
    await expect(sidebar).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-controls', 'panel-sidebar');
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
