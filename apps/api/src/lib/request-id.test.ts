import { describe, expect, it } from 'vitest';
import { requestIds } from './request-id.js';

describe('request ids', () => {
  it('are 128 random bits in base64url, none repeated across many draws of the pool', () => {
    const next = requestIds();
    const ids = Array.from({ length: 5_000 }, next);
    for (const id of ids.slice(0, 300)) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('differ between two servers', () => {
    const first = requestIds();
    const second = requestIds();
    const seen = new Set(Array.from({ length: 1_000 }, first));
    expect(Array.from({ length: 1_000 }, second).some((id) => seen.has(id))).toBe(false);
  });
});
