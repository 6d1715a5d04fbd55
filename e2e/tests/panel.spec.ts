import { expect, loginAs, test } from './fixtures';

// The spec's links, and the room planner beside Bookings for everyone who works the front desk.
test('the admin sidebar has the spec links and each page has its title', async ({ page }) => {
  const user = await loginAs(page, 'admin');
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

test('the manager and receptionist sidebars have their links', async ({ page }) => {
  await loginAs(page, 'manager');
  await expect(page.getByRole('navigation', { name: 'Manager Panel' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Bookings',
    'Planner',
    'Guests',
    'Staff',
    'Rooms',
    'Task Assignment',
  ]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  await loginAs(page, 'receptionist');
  await expect(page.getByRole('navigation', { name: 'Receptionist panel' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Planner',
    'Bookings',
  ]);
});

test('an unknown panel address shows Page Not Found inside the panel', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/dashboard/admin/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the panel menu toggle opens and closes the sidebar', async ({ page }) => {
    await loginAs(page, 'housekeeping');
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
