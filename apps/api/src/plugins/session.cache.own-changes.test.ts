import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories.js';
import { clientAs } from '../../test/panel-factories.js';
import { Client, createTestApp, type TestApp } from '../../test/test-app.js';
import { SESSION_CHANGE_HOLD_MS } from '../modules/auth/session-cache.js';

// The database's notices never arrive here, though the caches take them to: what this server changes itself must
// be seen at once all the same, without waiting for the notice of it.
vi.mock('../lib/keep-listening.js', () => ({
  keepListening: async (_app: unknown, _ctx: unknown, options: { setLive: (live: boolean) => void }) => {
    options.setLive(true);
  },
}));

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await clientAs(t, 'admin')).client;
});
afterAll(async () => {
  await t.close();
});

/** Signs in as `role`, then waits until the session is read and kept, as a busy screen's would be. */
async function keptSession(role: Parameters<typeof clientAs>[1], name = `Test ${role}`) {
  await new Promise((done) => setTimeout(done, SESSION_CHANGE_HOLD_MS + 50));
  const signedIn = await clientAs(t, role, { name });
  await signedIn.client.get('/api/auth/me');
  return signedIn;
}

const me = async (client: Client) => (await client.get('/api/auth/me')).json().user;

describe('what this server changes of a kept session is seen at once', () => {
  it('a guest’s new name, and their sign-out', async () => {
    const { client } = await keptSession('guest', 'Ada Before');
    await client.put('/api/guest/profile', { name: 'Ada After', phone: '', password: '' });
    expect((await me(client)).name).toBe('Ada After');
    const cookie = client.cookies.get('sid')!;
    await client.post('/api/auth/logout');
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: cookie } });
    expect(replay.json()).toEqual({ user: null });
  });

  it('a new password ends the guest’s other sessions', async () => {
    const { client, user } = await keptSession('guest');
    await new Promise((done) => setTimeout(done, SESSION_CHANGE_HOLD_MS + 50));
    const phone = new Client(t.app);
    await phone.login(user.email, TEST_PASSWORD);
    await me(phone);
    const res = await client.put('/api/guest/profile', {
      name: user.name,
      phone: '',
      password: 'a new long passphrase',
      currentPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await me(phone)).toBeNull();
    expect(await me(client)).not.toBeNull();
  });

  it('a staff member disabled, or given another role, by an admin', async () => {
    const disabled = await keptSession('receptionist');
    const body = (user: { name: string; email: string | null }, change: Record<string, string>) => ({
      name: user.name,
      email: user.email,
      contact: '+1 555 0199',
      role: 'receptionist',
      ...change,
    });
    expect(
      (await admin.put(`/api/staff/${disabled.user.id}`, body(disabled.user, { status: 'disabled' }))).statusCode,
    ).toBe(200);
    expect(await me(disabled.client)).toBeNull();

    const moved = await keptSession('receptionist');
    expect(
      (await admin.put(`/api/staff/${moved.user.id}`, body(moved.user, { role: 'housekeeping' }))).statusCode,
    ).toBe(200);
    expect(await me(moved.client)).toBeNull();
  });

  it('a guest erased by a manager', async () => {
    const manager = (await clientAs(t, 'manager')).client;
    const { client, user } = await keptSession('guest');
    expect((await manager.delete(`/api/guest/${user.id}`)).statusCode).toBe(200);
    expect(await me(client)).toBeNull();
  });
});
