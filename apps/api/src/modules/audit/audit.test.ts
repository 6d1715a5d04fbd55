import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole } from '../../../test/panel-factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  as = await clientsByRole(t);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/audit', () => {
  it('shows the admin who changed what and when, newest first', async () => {
    const created = await as.manager.post('/api/staff', {
      name: 'Audit Me',
      email: 'audit-me@hotel.test',
      contact: '+1 555 0142',
      role: 'housekeeping',
      password: 'a long enough secret',
    });
    expect(created.statusCode).toBe(201);
    const res = await as.admin.get('/api/audit?entity=user');
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().entries;
    expect(entry).toMatchObject({
      actor: { name: 'Test manager', role: 'manager' },
      action: 'staff.create',
      entity: 'user',
      entityId: created.json().user._id,
      details: { after: { name: 'Audit Me', role: 'housekeeping' } },
    });
    expect(res.body).not.toContain('a long enough secret');
  });

  it('is the admin’s alone', async () => {
    for (const client of [as.manager, as.receptionist, as.housekeeping, as.guest]) {
      expect((await client.get('/api/audit')).statusCode).toBe(403);
    }
  });
});
