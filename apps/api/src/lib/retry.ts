import { sqlState } from './errors.js';

// PostgreSQL aborts one of two transactions to break a deadlock (40P01) or a serialization conflict (40001);
// run again, the loser then meets the plain conflict (23P01, a 409) or simply succeeds.
const RETRYABLE = new Set(['40001', '40P01']);

/** Runs a transaction, and again (up to 3 more times, after a short jittered pause) when PostgreSQL aborted it. */
export async function retryTransaction<T>(run: () => Promise<T>, retries = 3): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= retries || !RETRYABLE.has(sqlState(err) ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, (attempt + 1) * (5 + Math.random() * 20)));
    }
  }
}
