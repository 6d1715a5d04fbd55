import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a kept answer is made from: the rooms themselves (their rows, pictures and reviews), or the nights
 * they are held (stays and blocks). A new stay changes only the second, so it need not drop the first.
 */
export type AnswerSource = 'rooms' | 'holds';

/**
 * Serialized answers that are the same for everyone, kept in memory for at most `ttlMs` and dropped by
 * `clear()` when something they were made from may have changed.
 *
 * - `clear()` drops every answer; `clear('holds')` only those made from the nights rooms are held.
 * - An answer being made when it is dropped is handed to the requests that were already waiting for it
 *   (they started before the change) but is not kept: a request that arrives after `clear()` reads afresh.
 * - The age counts from when the answer started to be made, or, for one made from other kept answers (the room
 *   list from the kept rooms, a drawn page from the kept list), from when the oldest of those did. An answer
 *   `ttlMs` old is made again, and until the new one is ready the old one is still served (the requests meanwhile
 *   do not wait for the database), for at most another `ttlMs`; a dropped answer is never served again.
 * - A failure is not kept: the next request tries again.
 * - While `setLive(false)` (changes may go unannounced), nothing is kept and every request reads afresh.
 * - With `repeatedOnly`, an answer is kept only for a key asked for before within `ttlMs`, and only while there is
 *   room: a full cache keeps no new answer (it drops only answers too old to be served) rather than its oldest.
 */
export interface AnswerCache {
  /** An answer made from held nights (`from: 'holds'`) is dropped by either kind of change. */
  get(key: string, make: () => Promise<string | Buffer>, from?: AnswerSource): Promise<Buffer>;
  /**
   * The answer `get` kept for `key` while it is fresh, or undefined (none, too old, or nothing kept while not live):
   * without a promise, so a route can send a kept answer in the handler's own turn and call `get` only otherwise.
   */
  fresh(key: string): Buffer | undefined;
  /** The same rules for what an answer is made from (the rooms of a search, the held nights). */
  keep<T>(key: string, make: () => Promise<T>, from?: AnswerSource): Promise<T>;
  clear(only?: AnswerSource): void;
  setLive(live: boolean): void;
  /** Whether a request for `key` made now would be answered from memory (a kept answer, fresh or served on). */
  serves(key: string): boolean;
}

/**
 * While an answer is being made: when the oldest kept answer it is made from started to be made. Counted from its
 * own start, an answer refreshed from one that was being served on while its own refresh ran would show a change up
 * to three times ttlMs late.
 */
const madeFrom = new AsyncLocalStorage<{ since: number }>();
/**
 * Answers being made, in every cache. The storage is on only while some are: while one is in use, Node (20) runs
 * a hook on every promise of the process, every request's included (web-render.ts).
 */
let makingCount = 0;
const made = () => {
  makingCount -= 1;
  if (makingCount === 0) madeFrom.disable();
};
/** An answer being made used a kept one made at `madeAt`: it is no younger. */
const usedKept = (madeAt: number) => {
  const making = madeFrom.getStore();
  if (making && madeAt < making.since) making.since = madeAt;
};

/** Every answer a cache has kept: sent to many requests, so worth a compressed copy made once. */
const keptBodies = new WeakSet<Buffer>();

/** Whether `body` is an answer some cache kept, rather than one made for a single request. */
export const isKeptAnswer = (body: Buffer) => keptBodies.has(body);

const toBuffer = (answer: string | Buffer) => (typeof answer === 'string' ? Buffer.from(answer) : answer);

interface Entry {
  body: unknown;
  madeAt: number;
  from: AnswerSource;
}

