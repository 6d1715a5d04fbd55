import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';

function setup(options: { ttlMs?: number; maxEntries?: number; maxBytes?: number; repeatedOnly?: boolean } = {}) {
  let clock = 0;
  const cache = createAnswerCache({
    ttlMs: options.ttlMs ?? 1000,
    maxEntries: options.maxEntries ?? 10,
    maxBytes: options.maxBytes,
    repeatedOnly: options.repeatedOnly,
    now: () => clock,
  });
  cache.setLive(true);
  let made = 0;
  const make = (value: string) => async () => {
    made++;
    return value;
  };
  return {
    cache,
    make,
    made: () => made,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}
const text = async (body: Promise<Buffer>) => (await body).toString();

describe('answer cache', () => {
  it('serves a kept answer until it is ttlMs old, then the old one while the new one is made', async () => {
    const s = setup();
    expect(await text(s.cache.get('a', s.make('1')))).toBe('1');
    s.advance(999);
    expect(await text(s.cache.get('a', s.make('2')))).toBe('1');
    s.advance(1);
    let finish: (value: string) => void = () => {};
    const refresh = new Promise<string>((resolve) => (finish = resolve));
    // The request that finds it old and those after it do not wait for the database.
    expect(await text(s.cache.get('a', () => refresh))).toBe('1');
    expect(await text(s.cache.get('a', s.make('unused')))).toBe('1');
    finish('3');
    await refresh;
    await Promise.resolve();
    expect(await text(s.cache.get('a', s.make('4')))).toBe('3');
    expect(s.made()).toBe(1);
  });

  it('says whether it would answer a key from memory: kept, fresh or served on, and not dropped', async () => {
    const s = setup();
    expect(s.cache.serves('a')).toBe(false);
    await s.cache.get('a', s.make('1'));
    expect(s.cache.serves('a')).toBe(true);
    s.advance(1999);
    expect(s.cache.serves('a')).toBe(true);
    s.advance(1);
    expect(s.cache.serves('a')).toBe(false);
    await s.cache.get('a', s.make('2'));
    s.cache.clear();
    expect(s.cache.serves('a')).toBe(false);
    await s.cache.get('a', s.make('3'));
    s.cache.setLive(false);
    expect(s.cache.serves('a')).toBe(false);
  });

  it('hands over a kept answer at once while it is fresh, and nothing when get would make or wait for one', async () => {
    const s = setup();
    expect(s.cache.fresh('a')).toBeUndefined();
    await s.cache.get('a', s.make('1'));
    expect(s.cache.fresh('a')?.toString()).toBe('1');
    s.advance(999);
    expect(s.cache.fresh('a')?.toString()).toBe('1');
    // From ttlMs, get serves it on while it makes the next one: that is get's to do.
    s.advance(1);
    expect(s.cache.fresh('a')).toBeUndefined();
    await s.cache.get('a', s.make('2'));
    await new Promise((done) => setImmediate(done));
    expect(s.cache.fresh('a')?.toString()).toBe('2');
    s.cache.clear('holds');
    expect(s.cache.fresh('a')?.toString()).toBe('2');
    s.cache.clear();
    expect(s.cache.fresh('a')).toBeUndefined();
    await s.cache.get('a', s.make('3'));
    s.cache.setLive(false);
    expect(s.cache.fresh('a')).toBeUndefined();
    // What keep holds is no answer to send.
    s.cache.setLive(true);
    await s.cache.keep('rooms', async () => ['a room']);
    expect(s.cache.fresh('rooms')).toBeUndefined();
    expect(s.made()).toBe(3);
  });

  it('counts an answer handed over at once in the age of one made from it', async () => {
    const s = setup();
    await s.cache.get('list', s.make('list 1'));
    s.advance(900);
    const page = () => s.cache.get('page', async () => `page of ${s.cache.fresh('list')?.toString()}`);
    expect(await text(page())).toBe('page of list 1');
    // 1 s after the list was made, the page made from it 0.1 s ago is as old: it is made again.
    s.advance(100);
    expect(s.cache.fresh('page')).toBeUndefined();
  });

  it('counts an answer made from a kept one from when that one was made, so it is made again with it', async () => {
    const s = setup();
    await s.cache.keep('rooms', s.make('rooms 1'));
    s.advance(900);
    const list = () => s.cache.get('list', async () => `list of ${await s.cache.keep('rooms', s.make('rooms 2'))}`);
    expect(await text(list())).toBe('list of rooms 1');
    // 1.05 s after the rooms were read, the list made from them 0.15 s ago is as old: served on, and made again.
    s.advance(150);
    const made = s.made();
    expect(await text(list())).toBe('list of rooms 1');
    await new Promise((done) => setImmediate(done));
    expect(s.made()).toBe(made + 1);
    // Made again from the rooms served on meanwhile, it is still as old as they are: the next one has the new rooms.
    s.advance(1);
    await list();
    await new Promise((done) => setImmediate(done));
    expect(await text(list())).toBe('list of rooms 2');
  });

  it('waits for a new answer once the kept one is twice ttlMs old', async () => {
    const s = setup();
    await s.cache.get('a', s.make('1'));
    s.advance(2000);
    expect(await text(s.cache.get('a', s.make('2')))).toBe('2');
  });

  it('serves the old answer no more once its refresh failed: the next request reads afresh', async () => {
    const s = setup();
    await s.cache.get('a', s.make('1'));
    s.advance(1000);
    let fail: (err: Error) => void = () => {};
    const refresh = new Promise<string>((_, reject) => (fail = reject));
    expect(await text(s.cache.get('a', () => refresh))).toBe('1');
    fail(new Error('down'));
    await refresh.catch(() => {});
    await Promise.resolve();
    expect(await text(s.cache.get('a', s.make('2')))).toBe('2');
  });

  it('never serves an answer a change dropped, however young', async () => {
    const s = setup();
    await s.cache.get('a', s.make('1'));
    s.advance(1000);
    s.cache.clear();
    expect(await text(s.cache.get('a', s.make('2')))).toBe('2');
  });

  it('makes an answer once for requests that ask at the same time', async () => {
    const s = setup();
    const answers = await Promise.all([1, 2, 3].map(() => text(s.cache.get('a', s.make('x')))));
    expect(answers).toEqual(['x', 'x', 'x']);
    expect(s.made()).toBe(1);
  });

  it('does not keep an answer that was being made when a change cleared the cache', async () => {
    const s = setup();
    let finish: (value: string) => void = () => {};
    const before = s.cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    s.cache.clear();
    // A request after the change does not wait for the answer read before it.
    const after = s.cache.get('a', s.make('new'));
    finish('old');
    expect(await text(before)).toBe('old');
    expect(await text(after)).toBe('new');
    expect(await text(s.cache.get('a', s.make('newer')))).toBe('new');
  });

  it('keeps nothing while not live, and drops everything when it goes live again', async () => {
    const s = setup();
    await s.cache.get('a', s.make('1'));
    s.cache.setLive(false);
    expect(await text(s.cache.get('a', s.make('2')))).toBe('2');
    expect(await text(s.cache.get('a', s.make('3')))).toBe('3');
    s.cache.setLive(true);
    expect(await text(s.cache.get('a', s.make('4')))).toBe('4');
    expect(await text(s.cache.get('a', s.make('5')))).toBe('4');
  });

  it('keeps at most maxEntries answers, dropping the oldest first', async () => {
    const s = setup({ maxEntries: 2 });
    await s.cache.get('a', s.make('a1'));
    await s.cache.get('b', s.make('b1'));
    await s.cache.get('c', s.make('c1'));
    expect(await text(s.cache.get('c', s.make('c2')))).toBe('c1');
    expect(await text(s.cache.get('a', s.make('a2')))).toBe('a2');
  });

  it('keeps at most maxBytes of answers, dropping the oldest first, and counts what a change dropped', async () => {
    const s = setup({ maxBytes: 10 });
    await s.cache.get('a', s.make('aaaa'));
    await s.cache.get('b', s.make('bbbb'));
    await s.cache.get('c', s.make('cccc'));
    expect(await text(s.cache.get('b', s.make('b2')))).toBe('bbbb');
    expect(await text(s.cache.get('c', s.make('c2')))).toBe('cccc');
    expect(await text(s.cache.get('a', s.make('a2')))).toBe('a2');
    // Dropped answers no longer count: two new ones of 5 bytes fit after a change.
    s.cache.clear('holds');
    await s.cache.keep('h', async () => Buffer.from('hhhh'), 'holds');
    s.cache.clear('holds');
    await s.cache.get('d', s.make('ddddd'));
    await s.cache.get('e', s.make('eeee'));
    expect(await text(s.cache.get('d', s.make('d2')))).toBe('ddddd');
    // An answer larger than the cap is served, and not kept.
    expect(await text(s.cache.get('f', s.make('f'.repeat(11))))).toBe('f'.repeat(11));
    expect(await text(s.cache.get('f', s.make('f2')))).toBe('f2');
  });

  it('with repeatedOnly, keeps an answer only once its key is asked for again within ttlMs', async () => {
    const s = setup({ repeatedOnly: true });
    const ask = (answer: string) => text(s.cache.get('a', s.make(answer), 'holds'));
    expect(await ask('a1')).toBe('a1');
    s.advance(1000);
    // Asked again, but a whole ttlMs later: still not kept.
    expect(await ask('a2')).toBe('a2');
    s.advance(999);
    expect(await ask('a3')).toBe('a3');
    expect(await ask('a4')).toBe('a3');
    expect(s.made()).toBe(3);
    // Then kept by the same rules as any answer: a change drops it, and it is kept again once asked for twice.
    s.cache.clear('holds');
    expect(await ask('a5')).toBe('a5');
    expect(await ask('a6')).toBe('a6');
    expect(await ask('a7')).toBe('a6');
  });

  it('with repeatedOnly, keeps no new answer when full, rather than push out those kept', async () => {
    const s = setup({ repeatedOnly: true, maxEntries: 2 });
    for (const key of ['a', 'b', 'a', 'b']) await s.cache.get(key, s.make(`${key}1`));
    expect(s.made()).toBe(4);
    // Many different questions, each asked twice: none is kept, and the two kept answers stay.
    for (let i = 0; i < 100; i++) {
      await s.cache.get(`q${i}`, s.make('q'));
      await s.cache.get(`q${i}`, s.make('q'));
    }
    expect(await text(s.cache.get('q99', s.make('q99')))).toBe('q99');
    expect(await text(s.cache.get('a', s.make('a2')))).toBe('a1');
    expect(await text(s.cache.get('b', s.make('b2')))).toBe('b1');
    // Answers too old to be served give up their room.
    s.advance(2000);
    await s.cache.get('c', s.make('c1'));
    expect(await text(s.cache.get('c', s.make('c2')))).toBe('c2');
    expect(await text(s.cache.get('c', s.make('c3')))).toBe('c2');
  });

  it('keeps no failure: the next request tries again', async () => {
    const s = setup();
    await expect(s.cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await text(s.cache.get('a', s.make('up')))).toBe('up');
  });

  it('drops only the answers made from held nights when only holds changed', async () => {
    const s = setup();
    await s.cache.get('list', s.make('rooms1'));
    await s.cache.keep('held', s.make('holds1'), 'holds');
    s.cache.clear('holds');
    expect(await text(s.cache.get('list', s.make('rooms2')))).toBe('rooms1');
    expect(await s.cache.keep('held', s.make('holds2'), 'holds')).toBe('holds2');
    s.cache.clear();
    expect(await text(s.cache.get('list', s.make('rooms3')))).toBe('rooms3');
    expect(await s.cache.keep('held', s.make('holds3'), 'holds')).toBe('holds3');
  });

  it('does not keep held nights that were being read when holds changed', async () => {
    const s = setup();
    let finish: (value: string) => void = () => {};
    const before = s.cache.keep('held', () => new Promise<string>((resolve) => (finish = resolve)), 'holds');
    s.cache.clear('holds');
    const after = s.cache.keep('held', s.make('new'), 'holds');
    finish('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await s.cache.keep('held', s.make('newer'), 'holds')).toBe('new');
  });
});
