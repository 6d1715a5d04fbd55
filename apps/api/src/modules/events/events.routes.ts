import { CHANGE_EVENT_NAME, changeVisibleTo, MSG } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { requireUser } from '../../plugins/session.js';
import { createEventHub } from './events.hub.js';
import { findSessionState } from './events.repository.js';

const HEARTBEAT_MS = 20_000;
// How long the browser waits before reconnecting after the stream drops.
const RETRY_MS = 3_000;
// A client that stops reading is dropped rather than buffered without limit.
const MAX_BUFFERED_BYTES = 256 * 1024;

/** GET /api/events: server-sent change notices for the staff screens, from PostgreSQL LISTEN. */
export async function eventsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const hub = createEventHub(fastify.changeNotices, fastify.log);
  const streams = new Set<() => void>();

  async function sessionStillValid(sessionId: string | null): Promise<boolean> {
    if (!sessionId) return false;
    const state = await findSessionState(ctx.database.db, sessionId);
    const at = ctx.now().getTime();
    return (
      !!state &&
      state.userStatus === 'active' &&
      state.expiresAt.getTime() > at &&
      at - state.lastSeenAt.getTime() <= ctx.config.session.staffIdleMinutes * 60_000
    );
  }

  // Open streams never finish on their own: end them before the server waits for its connections.
  fastify.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  fastify.get(
    '/api/events',
    {
      // The stream stays open on its own: it never extends an idle session.
      config: { background: true },
      schema: {
        tags: ['events'],
        description:
          'Server-sent events (text/event-stream): an event named `change` with data {type, id} for each committed change the role may see, and a comment line every 20 s.',
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // The page tries again, waiting longer each time (use-live-updates.ts in the web app).
      if (!hub.live) throw new AppError(503, MSG.serviceUnavailable, undefined, { 'retry-after': '3' });

      reply.hijack();
      const res = reply.raw;
      const headers: Record<string, string | string[] | number> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        res.end();
      };
      const send = (chunk: string) => {
        if (ended) return;
        if (res.writableLength > MAX_BUFFERED_BYTES) return end();
        res.write(chunk);
      };

      const unsubscribe = hub.subscribe((event) => {
        if (changeVisibleTo(user.role, event.type)) {
          send(`event: ${CHANGE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
        }
      }, end);
      // The heartbeat keeps proxies from closing a quiet stream, and ends it once the session has.
      const heartbeat = setInterval(() => {
        sessionStillValid(request.sessionId)
          .then((valid) => (valid ? send(': heartbeat\n\n') : end()))
          .catch(() => end());
      }, HEARTBEAT_MS);
      streams.add(end);
      // The response's close is the reliable sign that the browser has gone away.
      res.on('close', end);
      res.on('error', end);
    },
  );
}
