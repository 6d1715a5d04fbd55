import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type Response,
} from '@playwright/test';

export { expect };

export type Role = 'admin' | 'manager' | 'receptionist' | 'housekeeping' | 'guest';
export type Theme = 'light' | 'dark';

/** The seeded demo accounts, as the 'Quick Login (Demo)' list labels them. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; label: string; email: string; panelTitle: string }> = [
  { role: 'admin', label: 'Admin', email: 'admin@hotel.test', panelTitle: 'Admin Panel' },
  { role: 'manager', label: 'Manager', email: 'manager@hotel.test', panelTitle: 'Manager Panel' },
  { role: 'receptionist', label: 'Receptionist', email: 'receptionist@hotel.test', panelTitle: 'Receptionist panel' },
  { role: 'housekeeping', label: 'Housekeeping', email: 'housekeeping@hotel.test', panelTitle: 'House keeping panel' },
  { role: 'guest', label: 'Guest', email: 'guest@hotel.test', panelTitle: 'Guest Dashboard' },
];
export const DEMO_PASSWORD = 'demo1234';

export function account(role: Role) {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`no demo account for ${role}`);
  return found;
}

export interface LoggedInUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/**
 * Logs in through the UI like a person would: /login, the form, the Login button. Returns the user the
 * server answered with (its name is what the dashboards greet).
 */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<LoggedInUser> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const res = await answer;
  expect(res.status(), `login as ${email}`).toBe(200);
  const { user } = (await res.json()) as { user: LoggedInUser };
  await expect(page).toHaveURL(/\/dashboard\//);
  return user;
}

export function loginAs(page: Page, role: Role): Promise<LoggedInUser> {
  return loginThroughUi(page, account(role).email, DEMO_PASSWORD);
}

/**
 * Each demo role signs in through the form once a run (auth.setup.ts); tests start from the browser state saved
 * then (the session and XSRF cookies, the saved user) with `test.use({ storageState: authFile(role) })`. A session
 * lasts 12 hours, and a staff one ends after 30 idle minutes, which each use restarts: a run takes far less. The
 * folder is the run's own: two runs at once have two servers, and one's sessions mean nothing to the other.
 */
const AUTH_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '.auth', process.env.E2E_RUN_ID ?? 'default');
export const authFile = (role: Role): string => join(AUTH_DIR, `${role}.json`);

/**
 * No cookies, no saved user. A context or API client a test makes itself inherits the test's `storageState`
 * unless told otherwise, and signing in from a shared session would end that session for every other test.
 */
export const SIGNED_OUT = { cookies: [], origins: [] };

/**
 * Opens the role's dashboard on a page that has the role's saved state, and checks the server still knows the
 * session: a test that ended it (a logout, a password change) would otherwise fail others in odd places.
 */
export async function openDashboard(page: Page, role: Role): Promise<LoggedInUser> {
  const me = page.waitForResponse((r) => r.url().endsWith('/api/auth/me') && r.request().method() === 'GET');
  await page.goto(`/dashboard/${role}`);
  const { user } = (await (await me).json()) as { user: LoggedInUser | null };
  expect(user?.role, `the saved session of the ${role} is still signed in`).toBe(role);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
  return user!;
}

/** Makes the next page load start in the given theme (as if the visitor had chosen it before). */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('aurelia.theme', t), theme);
}

export async function currentTheme(page: Page): Promise<Theme> {
  return (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
}

/** Runs axe with the WCAG 2.x A/AA tags (QUALITY.md) and fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  // Let fonts settle: contrast is measured on the final rendering.
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** A fresh, unique e-mail for a test-made account. */
export function uniqueEmail(prefix = 'guest'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Public pages arrive drawn by the server and go live once their script has taken over (RootLayout marks
 * `<html data-live>`). A person waits for a page to answer; the tests wait for that mark after every load of a
 * page, so that no click lands on a page that cannot answer it yet.
 */
function waitForLivePages(page: Page): void {
  const untilLive = async (navigation: Promise<Response | null>) => {
    const response = await navigation;
    if (response?.headers()['content-type']?.includes('text/html'))
      await page.waitForFunction(() => document.documentElement.dataset.live !== undefined);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => untilLive(goto(url, options));
  page.reload = (options) => untilLive(reload(options));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForLivePages(page);
    await use(page);
  },
});

/**
 * A page in a browser context of its own, signed in as the role from its saved state (a second person in a
 * test). Close it with `page.context().close()`.
 */
export async function pageAs(browser: Browser, role: Role, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, storageState: authFile(role) });
  const page = await context.newPage();
  waitForLivePages(page);
  return page;
}

/** Holds back the files matching `file` (a page's code, as a slow network would) until `release()`. */
export async function holdScript(page: Page, file: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
