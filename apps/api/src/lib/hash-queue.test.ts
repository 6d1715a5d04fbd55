import { describe, expect, it } from 'vitest';
import { createHashQueue, HashingBusyError } from './hash-queue.js';

/** Work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, work: () => opened.then(() => 'done') };
}

describe('the password hashing queue', () => {
  it('runs a few at once, lets a bounded number wait, and refuses the rest at once with Retry-After', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 2, perOwner: 100 });
    const g = gate();
    const accepted = [1, 2, 3, 4].map((i) => queue.run(g.work, `client-${i}`));
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    const refused = queue.run(g.work, 'client-5');
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, headers: { 'Retry-After': '1' } });
    g.open();
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives one client address only its share, so another client still gets in', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 10, perOwner: 3 });
    const g = gate();
    const mine = [1, 2, 3].map(() => queue.run(g.work, '203.0.113.7'));
    await expect(queue.run(g.work, '203.0.113.7')).rejects.toBeInstanceOf(HashingBusyError);
    const theirs = queue.run(g.work, '198.51.100.2');
    g.open();
    expect(await Promise.all([...mine, theirs])).toHaveLength(4);
    // The share is given back as the work ends.
    await expect(queue.run(async () => 'again', '203.0.113.7')).resolves.toBe('again');
  });

  it('always queues the server’s own work (the seed), which no client can be refused for', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0, perOwner: 1 });
    const results = await Promise.all([1, 2, 3].map((i) => queue.run(async () => i)));
    expect(results).toEqual([1, 2, 3]);
  });

  it('frees the place of work that failed', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0, perOwner: 1 });
    await expect(queue.run(() => Promise.reject(new Error('boom')), 'x')).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok', 'x')).resolves.toBe('ok');
  });
});