export function createAnswerCache(options: {
  ttlMs: number;
  maxEntries: number;
  /** The most bytes of serialized answers kept (a large hotel's drawn pages run to ~100 KB each). */
  maxBytes?: number;
  /**
   * For answers to questions that differ from visitor to visitor (a stay's dates): a run of different questions
   * then keeps nothing, so it costs no more than not keeping answers at all, and pushes out none kept for the
   * questions visitors repeat.
   */
  repeatedOnly?: boolean;
  /** Milliseconds on a clock that never goes back (tests pass their own). */
  now?: () => number;
}): AnswerCache {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const sizeOf = (body: unknown) => (Buffer.isBuffer(body) ? body.length : 0);
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry.body);
    entries.delete(key);
  };
  const making = new Map<string, { made: Promise<{ body: unknown; madeAt: number }>; from: AnswerSource }>();
  const generation: Record<AnswerSource, number> = { rooms: 0, holds: 0 };
  let live = false;
  // repeatedOnly: when each key was last asked for without being kept. Forgotten wholesale when it grows, so a run
  // of different questions costs a map that never outgrows a few times the answers kept.
  const askedAt = new Map<string, number>();
  const maxAsked = options.maxEntries * 8;
  const full = (size: number) => entries.size >= options.maxEntries || bytes + size > maxBytes;

  /** repeatedOnly: whether an answer made now for `key` may be kept. */
  const admits = (key: string, at: number) => {
    const asked = askedAt.get(key);
    if (asked === undefined || at - asked >= options.ttlMs) {
      if (askedAt.size >= maxAsked) askedAt.clear();
      askedAt.set(key, at);
      return false;
    }
    // Answers twice ttlMs old are never served again: the room they take is free. Kept in the order made.
    for (const [old, entry] of entries) {
      if (at - entry.madeAt < 2 * options.ttlMs) break;
      drop(old);
    }
    if (full(0)) return false;
    askedAt.delete(key);
    return true;
  };

  const clear = (only?: AnswerSource) => {
    if (!only) {
      generation.rooms++;
      generation.holds++;
      entries.clear();
      bytes = 0;
      making.clear();
      return;
    }
    generation[only]++;
    for (const [key, entry] of entries) if (entry.from === only) drop(key);
    for (const [key, pending] of making) if (pending.from === only) making.delete(key);
  };

  /** What a request that waited for an answer being made gets, once it is made. */
  const handed = <T>(answer: { body: unknown; madeAt: number }) => {
    usedKept(answer.madeAt);
    return answer.body as T;
  };

  async function keep<T>(key: string, make: () => Promise<T>, from: AnswerSource = 'rooms'): Promise<T> {
    if (!live) return make();
    const at = now();
    const kept = entries.get(key);
    const age = kept ? at - kept.madeAt : Number.POSITIVE_INFINITY;
    if (age < options.ttlMs) {
      usedKept(kept!.madeAt);
      return kept!.body as T;
    }
    const stale = age < 2 * options.ttlMs ? kept : undefined;
    const pending = making.get(key);
    if (pending) {
      if (stale) return handed<T>(stale);
      return pending.made.then(handed<T>);
    }
    // Made here and not kept: the kept answers it is made from count for the caller's.
    if (options.repeatedOnly && !kept && !admits(key, at)) return make();

    const startedIn = generation[from];
    const since = { since: at };
    makingCount += 1;
    const answer = madeFrom.run(since, make).then((body) => {
      const madeAt = since.since;
      if (startedIn === generation[from] && live) {
        drop(key);
        const size = sizeOf(body);
        // An answer larger than the whole cap is served but not kept; with repeatedOnly, nor one that does not fit.
        if (options.repeatedOnly ? !full(size) : size <= maxBytes) {
          // The oldest go first.
          while (entries.size > 0 && full(size)) {
            drop(entries.keys().next().value as string);
          }
          entries.set(key, { body, madeAt, from });
          bytes += size;
          if (Buffer.isBuffer(body)) keptBodies.add(body);
        }
      }
      return { body: body as unknown, madeAt };
    });
    making.set(key, { made: answer, from });
    const forget = () => {
      made();
      if (making.get(key)?.made === answer) making.delete(key);
    };
    answer.then(forget, () => {
      forget();
      // The old answer is not served on after a failed refresh: the next request reads afresh.
      if (entries.get(key) === kept) drop(key);
    });
    if (stale) return handed<T>(stale);
    return answer.then(handed<T>);
  }

  return {
    get: (key, make, from) => keep(key, async () => toBuffer(await make()), from),
    fresh(key) {
      if (!live) return undefined;
      const kept = entries.get(key);
      if (kept === undefined || now() - kept.madeAt >= options.ttlMs || !Buffer.isBuffer(kept.body)) return undefined;
      usedKept(kept.madeAt);
      return kept.body;
    },
    keep,
    clear,

    serves(key) {
      const kept = entries.get(key);
      return live && kept !== undefined && now() - kept.madeAt < 2 * options.ttlMs;
    },

    setLive(value) {
      live = value;
      clear();
    },
  };
}
