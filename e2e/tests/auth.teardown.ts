import { request } from '@playwright/test';
import { authFile, DEMO_ACCOUNTS, expect, test } from './fixtures';

// A test that ends a shared session (a logout, a password change, a reset of the second factor) fails others
// wherever they happen to be: this names the session that was lost.
test('the saved sessions lasted the whole run', async ({ baseURL }) => {
  for (const { role } of DEMO_ACCOUNTS) {
    const saved = await request.newContext({ baseURL, storageState: authFile(role) });
    const { user } = (await (await saved.get('/api/auth/me')).json()) as { user: { role: string } | null };
    expect.soft(user?.role, `the saved session of the ${role}`).toBe(role);
    await saved.dispose();
  }
});
