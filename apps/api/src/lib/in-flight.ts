import type { FastifyInstance, FastifyRequest } from 'fastify';

const open = Symbol('in flight');
type Tracked = FastifyRequest & { [open]?: boolean };

/**
 * Counts requests whose handlers have not finished. Node may drop a keep-alive connection at close while its
 * next request is still being handled; that handler still needs the database, so the database is closed
 * only once this count is zero. Once `stopping()` is called, each answer also closes its keep-alive
 * connection. Hooks without promises: every request passes them.
 */
export function trackRequestsInFlight(app: FastifyInstance) {
  let count = 0;
  let stopping = false;
  let waiter: (() => void) | undefined;
  const done = (request: Tracked) => {
    if (!request[open]) return;
    request[open] = false;
    count -= 1;
    if (count === 0) waiter?.();
  };
  // A field every request is made with, so that marking one does not change its shape.
  app.decorateRequest(open, false);
  app.addHook('onRequest', (request: Tracked, _reply, next) => {
    request[open] = true;
    count += 1;
    next();
  });
  // onSend: the handler has answered (even if the client is gone); onResponse: hijacked streams that ended.
  app.addHook('onSend', (request, reply, payload, next) => {
    done(request);
    // While stopping, a connection busy when the close began would otherwise stay open after its answer, and the
    // server would wait for the client to hang up. Behind a load balancer the client's next request then opens
    // a connection to another instance.
    if (stopping) reply.header('Connection', 'close');
    next(null, payload);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  return {
    /** From now on each answer closes its keep-alive connection. */
    stopping() {
      stopping = true;
    },
    /** Resolves when no handler is running, or after `timeoutMs`. */
    drained(timeoutMs: number): Promise<void> {
      if (count === 0) return Promise.resolve();
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
