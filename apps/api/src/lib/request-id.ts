import { randomFillSync } from 'node:crypto';

const ID_BYTES = 16;
const IDS_PER_DRAW = 256;

/**
 * Request ids: 128 random bits each, in base64url (22 characters), as unguessable as a random UUID. The bytes are
 * drawn 256 ids at a time, and each id is one flat string, where a UUID is joined from twenty pieces that every
 * later use (the header's check, the log line) must first join again: 0.15 µs an id, header check included, against
 * 0.39 (docs/BENCHMARKS.md, thirty-second round).
 */
export function requestIds(): () => string {
  const pool = Buffer.allocUnsafe(ID_BYTES * IDS_PER_DRAW);
  let next = pool.length;
  return () => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    const id = pool.toString('base64url', next, next + ID_BYTES);
    next += ID_BYTES;
    return id;
  };
}
