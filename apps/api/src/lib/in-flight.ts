import type { FastifyInstance } from 'fastify';

/**
 * Counts requests whose handlers have not finished. Node may drop a keep-alive connection at close while its
 * next request is still being handled; that handler still needs the database, so the database is closed
 * only once this count is zero.
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  const open = new Set<string>();
  let waiter: (() => void) | undefined;
  const done = (id: string) => {
    open.delete(id);
    if (open.size === 0) waiter?.();
  };
  app.addHook('onRequest', async (request) => {
    open.add(request.id);
  });
  // onSend: the handler has answered (even if the client is gone); onResponse: hijacked streams that ended.
  app.addHook('onSend', async (request) => done(request.id));
  app.addHook('onResponse', async (request) => done(request.id));
  return {
    /** Resolves when no handler is running, or after `timeoutMs`. */
    drained(timeoutMs: number): Promise<void> {
      if (open.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
