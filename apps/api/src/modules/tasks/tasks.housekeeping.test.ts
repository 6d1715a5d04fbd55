import { TASK_MSG } from '@hotel/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.js';
import { createStay, roomStatusOf } from '../../../test/front-desk-factories.js';
import { auditEntries, clientAs, createTask } from '../../../test/panel-factories.js';
import { Client, createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let ann: Awaited<ReturnType<typeof clientAs>>;
let ben: Awaited<ReturnType<typeof clientAs>>;

beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-01-01T08:00:00Z') });
  ann = await clientAs(t, 'housekeeping', { name: 'Ann Keeper' });
  ben = await clientAs(t, 'housekeeping', { name: 'Ben Keeper' });
});
afterAll(async () => {
  await t?.close();
});
// The logins made above stay valid while the clock stays near the day they began.
beforeEach(() => {
  t.clock.set('2031-01-01T08:00:00Z');
});

describe('GET /api/tasks/mine', () => {
  it("lists only the caller's tasks by due date, work finished before today last, with the summary counts", async () => {
    const db = t.database.db;
    const room = await createRoom(db);
    const base = { roomId: room.id, title: room.roomNumber };
    const done = await createTask(db, {
      ...base,
      assignedTo: ann.user.id,
      status: 'completed',
      dueDate: '2031-01-01',
      updatedAt: new Date('2030-12-31T16:00:00Z'),
    });
    const later = await createTask(db, { ...base, assignedTo: ann.user.id, status: 'pending', dueDate: '2031-01-05' });
    const soon = await createTask(db, { ...base, assignedTo: ann.user.id, status: 'pending', dueDate: '2031-01-02' });
    const doing = await createTask(db, {
      ...base,
      assignedTo: ann.user.id,
      status: 'in-progress',
      dueDate: '2031-01-09',
    });
    const bens = await createTask(db, { ...base, assignedTo: ben.user.id, status: 'pending' });

    const res = await ann.client.get('/api/tasks/mine');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tasks.map((x: { _id: string }) => x._id)).toEqual([soon.id, later.id, doing.id, done.id]);
    expect(body).toMatchObject({ totalTasks: 4, completedTasks: 1, progressTasks: 1, pendingTasks: 2 });
    expect(body.tasks[0]).toMatchObject({
      title: room.roomNumber,
      room: { occupied: false, dueOutToday: false, arrival: null },
      assignedTo: { _id: ann.user.id, name: 'Ann Keeper' },
      type: 'cleaning',
      priority: 'low',
    });
    expect(res.body).not.toContain(bens.id);
  });

  it('puts rooms with an arrival today first, then departures today, says what the stays are, and never reorders on a status change', async () => {
    const db = t.database.db;
    t.clock.set('2031-03-10T12:00:00Z');
    const hk = await clientAs(t, 'housekeeping');
    const mine = { assignedTo: hk.user.id };
    const quiet = await createRoom(db);
    const arriving = (await createStay(db, { checkIn: '2031-03-10', checkOut: '2031-03-12' })).room;
    const departing = (await createStay(db, { checkIn: '2031-03-07', checkOut: '2031-03-10', status: 'checked-in' }))
      .room;
    const inHouse = (await createStay(db, { checkIn: '2031-03-08', checkOut: '2031-03-14', status: 'checked-in' }))
      .room;
    const later = (await createStay(db, { checkIn: '2031-03-12', checkOut: '2031-03-13' })).room;
    // A cancelled arrival today says nothing about the room.
    const cancelled = (await createStay(db, { checkIn: '2031-03-10', checkOut: '2031-03-11', status: 'cancelled' }))
      .room;
    const task = (room: { id: string; roomNumber: string }, values: Parameters<typeof createTask>[1] | object) =>
      createTask(db, { roomId: room.id, title: room.roomNumber, ...mine, ...values });

    const quietUrgent = await task(quiet, { dueDate: '2031-03-10', priority: 'high' });
    const arrive = await task(arriving, { dueDate: '2031-03-12', priority: 'low' });
    const depart = await task(departing, { dueDate: '2031-03-11' });
    const stayover = await task(inHouse, { dueDate: '2031-03-10', priority: 'low', status: 'in-progress' });
    const doneToday = await task(later, {
      dueDate: '2031-03-11',
      status: 'completed',
      updatedAt: new Date('2031-03-10T09:00:00Z'),
    });
    const doneBefore = await task(arriving, {
      dueDate: '2031-03-09',
      status: 'completed',
      updatedAt: new Date('2031-03-09T17:00:00Z'),
    });
    const cancelledArrival = await task(cancelled, { dueDate: '2031-03-12' });
    const expected = [
      arrive.id,
      depart.id,
      quietUrgent.id,
      stayover.id,
      doneToday.id,
      cancelledArrival.id,
      doneBefore.id,
    ];

    const first = (await hk.client.get('/api/tasks/mine')).json();
    expect(first.tasks.map((x: { _id: string }) => x._id)).toEqual(expected);
    const byId = new Map(first.tasks.map((x: { _id: string; room: unknown }) => [x._id, x.room]));
    expect(byId.get(arrive.id)).toEqual({
      occupied: false,
      dueOutToday: false,
      arrival: { date: '2031-03-10', time: '15:00', today: true },
    });
    expect(byId.get(depart.id)).toEqual({ occupied: true, dueOutToday: true, arrival: null });
    expect(byId.get(stayover.id)).toEqual({ occupied: true, dueOutToday: false, arrival: null });
    expect(byId.get(doneToday.id)).toEqual({
      occupied: false,
      dueOutToday: false,
      arrival: { date: '2031-03-12', time: '15:00', today: false },
    });
    expect(byId.get(cancelledArrival.id)).toEqual({ occupied: false, dueOutToday: false, arrival: null });

    // Starting, finishing and reopening tasks leaves every task where it was.
    for (const [id, status] of [
      [depart.id, 'in-progress'],
      [depart.id, 'completed'],
      [quietUrgent.id, 'completed'],
      [stayover.id, 'pending'],
      [doneToday.id, 'pending'],
    ] as const) {
      expect((await hk.client.put(`/api/tasks/${id}/status`, { status })).statusCode).toBe(200);
      const again = (await hk.client.get('/api/tasks/mine')).json();
      expect(again.tasks.map((x: { _id: string }) => x._id)).toEqual(expected);
    }
  });

  it('is for housekeeping only', async () => {
    for (const role of ['receptionist', 'guest'] as const) {
      expect((await (await clientAs(t, role)).client.get('/api/tasks/mine')).statusCode).toBe(403);
    }
    expect((await new Client(t.app).get('/api/tasks/mine')).statusCode).toBe(401);
  });
});

