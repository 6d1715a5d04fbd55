import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A built web app as apps/web's build leaves it: text files with .br and .gz copies beside them.
const indexHtml = '<!doctype html><html lang="en"><head><title>The Aurelia</title></head><body></body></html>';
const appJs = `console.log(${JSON.stringify('the app '.repeat(200))});`;
const themeJs = 'document.documentElement.dataset.theme = "light";';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'hotel-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  const withCopies = async (file: string, text: string) => {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  await withCopies('index.html', indexHtml);
  await withCopies('assets/index-abc123.js', appJs);
  await writeFile(path.join(dist, 'theme-init.js'), themeJs); // too small to be worth a compressed copy
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  t = await createTestApp({ serveWeb: true, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app is sent compressed when the browser accepts it', () => {
  it('sends Brotli to a browser that accepts it, with the type and the year-long cache of a built asset', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.rawPayload.length).toBeLessThan(appJs.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends the plain file to a client that accepts no compression, still saying it varies', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-abc123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(appJs);
    }
  });

  it('sends the plain file when the build left no compressed copy', async () => {
    const res = await get('/theme-init.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(themeJs);
  });

  it('sends the page of a client route compressed too, and never cached without revalidation', async () => {
    for (const url of ['/', '/rooms', '/room/some-room']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('still answers a missing asset with a 404', async () => {
    const res = await get('/assets/missing-000.js', 'br, gzip');
    expect(res.statusCode).toBe(404);
  });

  it("does not serve the build's own records (.vite/manifest.json)", async () => {
    for (const url of ['/.vite/manifest.json']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('src/main.tsx');
    }
  });
});
