import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../../test/factories.js';
import { createRoomImage } from '../../../test/rooms-factories.js';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let client: Client;
let large: Awaited<ReturnType<typeof createRoomImage>>;
let small: Awaited<ReturnType<typeof createRoomImage>>;

beforeAll(async () => {
  t = await createTestApp();
  client = new Client(t.app);
  const room = await createRoom(t.database.db);
  large = await createRoomImage(t.database.db, room.id, { width: 1200, height: 800 });
  small = await createRoomImage(t.database.db, room.id, { position: 1, width: 600, height: 400 });
});
afterAll(async () => {
  await t.close();
});

const stem = (fileName: string) => fileName.replace(/\.webp$/, '');

describe('GET /uploads/rooms/:file', () => {
  it('serves the stored WebP bytes with long-lived, no-sniff headers', async () => {
    const res = await client.get(`/uploads/rooms/${large.image.fileName}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(large.encoded.data)).toBe(true);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
  });

  it('serves the 480 and 960 renditions by name', async () => {
    for (const width of [480, 960]) {
      const res = await client.get(`/uploads/rooms/${stem(large.image.fileName)}-${width}.webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('stands in the image itself for a rendition wider than the image', async () => {
    const res = await client.get(`/uploads/rooms/${stem(small.image.fileName)}-960.webp`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
    const narrower = await client.get(`/uploads/rooms/${stem(small.image.fileName)}-480.webp`);
    expect((await sharp(narrower.rawPayload).metadata()).width).toBe(480);
  });

  it('answers 404 JSON for anything that is not a stored image or rendition', async () => {
    const names = [
      '00000000-0000-4000-8000-000000000000.webp',
      `${stem(large.image.fileName)}-123.webp`,
      `${stem(large.image.fileName)}.png`,
      `${stem(large.image.fileName)}`,
      '..%2F..%2Fpackage.json',
      'x.webp',
    ];
    for (const name of names) {
      const res = await client.get(`/uploads/rooms/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Image not found' });
    }
  });
});
