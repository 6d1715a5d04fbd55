import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';

const PING_TIMEOUT_MS = 1500;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Readiness answers 503 from now on: the process is stopping, so load balancers send it nothing new
     * while the requests it has finish. There is no way back.
     */
    withdrawReadiness(): void;
  }
}

/** Liveness and readiness. Not encapsulated: the server's shutdown withdraws readiness on the root instance. */
export const healthRoutes = fp(
  async (fastify: FastifyInstance, { database }: AppContext) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    let stopping = false;
    app.decorate('withdrawReadiness', () => {
      stopping = true;
    });
    app.addHook('onClose', async () => {
      stopping = true;
    });

    app.get(
      '/api/health',
      { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get('/api/health/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
      if (stopping) return reply.code(503).send({ status: 'unavailable', db: 'closing' });
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref()),
        ]);
        return { status: 'ok', db: 'ok' };
      } catch {
        reply.header('Retry-After', '2');
        return reply.code(503).send({ status: 'unavailable', db: 'unavailable' });
      }
    });
  },
  { name: 'health' },
);
