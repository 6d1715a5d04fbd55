import { describe, expect, it } from 'vitest';
import { createSessionCache, registerSessionCache, sessionsChanging } from './session-cache.js';

const session = (seen: string) => ({ lastSeenAt: new Date(seen) });

function cacheAt(options: { keptMs?: number; holdMs?: number; maxEntries?: number } = {}) {
  let time = 0;
  const cache = createSessionCache<{ lastSeenAt: Date }>({ keptMs: 1000, holdMs: 200, ...options, clock: () => time });
  cache.setLive(true);
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('the sessions kept in memory', () => {
  it('keeps a session read for its time, then reads it again', () => {
    const { cache, advance } = cacheAt();
    const row = session('2027-01-01T10:00:00Z');
    cache.keep('a', row, cache.readStarted());
    expect(cache.find('a')).toBe(row);
    advance(1000);
    expect(cache.find('a')).toBe(row);
    advance(1);
    expect(cache.find('a')).toBeUndefined();
  });

  it('keeps nothing and finds nothing while notices cannot arrive', () => {
    const { cache } = cacheAt();
    cache.keep('a', session('2027-01-01T10:00:00Z'), cache.readStarted());
    cache.setLive(false);
    expect(cache.find('a')).toBeUndefined();
    cache.keep('b', session('2027-01-01T10:00:00Z'), cache.readStarted());
    cache.setLive(true);
    expect(cache.find('b')).toBeUndefined();
  });

  it('forgets everything at a notice, and does not keep a session read before it', () => {
    const { cache } = cacheAt();
    cache.keep('a', session('2027-01-01T10:00:00Z'), cache.readStarted());
    const readBefore = cache.readStarted();
    cache.forget();
    expect(cache.find('a')).toBeUndefined();
    cache.keep('b', session('2027-01-01T10:00:00Z'), readBefore);
    expect(cache.find('b')).toBeUndefined();
    cache.keep('b', session('2027-01-01T10:00:00Z'), cache.readStarted());
    expect(cache.find('b')).toBeDefined();
  });

  it('neither keeps nor finds anything for a while after this server changed sessions', () => {
    const { cache, advance } = cacheAt();
    const unregister = registerSessionCache(cache);
    try {
      cache.keep('a', session('2027-01-01T10:00:00Z'), cache.readStarted());
      sessionsChanging();
      expect(cache.find('a')).toBeUndefined();
      cache.keep('b', session('2027-01-01T10:00:00Z'), cache.readStarted());
      advance(199);
      expect(cache.find('b')).toBeUndefined();
      advance(1);
      cache.keep('c', session('2027-01-01T10:00:00Z'), cache.readStarted());
      expect(cache.find('c')).toBeDefined();
    } finally {
      unregister();
    }
    sessionsChanging();
    expect(cache.find('c')).toBeDefined();
  });

  it('marks a kept session seen when this server touched it', () => {
    const { cache } = cacheAt();
    cache.keep('a', session('2027-01-01T10:00:00Z'), cache.readStarted());
    cache.touched('a', new Date('2027-01-01T10:05:00Z'));
    expect(cache.find('a')?.lastSeenAt).toEqual(new Date('2027-01-01T10:05:00Z'));
  });

  it('holds at most its number of sessions, the oldest going first', () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.keep(key, session('2027-01-01T10:00:00Z'), cache.readStarted());
    expect(cache.find('a')).toBeUndefined();
    expect(cache.find('b')).toBeDefined();
    expect(cache.find('c')).toBeDefined();
  });
});
