import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer in, among those `offered` (in the server's order of preference), as @fastify/static
 * chooses (@fastify/accept-negotiator): the highest q wins, the server's order breaks a tie, q=0 refuses,
 * `*` stands for gzip; undefined when the browser accepts none of them.
 */
export function preferredEncoding<E extends string>(
  acceptEncoding: string | undefined,
  offered: readonly E[],
): E | undefined {
  let chosen: E | undefined;
  let chosenQuality = 0;
  let chosenRank = Number.POSITIVE_INFINITY;
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token = '', ...params] = item.split(';').map((part) => part.trim());
    const rank = offered.indexOf((token === '*' ? 'gzip' : token) as E);
    if (rank === -1) continue;
    const q = params.find((param) => param.startsWith('q'));
    const quality = q === undefined ? 1 : Number.parseFloat(q.replace(/^q\s*=\s*/, '')) || 0;
    if (quality === 0) continue;
    if (quality > chosenQuality || (quality === chosenQuality && rank < chosenRank)) {
      chosen = offered[rank];
      chosenQuality = quality;
      chosenRank = rank;
    }
  }
  return chosen;
}

/**
 * The choice for each Accept-Encoding seen lately. Browsers send a handful of values, each on every request, and
 * reading one (splitting, trimming and searching its parts) was 1.4 % of the room list's CPU. Forgotten wholesale
 * when full, and a value too long to be a browser's is read afresh each time, so made-up values cost a bounded map.
 */
const chosen = new Map<string, Encoding>();
const MAX_CHOICES = 64;
const MAX_KEPT_HEADER = 200;

/** Brotli, else gzip, as the browser accepts them; none when it accepts neither. */
export function acceptedEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return 'identity';
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const encoding = preferredEncoding(header, ['br', 'gzip'] as const) ?? 'identity';
  if (header.length <= MAX_KEPT_HEADER) {
    if (chosen.size >= MAX_CHOICES) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

/** At least this many bytes, or compression gains less than its headers and the time to undo it cost. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotliOptions = (bytes: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
});
const GZIP_OPTIONS = { level: 6 };
const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

/** Brotli at quality 5 and gzip at 6: a page of ~100 KB in about a millisecond, most of the size saved. */
export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'br') return brotliCompressSync(bytes, brotliOptions(bytes));
  if (encoding === 'gzip') return gzipSync(bytes, GZIP_OPTIONS);
  return bytes;
}

/** As {@link compress}, in zlib's thread pool: for an answer made once, while the event loop serves others. */
export async function compressInPool(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'br') return brotliLater(bytes, brotliOptions(bytes));
  if (encoding === 'gzip') return gzipLater(bytes, GZIP_OPTIONS);
  return bytes;
}