describe('PUT /api/tasks/:id/status', () => {
  it("lets a housekeeper move their own task, and answers 404 for another's", async () => {
    const db = t.database.db;
    const room = await createRoom(db);
    const mine = await createTask(db, { roomId: room.id, title: room.roomNumber, assignedTo: ann.user.id });
    const theirs = await createTask(db, { roomId: room.id, title: room.roomNumber, assignedTo: ben.user.id });
    const nobodys = await createTask(db, { roomId: room.id, title: room.roomNumber });

    const res = await ann.client.put(`/api/tasks/${mine.id}/status`, { status: 'in-progress' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: TASK_MSG.statusUpdated,
      task: { _id: mine.id, status: 'in-progress' },
    });

    for (const id of [theirs.id, nobodys.id, '00000000-0000-4000-8000-000000000000']) {
      const denied = await ann.client.put(`/api/tasks/${id}/status`, { status: 'completed' });
      expect(denied.statusCode).toBe(404);
      expect(denied.json().message).toBe(TASK_MSG.notFound);
    }
    const after = (await ben.client.get('/api/tasks/mine')).json();
    expect(after.tasks.find((x: { _id: string }) => x._id === theirs.id).status).toBe('pending');

    const [entry] = await auditEntries(db, mine.id);
    expect(entry).toMatchObject({ action: 'task.status', actorId: ann.user.id });
    expect(entry!.details).toMatchObject({ before: { status: 'pending' }, after: { status: 'in-progress' } });
  });

  it("lets admin and manager move anyone's task; not the desk or guests", async () => {
    const db = t.database.db;
    const room = await createRoom(db);
    const task = await createTask(db, { roomId: room.id, title: room.roomNumber, assignedTo: ben.user.id });
    for (const role of ['admin', 'manager'] as const) {
      const { client } = await clientAs(t, role);
      expect((await client.put(`/api/tasks/${task.id}/status`, { status: 'in-progress' })).statusCode).toBe(200);
    }
    for (const role of ['receptionist', 'guest'] as const) {
      const { client } = await clientAs(t, role);
      expect((await client.put(`/api/tasks/${task.id}/status`, { status: 'completed' })).statusCode).toBe(403);
    }
  });

  it('refuses an unknown status and unknown fields with field errors', async () => {
    const db = t.database.db;
    const room = await createRoom(db);
    const task = await createTask(db, { roomId: room.id, title: room.roomNumber, assignedTo: ann.user.id });
    const bad = await ann.client.put(`/api/tasks/${task.id}/status`, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    const extra = await ann.client.put(`/api/tasks/${task.id}/status`, {
      status: 'completed',
      assignedTo: ben.user.id,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toHaveProperty('assignedTo');
  });

  it('makes a room waiting for cleaning available when its cleaning task is completed, and only then', async () => {
    const db = t.database.db;
    const cleaning = await createRoom(db, { status: 'cleaning' });
    const occupied = await createRoom(db, { status: 'occupied' });
    const clean = await createTask(db, { roomId: cleaning.id, title: cleaning.roomNumber, assignedTo: ann.user.id });
    const fix = await createTask(db, {
      roomId: cleaning.id,
      title: cleaning.roomNumber,
      assignedTo: ann.user.id,
      type: 'maintenance',
    });
    const tidy = await createTask(db, { roomId: occupied.id, title: occupied.roomNumber, assignedTo: ann.user.id });

    await ann.client.put(`/api/tasks/${fix.id}/status`, { status: 'completed' });
    expect(await roomStatusOf(db, cleaning.id)).toBe('cleaning');
    await ann.client.put(`/api/tasks/${clean.id}/status`, { status: 'in-progress' });
    expect(await roomStatusOf(db, cleaning.id)).toBe('cleaning');
    await ann.client.put(`/api/tasks/${clean.id}/status`, { status: 'completed' });
    expect(await roomStatusOf(db, cleaning.id)).toBe('available');
    // A guest is in the room: tidying it does not put it on sale.
    await ann.client.put(`/api/tasks/${tidy.id}/status`, { status: 'completed' });
    expect(await roomStatusOf(db, occupied.id)).toBe('occupied');
  });
});
