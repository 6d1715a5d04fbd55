/**
 * Serialized answers that are the same for everyone, kept in memory for at most `ttlMs` and dropped all at once
 * by `clear()` when something they were made from may have changed.
 *
 * - An answer being made when `clear()` is called is handed to the requests that were already waiting for it
 *   (they started before the change) but is not kept: a request that arrives after `clear()` reads afresh.
 * - The age counts from when the answer started to be made, so no answer is served that was read longer than
 *   `ttlMs` ago.
 * - While `setLive(false)` (changes may go unannounced), nothing is kept and every request reads afresh.
 */
export interface AnswerCache {
  get(key: string, make: () => Promise<string | Buffer>): Promise<Buffer>;
  /** The same rules for what an answer is made from (the rooms of a search, the held nights). */
  keep<T>(key: string, make: () => Promise<T>): Promise<T>;
  clear(): void;
  setLive(live: boolean): void;
}

const toBuffer = (answer: string | Buffer) => (typeof answer === 'string' ? Buffer.from(answer) : answer);

export function createAnswerCache(options: {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds on a clock that never goes back (tests pass their own). */
  now?: () => number;
}): AnswerCache {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { body: unknown; madeAt: number }>();
  const making = new Map<string, Promise<unknown>>();
  let generation = 0;
  let live = false;

  const clear = () => {
    generation++;
    entries.clear();
    making.clear();
  };

  async function keep<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!live) return make();
    const at = now();
    const kept = entries.get(key);
    if (kept && at - kept.madeAt < options.ttlMs) return kept.body as T;
    const pending = making.get(key);
    if (pending) return pending as Promise<T>;

    const startedIn = generation;
    const made = make().then((body) => {
      if (startedIn === generation && live) {
        entries.delete(key);
        // The oldest goes first: searches with dates can ask for many different stays.
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { body, madeAt: at });
      }
      return body;
    });
    making.set(key, made);
    const forget = () => {
      if (making.get(key) === made) making.delete(key);
    };
    made.then(forget, forget);
    return made;
  }

  return {
    get: (key, make) => keep(key, async () => toBuffer(await make())),
    keep,
    clear,

    setLive(value) {
      live = value;
      clear();
    },
  };
}
