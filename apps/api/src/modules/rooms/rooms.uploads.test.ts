import { randomUUID } from 'node:crypto';
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

describe('the per-address limit and room photos', () => {
  // A first visit to the room list asks for a dozen photos: guests sharing the hotel's Wi-Fi would use the
  // address's minute on photos that cost the server nothing once they are kept.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '4' } });
  });
  afterAll(async () => {
    await limited?.close();
  });
  const from = (address: string, url: string) =>
    limited.app.inject({ method: 'GET', url: `/uploads/rooms/${url}`, remoteAddress: address });

  it('does not count a photo sent from memory, and counts one read from the database or a name that is none', async () => {
    const room = await createRoom(limited.database.db);
    const { image } = await createRoomImage(limited.database.db, room.id, { width: 640, height: 480 });
    const rendition = `${stem(image.fileName)}-480.webp`;
    // Asked for twice, the second time kept: both read the database, and both count.
    expect((await from('192.0.2.60', rendition)).headers['x-ratelimit-remaining']).toBe('3');
    expect((await from('192.0.2.60', rendition)).headers['x-ratelimit-remaining']).toBe('2');
    for (let i = 0; i < 20; i++) {
      const res = await from('192.0.2.60', rendition);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    // The whole photo was not kept yet, and a made-up name never is.
    expect((await from('192.0.2.60', image.fileName)).headers['x-ratelimit-remaining']).toBe('1');
    expect((await from('192.0.2.60', `${stem(randomUUID())}.webp`)).headers['x-ratelimit-remaining']).toBe('0');
    expect((await from('192.0.2.60', image.fileName)).statusCode).toBe(429);
    expect((await from('192.0.2.60', rendition)).statusCode).toBe(200);
  });
});
