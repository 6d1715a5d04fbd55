import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A built web app as apps/web's build leaves it: text files with .br and .gz copies beside them.
const indexHtml = '<!doctype html><html lang="en"><head><title>The Aurelia</title></head><body></body></html>';
const appJs = `console.log(${JSON.stringify('the app '.repeat(200))});`;
const themeJs = 'document.documentElement.dataset.theme = "light";';
const heldCss = `.held{color:red}${'/* a held style sheet */'.repeat(50)}`;
// The page as sent: the server names the hotel's time zone in it.
const pageHtml = indexHtml.replace('</head>', '<meta name="hotel-time-zone" content="Pacific/Kiritimati"></head>');
const faviconSvg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';

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
  await withCopies('assets/held-def456.css', heldCss);
  await withCopies('favicon.svg', faviconSvg);
  await writeFile(path.join(dist, 'theme-init.js'), themeJs); // too small to be worth a compressed copy
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  t = await createTestApp({ serveWeb: true, env: { WEB_DIST: dist, HOTEL_TIMEZONE: 'Pacific/Kiritimati' } });
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
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(pageHtml);
    }
  });

  it("names the hotel's time zone in the page, in every encoding, under validators of its own", async () => {
    const plain = await get('/index.html');
    const gzip = await get('/dashboard/guest', 'gzip');
    expect(plain.body).toBe(pageHtml);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(pageHtml);
    // The ETag is the page's own, not the build file's; a browser that holds it gets a 304.
    const built = `W/"${Buffer.byteLength(indexHtml).toString(16)}-`;
    expect(plain.headers.etag).not.toContain(built);
    const again = await t.app.inject({
      method: 'GET',
      url: '/rooms',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
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

describe('the built files are read once at startup and sent from memory', () => {
  const css = '/assets/held-def456.css';

  it('still sends a file, and each of its compressed copies, after they are gone from disk', async () => {
    for (const suffix of ['', '.br', '.gz']) await unlink(path.join(dist, `assets/held-def456.css${suffix}`));
    const br = await get(css, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['accept-ranges']).toBe('bytes');
    // The security headers of every answer still come with it.
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(heldCss);

    const gzip = await get(css, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(heldCss);

    const plain = await get(css);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(heldCss);
  });

  it('follows the q-values of Accept-Encoding: a refused encoding is never sent, a preferred one is', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.8', 'br'],
      ['gzip, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['deflate', undefined],
      ['*', 'gzip'], // as @fastify/static reads it
    ];
    for (const [acceptEncoding, expected] of cases) {
      const res = await get('/assets/index-abc123.js', acceptEncoding);
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(expected);
    }
  });

  it("answers a browser's revalidation with 304 when its copy is current, for the encoding it holds", async () => {
    const first = await get('/assets/index-abc123.js', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers['last-modified']).toBeDefined();
    const revalidate = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br', ...headers } });

    const same = await revalidate({ 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await revalidate({ 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await revalidate({ 'if-modified-since': String(first.headers['last-modified']) })).statusCode).toBe(304);

    // The gzip copy is another body: its tag does not match the Brotli one.
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers.etag).not.toBe(etag);
    expect((await revalidate({ 'if-none-match': String(gzip.headers.etag) })).statusCode).toBe(200);
    // A reload asks for the whole file whatever the browser holds.
    expect((await revalidate({ 'if-none-match': etag, 'cache-control': 'no-cache' })).statusCode).toBe(200);
    expect((await revalidate({ 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const getRes = await get('/favicon.svg', 'br');
    const head = await t.app.inject({ method: 'HEAD', url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'cache-control', 'vary'])
      expect(head.headers[name], name).toBe(getRes.headers[name]);
    expect(head.headers['content-type']).toBe('image/svg+xml');
    expect(head.headers['cache-control']).toBe('no-cache'); // not a fingerprinted asset
  });

  it('ignores a query string, as the file does', async () => {
    const res = await get('/assets/index-abc123.js?v=2', 'br');
    expect(res.statusCode).toBe(200);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('leaves a range to @fastify/static, which sends the part from disk', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { range: 'bytes=0-6' } });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe(appJs.slice(0, 7));
  });

  it('sends the page whole, with the zone it names, to a range request: the file on disk does not name it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html', headers: { range: 'bytes=0-6' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(pageHtml);
    expect(res.headers['accept-ranges']).toBe('none');
  });

  it('answers an address that is no built file with the 404 of today, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of [
        '/assets/missing-000.js',
        '/assets/index-abc123.js.map',
        '/media/none.webp',
        '/.vite/manifest.json',
      ]) {
        const res = await t.app.inject({ method, url, headers: { 'accept-encoding': 'br' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-encoding']).toBeUndefined();
      }
    }
  });
});

describe("the per-address limit counts what costs the server work, not the page's own files", () => {
  // A hotel's guests share one public address on its Wi-Fi: a first visit to three pages asks for some fifty
  // built files, so counting them would lock a lobby out after a dozen visitors.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ serveWeb: true, env: { WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited?.close();
  });
  const from = (url: string, headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'GET', url, headers, remoteAddress: '192.0.2.44' });

  it('sends the built files held in memory to an address that has used its minute, and counts the rest', async () => {
    for (let i = 0; i < 10; i++) {
      for (const url of ['/assets/index-abc123.js?v=1', '/favicon.svg', '/theme-init.js']) {
        const res = await from(url, { 'accept-encoding': 'br' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
      }
    }
    for (let i = 0; i < 3; i++) expect((await from('/api/health')).statusCode).toBe(200);
    expect((await from('/api/health')).statusCode).toBe(429);
    expect((await from('/rooms')).statusCode).toBe(429);
    expect((await from('/assets/index-abc123.js')).statusCode).toBe(200);
  });

  it('counts what the memory does not answer: a range, sent from disk, an address that is no file, a POST', async () => {
    const other = (url: string, headers: Record<string, string> = {}) =>
      limited.app.inject({ method: 'GET', url, headers, remoteAddress: '192.0.2.45' });
    for (let i = 0; i < 3; i++) {
      expect((await other('/assets/index-abc123.js', { range: 'bytes=0-9' })).statusCode).toBe(206);
    }
    expect((await other('/assets/missing-000.js')).statusCode).toBe(429);
    const post = await limited.app.inject({
      method: 'POST',
      url: '/assets/index-abc123.js',
      payload: { any: 'thing' },
      remoteAddress: '192.0.2.46',
    });
    expect(post.headers['x-ratelimit-remaining']).toBe('2');
  });
});
