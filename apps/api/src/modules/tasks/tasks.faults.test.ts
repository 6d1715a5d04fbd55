import { TASK_MSG } from '@hotel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.js';
import { createStay, roomStatusOf, tasksOfRoom } from '../../../test/front-desk-factories.js';
import { auditEntries, clientAs, clientsByRole } from '../../../test/panel-factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let ann: Awaited<ReturnType<typeof clientAs>>;
let as: Awaited<ReturnType<typeof clientsByRole>>;

beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-04-02T10:00:00Z') });
  ann = await clientAs(t, 'housekeeping', { name: 'Ann Keeper' });
  as = await clientsByRole(t);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/tasks/faults', () => {
  it('opens an unassigned maintenance task due today, takes the room off sale, audits it, and the managers see it', async () => {
    const db = t.database.db;
    const room = await createRoom(db, { status: 'available' });
    const res = await ann.client.post('/api/tasks/faults', {
      roomId: room.id,
      description: '  Shower leaks onto the floor  ',
      takeOffSale: true,
    });
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      message: TASK_MSG.faultReportedOffSale,
      task: {
        _id: expect.any(String),
        title: room.roomNumber,
        description: 'Shower leaks onto the floor',
        assignedTo: null,
        dueDate: '2031-04-02',
        priority: 'medium',
        type: 'maintenance',
        status: 'pending',
        createdAt: '2031-04-02T10:00:00.000Z',
        photo: null,
      },
      room: { _id: room.id, roomNumber: room.roomNumber, status: 'maintenance' },
    });
    expect(await roomStatusOf(db, room.id)).toBe('maintenance');
    const [entry] = await auditEntries(db, answer.task._id);
    expect(entry).toMatchObject({
      action: 'task.fault',
      actorId: ann.user.id,
      details: { roomId: room.id, takeOffSale: true, roomStatus: { before: 'available', after: 'maintenance' } },
    });
    const list = (await as.manager.get('/api/tasks?type=maintenance&status=pending')).json();
    expect(list.tasks.map((x: { _id: string }) => x._id)).toContain(answer.task._id);
  });

  it('leaves the room on sale without the flag, and keeps a chosen priority', async () => {
    const db = t.database.db;
    const room = await createRoom(db, { status: 'cleaning' });
    const res = await ann.client.post('/api/tasks/faults', {
      roomId: room.id,
      description: 'Bedside lamp flickers',
      priority: 'low',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: TASK_MSG.faultReported,
      task: { priority: 'low', type: 'maintenance' },
      room: { status: 'cleaning' },
    });
    expect(await roomStatusOf(db, room.id)).toBe('cleaning');
  });

  it('refuses to take a room with a guest in it off sale, writing nothing; the fault alone is accepted', async () => {
    const db = t.database.db;
    const { room } = await createStay(db, {
      checkIn: '2031-04-01',
      checkOut: '2031-04-04',
      status: 'checked-in',
      roomStatus: 'occupied',
    });
    const refused = await ann.client.post('/api/tasks/faults', {
      roomId: room.id,
      description: 'Air conditioning is loud',
      takeOffSale: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: TASK_MSG.roomOccupied,
      errors: { takeOffSale: TASK_MSG.roomOccupied },
    });
    expect(await tasksOfRoom(db, room.id)).toEqual([]);
    expect(await roomStatusOf(db, room.id)).toBe('occupied');

    const reported = await ann.client.post('/api/tasks/faults', {
      roomId: room.id,
      description: 'Air conditioning is loud',
    });
    expect(reported.statusCode).toBe(201);
    expect(await roomStatusOf(db, room.id)).toBe('occupied');
  });

  it('names the field problems, and answers 404 for an unknown room', async () => {
    const bad = await ann.client.post('/api/tasks/faults', {
      roomId: 'nope',
      description: '   ',
      priority: 'urgent',
      takeOffSale: 'yes',
      assignedTo: 'me',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'assignedTo',
      'description',
      'priority',
      'roomId',
      'takeOffSale',
    ]);
    expect(bad.json().errors.description).toBe(TASK_MSG.faultDescriptionRequired);
    const unknown = await ann.client.post('/api/tasks/faults', {
      roomId: crypto.randomUUID(),
      description: 'Broken window',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TASK_MSG.roomNotFound);
  });

  it('is for housekeeping and management: the desk and guests are refused', async () => {
    const room = await createRoom(t.database.db);
    const body = { roomId: room.id, description: 'Door sticks' };
    expect((await as.manager.post('/api/tasks/faults', body)).statusCode).toBe(201);
    for (const client of [as.receptionist, as.guest]) {
      expect((await client.post('/api/tasks/faults', body)).statusCode).toBe(403);
    }
    expect((await as.anonymous.post('/api/tasks/faults', body)).statusCode).toBe(401);
  });
});

describe('GET /api/tasks/rooms for a fault report', () => {
  it('lists every room in service to a housekeeper with status=all, the available ones by default', async () => {
    const db = t.database.db;
    const busy = await createRoom(db, { status: 'occupied' });
    const free = await createRoom(db, { status: 'available' });
    const numbers = async (url: string) =>
      (await ann.client.get(url)).json().rooms.map((r: { roomNumber: string }) => r.roomNumber);
    expect(await numbers('/api/tasks/rooms?status=all')).toEqual(
      expect.arrayContaining([busy.roomNumber, free.roomNumber]),
    );
    const available = await numbers('/api/tasks/rooms');
    expect(available).toContain(free.roomNumber);
    expect(available).not.toContain(busy.roomNumber);
    expect((await ann.client.get('/api/tasks/rooms?status=dirty')).statusCode).toBe(400);
  });
});
