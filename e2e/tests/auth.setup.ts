import { request } from '@playwright/test';
import { authFile, DEMO_ACCOUNTS, expect, loginAs, test } from './fixtures';

// Each demo role signs in through the login form once a run, and the tests start from the state saved here
// (fixtures.ts, authFile). The tests of signing in itself, and those that end a session, sign in on their own.
for (const { role } of DEMO_ACCOUNTS) {
  test(`the ${role} signs in once for the run`, async ({ page, baseURL }) => {
    await loginAs(page, role);
    await page.context().storageState({ path: authFile(role) });

    // The saved XSRF token is the one bound to the saved session, so changes made from this state pass the CSRF
    // check: past it, an address no route answers is a 404; a refused token would be a 403.
    const saved = await request.newContext({ baseURL, storageState: authFile(role) });
    const token = (await saved.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const probe = await saved.post('/api/no-such-route', { headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } });
    expect(probe.status(), await probe.text()).toBe(404);
    await saved.dispose();
  });
}
