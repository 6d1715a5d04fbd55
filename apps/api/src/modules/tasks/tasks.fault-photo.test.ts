import { TASK_MSG } from '@hotel/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.js';
import { tasksOfRoom } from '../../../test/front-desk-factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { clientAs, clientsByRole } from '../../../test/panel-factories.js';
import { createClock, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let ann: Awaited<ReturnType<typeof clientAs>>;
let ben: Awaited<ReturnType<typeof clientAs>>;
let as: Awaited<ReturnType<typeof clientsByRole>>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ clock: createClock('2031-04-02T10:00:00Z') });
  ann = await clientAs(t, 'housekeeping', { name: 'Ann Keeper' });
  ben = await clientAs(t, 'housekeeping', { name: 'Ben Keeper' });
  as = await clientsByRole(t);
  png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#c9a24d' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const form = (fields: Record<string, string>, photo?: { data: Buffer; type?: string; name?: string }) =>
  multipartBody(
    fields,
    photo
      ? [{ field: 'photo', name: photo.name ?? 'fault.png', type: photo.type ?? 'image/png', data: photo.data }]
      : [],
  );

describe('a fault form that is not one', () => {
  it('is a 400 when the body says multipart but is not, and nothing is written', async () => {
    const room = await createRoom(t.database.db);
    const res = await ann.client.request({
      method: 'POST',
      url: '/api/tasks/faults',
      payload: JSON.stringify({ roomId: room.id, description: 'Leak', priority: 'high' }),
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(await tasksOfRoom(t.database.db, room.id)).toHaveLength(0);
  });
});

describe('a fault reported with a photo', () => {
  it('stores the photo as WebP on the task, for staff to see', async () => {
    const room = await createRoom(t.database.db);
    const { payload, headers } = form(
      { roomId: room.id, description: 'Cracked basin', priority: 'high', takeOffSale: 'true' },
      { data: png },
    );
    const res = await ann.client.request({ method: 'POST', url: '/api/tasks/faults', payload, headers });
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      message: TASK_MSG.faultReportedOffSale,
      task: { description: 'Cracked basin', priority: 'high', type: 'maintenance', photo: expect.any(String) },
      room: { status: 'maintenance' },
    });
    const url: string = answer.task.photo;
    expect(url).toBe(`/api/tasks/${answer.task._id}/photo`);

    const seen = await as.manager.get(url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toContain('private');
    const bytes = seen.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(bytes).metadata()).width).toBe(64);

    // The reporter sees it; the manager's task list carries it.
    expect((await ann.client.get(url)).statusCode).toBe(200);
    const list = (await as.manager.get('/api/tasks?type=maintenance')).json();
    expect(list.tasks.find((x: { _id: string }) => x._id === answer.task._id).photo).toBe(url);

    // Staff only: a guest is refused, another housekeeper is told it does not exist.
    expect((await as.guest.get(url)).statusCode).toBe(403);
    expect((await ben.client.get(url)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image with 400, writing nothing', async () => {
    const room = await createRoom(t.database.db);
    const { payload, headers } = form(
      { roomId: room.id, description: 'Door sticks' },
      { data: Buffer.from('%PDF-1.4 not a photo'), type: 'image/png', name: 'door.png' },
    );
    const res = await ann.client.request({ method: 'POST', url: '/api/tasks/faults', payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('photo', TASK_MSG.photoType);
    expect(await tasksOfRoom(t.database.db, room.id)).toEqual([]);
  });

  it('still takes a fault without a photo, as a form or as JSON', async () => {
    const room = await createRoom(t.database.db);
    const { payload, headers } = form({ roomId: room.id, description: 'Noisy fan' });
    const res = await ann.client.request({ method: 'POST', url: '/api/tasks/faults', payload, headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().task.photo).toBeNull();
    const json = await ann.client.post('/api/tasks/faults', { roomId: room.id, description: 'Loose tile' });
    expect(json.statusCode).toBe(201);
    expect(json.json().task.photo).toBeNull();
    expect((await as.manager.get(`/api/tasks/${json.json().task._id}/photo`)).statusCode).toBe(404);
  });

  it('lists every bad field of a form at once', async () => {
    const { payload, headers } = form({ roomId: 'nope', description: '' });
    const res = await ann.client.request({ method: 'POST', url: '/api/tasks/faults', payload, headers });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['roomId', 'description']));
  });
});
