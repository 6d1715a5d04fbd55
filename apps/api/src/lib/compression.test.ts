import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compression.js';

const askedWith = (acceptEncoding?: string) =>
  acceptedEncoding({
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  } as FastifyRequest);

describe('acceptedEncoding', () => {
  it('answers each Accept-Encoding by its own value, the first time and every time after', () => {
    const cases: [string | undefined, string][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['*', 'gzip'],
      [undefined, 'identity'],
      [`${'x'.repeat(300)}, br`, 'br'],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [header, encoding] of cases) expect(askedWith(header), `${header} (${round})`).toBe(encoding);
    }
  });

  it('still answers rightly after more different values than it remembers', () => {
    for (let i = 0; i < 200; i++) expect(askedWith(`gzip;q=0.${(i % 9) + 1}, x-${i}`)).toBe('gzip');
    expect(askedWith('gzip, br')).toBe('br');
    expect(askedWith('br;q=0, gzip')).toBe('gzip');
    expect(askedWith('gzip, br')).toBe('br');
  });
});
