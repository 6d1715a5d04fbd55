import { listRooms } from './booking-helpers';
import { authFile, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginAs, loginThroughUi, test, uniqueEmail } from './fixtures';
import { apiSession } from './front-desk-data';

test.describe('quick login', () => {
  for (const demo of DEMO_ACCOUNTS) {
    test(`${demo.label} lands on the ${demo.role} dashboard`, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: new RegExp(`^${demo.label}\\b`) }).click();

      // The demo buttons only fill the form; nothing is sent until Login is pressed.
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByLabel('Email')).toHaveValue(demo.email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);

      const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const { user } = (await (await answer).json()) as { user: { name: string; role: string } };
      expect(user.role).toBe(demo.role);

      await expect(page).toHaveURL(new RegExp(`/dashboard/${demo.role}$`));
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page.getByText(`Welcome, ${user.name}`)).toBeVisible();
      if (demo.role === 'guest') {
        await expect(page.getByRole('heading', { level: 1, name: 'Guest Dashboard' })).toBeVisible();
      } else {
        await expect(page.getByRole('navigation', { name: demo.panelTitle })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      }
    });
  }
});

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  // An address that is not a demo account, so that throttling never locks one out.
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty login fields are explained next to the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is required');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is required');
  await expect(email).toBeFocused();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

// The tests that log out or end the session sign in on their own: the saved sessions are shared by the others.
test('logout from a staff panel returns to the home page and shows Login', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  // The server session is gone too: the dashboard now asks for a login.
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('the user menu shows name and role and logs out', async ({ page }) => {
  const user = await loginAs(page, 'guest');
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: user.name });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await expect(menu.getByText(user.name)).toBeVisible();
  await expect(menu.getByText('Guest', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/guest');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test.describe('signed in as the receptionist', () => {
  test.use({ storageState: authFile('receptionist') });

  test('a logged-in user who opens /login or /register goes to their dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/receptionist$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard\/receptionist$/);
  });
});

test.describe('signed in as a guest', () => {
  test.use({ storageState: authFile('guest') });

  test('a guest who opens the admin panel is sent to the guest dashboard', async ({ page }) => {
    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/dashboard\/guest$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Dashboard' })).toBeVisible();
  });
});

test.describe('signed in as a housekeeper', () => {
  test.use({ storageState: authFile('housekeeping') });

  test('a staff member is kept out of another panel', async ({ page }) => {
    await page.goto('/dashboard/manager/staff');
    // Spec §6 sends a wrong role to /dashboard/guest, which admits only guests and so sends staff home.
    await expect(page).toHaveURL(/\/dashboard\/housekeeping$/);
  });
});

test('a visitor who opens a dashboard logs in and is brought back to it', async ({ page }) => {
  await page.goto('/dashboard/guest');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, 'guest@hotel.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/guest$/);
});

test('the session survives a reload and corrupt saved data logs out', async ({ page }) => {
  const user = await loginAs(page, 'manager');
  await page.reload();
  await expect(page.getByText(`Welcome, ${user.name}`)).toBeVisible();

  await page.evaluate(() => window.localStorage.setItem('aurelia.user', '{"not":"a user"'));
  await page.goto('/dashboard/manager');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('aurelia.user'))).toBeNull();
});

test.describe('a visitor who opens a page directly', () => {
  test('signs in on the first try from a freshly opened /login, with the token that page set', async ({ page }) => {
    const logins: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/login')) logins.push(r.status());
    });
    const opened = await page.goto('/login');
    expect(await opened?.headerValue('set-cookie')).toMatch(/XSRF-TOKEN=/);
    await loginAs(page, 'guest');
    await expect(page).toHaveURL(/\/dashboard\/guest$/);
    expect(logins).toEqual([200]);
  });

  test('sees no error in the console on the home page, the room list and a room page', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    const [room] = await listRooms(page);
    if (!room) throw new Error('the demo hotel has no rooms');
    for (const url of ['/', '/rooms', `/rooms/${room._id}`]) {
      const session = page.waitForResponse((r) => r.url().endsWith('/api/auth/me'));
      await page.goto(url);
      expect((await session).status(), url).toBe(200);
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
});

test('a staff member whose session ended is taken to the login page, told why, and brought back after signing in', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('desk');
  const password = 'a lantern by the harbour';
  const admin = await apiSession(baseURL!, 'admin@hotel.test');
  const created = await admin.post('/api/staff', {
    name: 'Nadia Night Desk',
    email,
    contact: '+1 555 0142',
    role: 'receptionist',
    password,
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  // Without live notices: another test's change would make this screen refetch, and that refetch could be the
  // first to learn the session ended, sending the desk to the login page from the dashboard before the click.
  await page.route('**/api/events', (route) => route.abort());
  await loginThroughUi(page, email, password);
  await expect(page.getByRole('heading', { name: "Today's Check-ins" })).toBeVisible();
  // The dashboard's other requests are answered first: one still to be sent would be the first to learn the
  // session ended, and send the desk to the login page before the click.
  await page.waitForLoadState('networkidle');
  // The same person changes the password elsewhere: this screen's session ends.
  const elsewhere = await apiSession(baseURL!, email, password);
  const changed = await elsewhere.put('/api/guest/profile', {
    name: 'Nadia Night Desk',
    phone: '',
    password: 'a new lantern by the sea',
    currentPassword: password,
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await elsewhere.dispose();

  await page.getByRole('navigation', { name: 'Receptionist panel' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a new lantern by the sea');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/receptionist\/bookings$/);
});
