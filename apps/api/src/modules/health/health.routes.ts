import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';

const PING_TIMEOUT_MS = 1500;

export async function healthRoutes(fastify: FastifyInstance, { database }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get('/api/health/ready', { schema: { tags: ['health'] } }, async (_request, reply) => {
    if (closing) return reply.code(503).send({ status: 'unavailable', db: 'closing' });
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
}
