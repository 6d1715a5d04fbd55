import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser } from '../../../test/factories.js';
import { auditEntries, clientsByRole, createTask } from '../../../test/panel-factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';
import { tasks } from '../../db/schema.js';

let t: TestApp;
let as: Awaited<ReturnType<typeof clientsByRole>>;
let room: Awaited<ReturnType<typeof createRoom>>;
let housekeeper: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2030-06-10T12:00:00Z') });
  as = await clientsByRole(t);
  room = await createRoom(t.database.db, { roomNumber: '101' });
  housekeeper = await createUser(t.database.db, { role: 'housekeeping', name: 'Hana Clean', email: 'hana@hotel.test' });
});
afterAll(async () => {
  await t.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  title: '101',
  description: 'Turn-down service',
  assignedToEmail: 'HANA@hotel.test',
  dueDate: '2030-06-11',
  priority: 'high',
  type: 'cleaning',
  ...overrides,
});

describe('POST /api/tasks', () => {
  it('a manager creates a task for a housekeeper, audited and shown in the list', async () => {
    const res = await as.manager.post('/api/tasks', body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Task created',
      task: {
        _id: expect.any(String),
        title: '101',
        description: 'Turn-down service',
        assignedTo: { _id: housekeeper.id, name: 'Hana Clean', email: 'hana@hotel.test' },
        dueDate: '2030-06-11',
        priority: 'high',
        type: 'cleaning',
        status: 'pending',
        createdAt: '2030-06-10T12:00:00.000Z',
        photo: null,
      },
    });
    const [entry] = await auditEntries(t.database.db, res.json().task._id);
    expect(entry).toMatchObject({
      action: 'task.create',
      details: { after: { title: '101', assignedTo: housekeeper.id } },
    });
  });

  it('the receptionist, housekeeping and guests may not create tasks', async () => {
    for (const client of [as.receptionist, as.housekeeping, as.guest]) {
      expect((await client.post('/api/tasks', body())).statusCode).toBe(403);
    }
    expect((await as.anonymous.post('/api/tasks', body())).statusCode).toBe(401);
  });

  it('names every field problem: unknown room, not a housekeeper, past due date', async () => {
    const receptionist = await createUser(t.database.db, { role: 'receptionist' });
    const res = await as.admin.post(
      '/api/tasks',
      body({ title: '999', assignedToEmail: receptionist.email, dueDate: '2030-06-09' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: 'No room has this number',
      assignedToEmail: 'This email does not belong to a housekeeping staff member',
      dueDate: 'The due date cannot be in the past',
    });
  });

  it('refuses a disabled housekeeper and an unknown e-mail', async () => {
    const off = await createUser(t.database.db, { role: 'housekeeping', status: 'disabled' });
    for (const email of [off.email, 'nobody@hotel.test']) {
      const res = await as.admin.post('/api/tasks', body({ assignedToEmail: email }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['assignedToEmail']);
    }
  });

  it('validates the shape: enums, dates, required fields, unknown fields', async () => {
    const res = await as.admin.post('/api/tasks', {
      title: '',
      priority: 'urgent',
      type: 'party',
      dueDate: '2030-02-30',
      status: 'completed',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'assignedToEmail',
      'dueDate',
      'priority',
      'status',
      'title',
      'type',
    ]);
  });
});

describe('GET /api/tasks', () => {
  it('filters by status and type, paginates, and counts every task', async () => {
    await createTask(t.database.db, {
      roomId: room.id,
      title: '101',
      status: 'in-progress',
      type: 'maintenance',
      assignedTo: housekeeper.id,
    });
    await createTask(t.database.db, { roomId: room.id, title: '101', status: 'completed', type: 'inspection' });
    const all = (await as.receptionist.get('/api/tasks')).json();
    expect(all).toMatchObject({ page: 1, limit: 20 });
    expect(all.totalTasks).toBe(all.total);
    expect(all.totalTasks).toBe(all.completedTasks + all.progressTasks + all.pendingTasks);

    const progress = (await as.admin.get('/api/tasks?status=in-progress')).json();
    expect(progress.tasks.every((task: { status: string }) => task.status === 'in-progress')).toBe(true);
    expect(progress.total).toBe(all.progressTasks);
    expect(progress.totalTasks).toBe(all.totalTasks);

    const inspection = (await as.admin.get('/api/tasks?type=inspection&status=completed')).json();
    expect(inspection.tasks.map((task: { type: string }) => task.type)).toEqual(['inspection']);
    expect(inspection.tasks[0].assignedTo).toBeNull();

    const byPriority = (await as.admin.get('/api/tasks?sort=priority&order=desc')).json();
    expect(byPriority.tasks[0].priority).toBe('high');
    const byDue = (await as.admin.get('/api/tasks?sort=dueDate&order=desc')).json();
    const dues = byDue.tasks.map((task: { dueDate: string }) => task.dueDate);
    expect([...dues].sort().reverse()).toEqual(dues);
    const page = (await as.admin.get('/api/tasks?limit=1&page=2')).json();
    expect(page.tasks).toHaveLength(1);
    expect((await as.admin.get('/api/tasks?status=done')).statusCode).toBe(400);
  });

  it('is for staff only: a guest is refused', async () => {
    expect((await as.manager.get('/api/tasks')).statusCode).toBe(200);
    expect((await as.housekeeping.get('/api/tasks')).statusCode).toBe(200);
    expect((await as.guest.get('/api/tasks')).statusCode).toBe(403);
  });
});

describe('GET /api/tasks/rooms', () => {
  it('offers the available rooms by default, to admin and manager', async () => {
    const busy = await createRoom(t.database.db, { roomNumber: '102', status: 'occupied' });
    const res = await as.manager.get('/api/tasks/rooms');
    expect(res.statusCode).toBe(200);
    const numbers = res.json().rooms.map((r: { roomNumber: string }) => r.roomNumber);
    expect(numbers).toContain('101');
    expect(numbers).not.toContain(busy.roomNumber);
    expect((await as.receptionist.get('/api/tasks/rooms')).statusCode).toBe(403);
  });

  it('offers every room with status=all: an occupied room needs maintenance too', async () => {
    const all = (await as.manager.get('/api/tasks/rooms?status=all')).json();
    const numbers = all.rooms.map((r: { roomNumber: string }) => r.roomNumber);
    expect(numbers).toEqual(expect.arrayContaining(['101', '102']));
    expect([...numbers].sort()).toEqual(numbers);
  });
});

describe('PUT /api/tasks/:id and DELETE /api/tasks/:id', () => {
  it('updates every field but the status, and audits before and after', async () => {
    const other = await createRoom(t.database.db, { roomNumber: '201' });
    const task = await createTask(t.database.db, {
      roomId: room.id,
      title: '101',
      status: 'in-progress',
      dueDate: '2030-06-01',
    });
    // An overdue task keeps its date when edited.
    const res = await as.admin.put(
      `/api/tasks/${task.id}`,
      body({ title: '201', dueDate: '2030-06-01', priority: 'low', type: 'maintenance' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Task updated',
      task: { title: '201', dueDate: '2030-06-01', priority: 'low', type: 'maintenance', status: 'in-progress' },
    });
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.roomId).toBe(other.id);
    const [entry] = await auditEntries(t.database.db, task.id);
    expect(entry!.details).toMatchObject({ before: { title: '101' }, after: { title: '201' } });
    // Moving it to another past date is refused.
    expect((await as.admin.put(`/api/tasks/${task.id}`, body({ dueDate: '2030-06-02' }))).statusCode).toBe(400);
  });

  it('answers 404 for an unknown task and 403 to the desk', async () => {
    const unknown = crypto.randomUUID();
    expect((await as.admin.put(`/api/tasks/${unknown}`, body())).statusCode).toBe(404);
    expect((await as.admin.delete(`/api/tasks/${unknown}`)).statusCode).toBe(404);
    const task = await createTask(t.database.db, { roomId: room.id, title: '101' });
    expect((await as.receptionist.put(`/api/tasks/${task.id}`, body())).statusCode).toBe(403);
    expect((await as.housekeeping.delete(`/api/tasks/${task.id}`)).statusCode).toBe(403);
  });

  it('deletes a task', async () => {
    const task = await createTask(t.database.db, { roomId: room.id, title: '101' });
    const res = await as.manager.delete(`/api/tasks/${task.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Task deleted' });
    expect(await t.database.db.select().from(tasks).where(eq(tasks.id, task.id))).toEqual([]);
    const [entry] = await auditEntries(t.database.db, task.id);
    expect(entry).toMatchObject({ action: 'task.delete' });
  });
});
