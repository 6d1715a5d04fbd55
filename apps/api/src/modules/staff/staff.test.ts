import { MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { auditEntries, clientAs, clientsByRole } from '../../../test/panel-factories.js';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await clientsByRole(t);
});
afterAll(async () => {
  await t.close();
});

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nora Desk',
  email: `nora-${crypto.randomUUID()}@hotel.test`,
  contact: '+1 555 0100',
  role: 'receptionist',
  password: 'front desk mornings',
  ...overrides,
});

describe('GET /api/staff', () => {
  it('admin and manager list staff; the desk, housekeeping and guests are refused; anonymous is 401', async () => {
    expect((await as.admin.get('/api/staff')).statusCode).toBe(200);
    expect((await as.manager.get('/api/staff')).statusCode).toBe(200);
    expect((await as.receptionist.get('/api/staff')).statusCode).toBe(403);
    expect((await as.housekeeping.get('/api/staff')).statusCode).toBe(403);
    expect((await as.guest.get('/api/staff')).statusCode).toBe(403);
    expect((await as.anonymous.get('/api/staff')).statusCode).toBe(401);
  });

  it('lists staff only, never guests, and never a password hash', async () => {
    const res = await as.admin.get('/api/staff?limit=100');
    const body = res.json();
    expect(body.users.map((u: { role: string }) => u.role)).not.toContain('guest');
    expect(body.users[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      contact: expect.any(String),
      role: expect.any(String),
      status: 'active',
      createdAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('paginates, searches and sorts on the server', async () => {
    for (const name of ['Zed Search', 'Amy Search', 'Kim Search']) {
      await createUser(t.database.db, { role: 'housekeeping', name, email: `${name.split(' ')[0]}-search@hotel.test` });
    }
    const page1 = (await as.admin.get('/api/staff?q=search&limit=2&sort=name&order=asc')).json();
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page1.users.map((u: { name: string }) => u.name)).toEqual(['Amy Search', 'Kim Search']);
    const page2 = (await as.admin.get('/api/staff?q=search&limit=2&page=2&sort=name&order=asc')).json();
    expect(page2.users.map((u: { name: string }) => u.name)).toEqual(['Zed Search']);
    const desc = (await as.admin.get('/api/staff?q=SEARCH&sort=name&order=desc')).json();
    expect(desc.users[0].name).toBe('Zed Search');
    // A wildcard typed by the user is a literal character.
    expect((await as.admin.get('/api/staff?q=%25')).json().total).toBe(0);
  });

  it('caps the page size at 100 and rejects an unknown sort', async () => {
    const res = await as.admin.get('/api/staff?limit=100000');
    expect(res.statusCode).toBe(200);
    expect(res.json().limit).toBe(100);
    expect((await as.admin.get('/api/staff?sort=passwordHash')).statusCode).toBe(400);
  });
});

describe('POST /api/staff', () => {
  it('a manager adds a receptionist who can then log in; the change is audited without secrets', async () => {
    const body = newStaff();
    const res = await as.manager.post('/api/staff', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Staff added successfully',
      user: { name: 'Nora Desk', email: body.email, contact: '+1 555 0100', role: 'receptionist', status: 'active' },
    });
    const me = await new Client(t.app).login(body.email, body.password);
    expect(me.role).toBe('receptionist');
    const [entry] = await auditEntries(t.database.db, res.json().user._id);
    expect(entry).toMatchObject({ action: 'staff.create', entity: 'user' });
    expect(JSON.stringify(entry!.details)).not.toMatch(/argon2|front desk mornings/);
  });

  it('refuses the desk, housekeeping and guests', async () => {
    for (const client of [as.receptionist, as.housekeeping, as.guest]) {
      expect((await client.post('/api/staff', newStaff())).statusCode).toBe(403);
    }
  });

  it('lists every missing field', async () => {
    const res = await as.admin.post('/api/staff', {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['contact', 'email', 'name', 'password', 'role']);
  });

  it('never creates an admin or a guest', async () => {
    for (const role of ['admin', 'guest']) {
      const res = await as.admin.post('/api/staff', newStaff({ role }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.role).toBe('Select a role');
    }
  });

  it('wants a staff password of at least 12 characters, not a common one, without the e-mail name', async () => {
    const short = await as.admin.post('/api/staff', newStaff({ password: 'abcd12345678'.slice(0, 11) }));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe(MSG.staffPasswordTooShort);
    // A blank one is missing, as the staff form says.
    const blank = await as.admin.post('/api/staff', newStaff({ password: '' }));
    expect(blank.json().errors.password).toBe(MSG.passwordRequired);
    // In the leaked-password list, though long enough.
    const common = await as.admin.post('/api/staff', newStaff({ password: 'password1234' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toBe(MSG.passwordTooCommon);
    const named = await as.admin.post(
      '/api/staff',
      newStaff({ email: 'marguerite.desk@example.test', password: 'Marguerite.Desk-2031!' }),
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().errors.password).toBe(MSG.passwordHasEmail);
  });

  it('answers 409 with the field for an e-mail already used, whatever its case', async () => {
    const body = newStaff();
    expect((await as.admin.post('/api/staff', body)).statusCode).toBe(201);
    const again = await as.admin.post('/api/staff', newStaff({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBe('Email is already registered');
  });

  it('rejects unknown fields (no mass assignment)', async () => {
    const res = await as.admin.post('/api/staff', newStaff({ status: 'disabled', passwordHash: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      status: 'This field is not allowed',
      passwordHash: 'This field is not allowed',
    });
  });
});

describe('PUT /api/staff/:id', () => {
  const update = (user: { name: string; email: string; role: string }, overrides: Record<string, unknown> = {}) => ({
    name: user.name,
    email: user.email,
    contact: '+1 555 0199',
    role: user.role,
    ...overrides,
  });

  it('updates a staff member, keeps the password when none is sent, and audits before and after', async () => {
    const target = await createUser(t.database.db, { role: 'housekeeping', name: 'Old Name' });
    const res = await as.manager.put(`/api/staff/${target.id}`, update(target, { name: 'New Name', password: '  ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Staff updated successfully', user: { name: 'New Name' } });
    await new Client(t.app).login(target.email, TEST_PASSWORD);
    const [entry] = await auditEntries(t.database.db, target.id);
    expect(entry!.details).toMatchObject({ before: { name: 'Old Name' }, after: { name: 'New Name' } });
  });

  it('disabling a user ends their sessions at once', async () => {
    const { client, user } = await clientAs(t, 'receptionist');
    expect((await client.get('/api/bookings/total')).statusCode).not.toBe(401);
    expect((await client.get('/api/auth/me')).json().user).not.toBeNull();
    const res = await as.admin.put(`/api/staff/${user.id}`, update(user, { status: 'disabled' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('disabled');
    expect((await client.get('/api/auth/me')).json().user).toBeNull();
    const again = await new Client(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(403);
  });

  it('a role change ends the sessions too; a new password works and the old one no longer does', async () => {
    const { client, user } = await clientAs(t, 'housekeeping');
    const res = await as.admin.put(
      `/api/staff/${user.id}`,
      update(user, { role: 'receptionist', password: 'a fresh passphrase' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).json().user).toBeNull();
    expect(
      (await new Client(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await new Client(t.app).login(user.email, 'a fresh passphrase')).role).toBe('receptionist');
  });

  it('nobody changes their own role or disables themselves', async () => {
    const { client, user } = await clientAs(t, 'manager');
    const role = await client.put(`/api/staff/${user.id}`, update(user, { role: 'receptionist' }));
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toBe('You cannot change your own role');
    const status = await client.put(`/api/staff/${user.id}`, update(user, { status: 'disabled' }));
    expect(status.statusCode).toBe(403);
    const name = await client.put(`/api/staff/${user.id}`, update(user, { name: 'Manager Renamed' }));
    expect(name.statusCode).toBe(200);
  });

  it('leaves administrator accounts alone and answers 404 for a guest or an unknown id', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    expect((await as.manager.put(`/api/staff/${admin.id}`, update({ ...admin, role: 'manager' }))).statusCode).toBe(
      403,
    );
    const guest = await createUser(t.database.db, { role: 'guest' });
    expect((await as.admin.put(`/api/staff/${guest.id}`, update({ ...guest, role: 'receptionist' }))).statusCode).toBe(
      404,
    );
    const unknown = crypto.randomUUID();
    expect(
      (await as.admin.put(`/api/staff/${unknown}`, update({ name: 'X', email: 'x@hotel.test', role: 'manager' })))
        .statusCode,
    ).toBe(404);
    expect(
      (await as.admin.put('/api/staff/not-a-uuid', update({ name: 'X', email: 'x@hotel.test', role: 'manager' })))
        .statusCode,
    ).toBe(400);
  });

  it('answers 409 with the field when the new e-mail belongs to someone else', async () => {
    const a = await createUser(t.database.db, { role: 'receptionist' });
    const b = await createUser(t.database.db, { role: 'receptionist' });
    const res = await as.admin.put(`/api/staff/${a.id}`, update(a, { email: b.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toBe('Email is already registered');
  });

  it('is refused to the desk', async () => {
    const target = await createUser(t.database.db, { role: 'housekeeping' });
    expect((await as.receptionist.put(`/api/staff/${target.id}`, update(target))).statusCode).toBe(403);
  });
});

describe('DELETE /api/staff/:id', () => {
  it('the admin deletes a staff member; the manager may not', async () => {
    const target = await createUser(t.database.db, { role: 'housekeeping' });
    expect((await as.manager.delete(`/api/staff/${target.id}`)).statusCode).toBe(403);
    const res = await as.admin.delete(`/api/staff/${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'user delete successfully' });
    expect((await as.admin.delete(`/api/staff/${target.id}`)).statusCode).toBe(404);
    const [entry] = await auditEntries(t.database.db, target.id);
    expect(entry).toMatchObject({ action: 'staff.delete' });
  });

  it('nobody deletes themselves, and administrators are not deleted here', async () => {
    const { client, user } = await clientAs(t, 'admin');
    const self = await client.delete(`/api/staff/${user.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot delete your own account');
    const other = await createUser(t.database.db, { role: 'admin' });
    expect((await client.delete(`/api/staff/${other.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/staff/housekeeping', () => {
  it('lists active housekeepers for admin and manager only', async () => {
    const active = await createUser(t.database.db, { role: 'housekeeping', name: 'Hana Active' });
    const off = await createUser(t.database.db, { role: 'housekeeping', status: 'disabled' });
    const res = await as.manager.get('/api/staff/housekeeping');
    expect(res.statusCode).toBe(200);
    const ids = res.json().users.map((u: { _id: string }) => u._id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(off.id);
    expect(Object.keys(res.json().users[0]).sort()).toEqual(['_id', 'email', 'name']);
    expect((await as.receptionist.get('/api/staff/housekeeping')).statusCode).toBe(403);
  });
});
