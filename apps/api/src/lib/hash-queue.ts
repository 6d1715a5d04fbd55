import { MSG } from '@hotel/shared';
import { AppError } from './errors.js';

/** Password hashing is full: the request may come back in a moment (503 with Retry-After). */
export class HashingBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(503, MSG.serviceUnavailable, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

export interface HashQueueOptions {
  /** Hashes running at once (each takes its memory and a thread). */
  concurrency: number;
  /** Hashes waiting at most, beyond those running: a flood is refused rather than queued for seconds (0: no bound). */
  maxWaiting: number;
  /** Running and waiting hashes one client address may hold, so one client cannot fill the queue (0: no share). */
  perOwner: number;
}

/**
 * A bounded queue in front of password hashing. Work beyond `concurrency` waits in order; a client's work
 * beyond `maxWaiting`, or beyond the client's share, is refused at once with {@link HashingBusyError}.
 */
export function createHashQueue(options: HashQueueOptions) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const held = new Map<string, number>();

  const release = (owner: string | undefined) => {
    if (owner === undefined) return;
    const left = (held.get(owner) ?? 1) - 1;
    if (left <= 0) held.delete(owner);
    else held.set(owner, left);
  };

  return {
    async run<T>(work: () => Promise<T>, owner?: string): Promise<T> {
      // Work of the server's own (the seed, an erasure) always waits its turn; a client's is bounded.
      if (owner !== undefined) {
        if (options.perOwner > 0 && (held.get(owner) ?? 0) >= options.perOwner) throw new HashingBusyError(1);
        const full = options.maxWaiting > 0 && waiting.length >= options.maxWaiting;
        if (running >= options.concurrency && full) throw new HashingBusyError(1);
      }
      if (owner !== undefined) held.set(owner, (held.get(owner) ?? 0) + 1);
      try {
        if (running >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
        running++;
        try {
          return await work();
        } finally {
          running--;
          waiting.shift()?.();
        }
      } finally {
        release(owner);
      }
    },
    /** For tests and metrics: how busy the queue is now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}
