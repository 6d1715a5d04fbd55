import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../lib/compression.js';

/**
 * The built web app's files (the fingerprinted scripts, styles and fonts under assets/, and the icons and other
 * files beside index.html), read once at startup with the .br and .gz copies the build writes, and sent from
 * memory. Sent from disk (@fastify/static) every request waited for libuv's thread pool to open, stat and read
 * the file, behind whatever else was queued there (the database's and the password hashing's work): a 70 KB
 * entry script took 15 ms at the median and far longer when the server was busy.
 *
 * The answers are those @fastify/static gives for the same file, header for header (its ETag and Last-Modified,
 * from the stat of the copy sent; Accept-Ranges; Vary: Accept-Encoding; 304 for If-None-Match and
 * If-Modified-Since). What is rarer is left to it: a Range (video), If-Match and If-Unmodified-Since (except for
 * a file the server fills in, which exists only in memory), a file that is not held (added after startup, a type
 * not listed below, a name that needs escaping in a URL), and every address that is no file.
 */

type Encoding = 'br' | 'gzip';

interface Copy {
  body: Buffer;
  encoding: Encoding | undefined;
  etag: string;
  lastModified: string;
  lastModifiedMs: number;
}

export interface HeldFile {
  type: string;
  cacheControl: string;
  /** Compressed copies in the order they are preferred (br, then gzip), when the build wrote them. */
  compressed: readonly Copy[];
  plain: Copy;
  /**
   * Filled in by the server (index.html), so unlike the file on disk: always sent from memory, and whole (a
   * Range is ignored, as HTTP allows, and none is offered).
   */
  wholeOnly?: boolean;
}

export interface HeldFiles {
  /** By the path of the address that asks for them: `/assets/index-abc123.js`. */
  files: ReadonlyMap<string, HeldFile>;
  bytes: number;
}

/**
 * The Content-Type @fastify/send gives each (the `mime` package's, `; charset=utf-8` on text and scripts), for
 * the files a browser fetches whole. Video and audio are not held: browsers fetch them by ranges.
 */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

const COPIES: readonly (readonly [Encoding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** A bigger file is left on disk: the build's are all far smaller. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Names sent as they are in a URL (no escaping that could spell one file two ways). */
const PLAIN_NAME = /^[\w.~-]+$/;

async function readCopy(file: string, encoding: Encoding | undefined): Promise<Copy | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile() || info.size > MAX_FILE_BYTES) return undefined;
  const body = await readFile(file);
  const lastModified = info.mtime.toUTCString();
  return {
    body,
    encoding,
    // @fastify/send's: a browser holding the file from before the change revalidates it to a 304.
    etag: `W/"${body.length.toString(16)}-${info.mtime.getTime().toString(16)}"`,
    lastModified,
    lastModifiedMs: Date.parse(lastModified),
  };
}

/** Every file of the built app a browser may ask for, skipping dot-files and dot-directories (never served). */
async function listFiles(dir: string, address = ''): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !PLAIN_NAME.test(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(file, `${address}/${entry.name}`)));
    else if (entry.isFile()) found.push([`${address}/${entry.name}`, file]);
  }
  return found;
}

/**
 * The held file with its text rewritten by the server (index.html, which names the hotel's time zone): its
 * compressed copies made again from the new text, and its ETag from the new text, so that a browser holding the
 * build's own file, or the file as another configuration wrote it, gets the new one.
 */
function rewriteHeld(file: HeldFile, rewrite: (text: string) => string): HeldFile {
  const body = Buffer.from(rewrite(file.plain.body.toString('utf8')));
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  const copy = (encoding: Encoding | undefined, bytes: Buffer): Copy => ({
    ...file.plain,
    body: bytes,
    encoding,
    etag: `W/"${bytes.length.toString(16)}-${digest}"`,
  });
  const compressed = file.compressed.map(({ encoding }) =>
    copy(encoding, encoding === 'br' ? brotliCompressSync(body) : gzipSync(body, { level: 9 })),
  );
  return { ...file, plain: copy(undefined, body), compressed, wholeOnly: true };
}

/** `rewrite`: files whose text the server fills in, by address, with how. */
export async function readBuiltFiles(
  root: string,
  cacheControl: (file: string) => string,
  rewrite: Readonly<Record<string, (text: string) => string>> = {},
): Promise<HeldFiles> {
  const files = new Map<string, HeldFile>();
  let bytes = 0;
  const listed = await listFiles(root);
  const names = new Set(listed.map(([address]) => address));
  await Promise.all(
    listed.map(async ([address, file]) => {
      const type = TYPES[path.extname(file).toLowerCase()];
      // A compressed copy is sent in place of its file, never asked for by its own name but by @fastify/static.
      if (!type || COPIES.some(([, ext]) => address.endsWith(ext) && names.has(address.slice(0, -ext.length)))) return;
      const plain = await readCopy(file, undefined);
      if (!plain) return;
      const compressed = (
        await Promise.all(COPIES.map(([encoding, ext]) => readCopy(`${file}${ext}`, encoding)))
      ).filter((copy) => copy !== undefined);
      const read = { type, cacheControl: cacheControl(file), compressed, plain };
      const held = rewrite[address] ? rewriteHeld(read, rewrite[address]) : read;
      files.set(address, held);
      bytes += [held.plain, ...held.compressed].reduce((sum, copy) => sum + copy.body.length, 0);
    }),
  );
  return { files, bytes };
}

/** The copy to send, among those the build wrote (lib/compression.ts `preferredEncoding`). */
function chooseCopy(file: HeldFile, acceptEncoding: string | undefined): Copy {
  const encoding = preferredEncoding(
    acceptEncoding,
    file.compressed.flatMap((copy) => copy.encoding ?? []),
  );
  return file.compressed.find((copy) => copy.encoding === encoding) ?? file.plain;
}

/** @fastify/send's rule: If-None-Match (weak comparison) first, else If-Modified-Since; never on a reload. */
function notModified(request: FastifyRequest, copy: Copy): boolean {
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  if (ifNoneMatch === undefined && ifModifiedSince === undefined) return false;
  if (request.headers['cache-control']?.includes('no-cache')) return false;
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch === '*') return true;
    return ifNoneMatch.split(/[ ,]+/).some((tag) => tag !== '' && (tag === copy.etag || `W/${tag}` === copy.etag));
  }
  return copy.lastModifiedMs <= Date.parse(ifModifiedSince ?? '');
}

/** Whether the request asks for what only @fastify/static does (a part of the file, a write precondition). */
export function needsDisk(request: FastifyRequest, file: HeldFile): boolean {
  if (file.wholeOnly) return false;
  const { headers } = request;
  return (
    headers.range !== undefined || headers['if-match'] !== undefined || headers['if-unmodified-since'] !== undefined
  );
}

/** Sends the held file (its body left out for HEAD by Node.js itself), or a 304. */
export function sendHeld(request: FastifyRequest, reply: FastifyReply, file: HeldFile): FastifyReply {
  const copy = chooseCopy(file, request.headers['accept-encoding']);
  reply.headers({
    'accept-ranges': file.wholeOnly ? 'none' : 'bytes',
    'cache-control': file.cacheControl,
    'last-modified': copy.lastModified,
    etag: copy.etag,
    vary: 'accept-encoding',
    'content-type': file.type,
  });
  if (copy.encoding) reply.header('content-encoding', copy.encoding);
  if (notModified(request, copy)) return reply.code(304).send();
  return reply.send(copy.body);
}
