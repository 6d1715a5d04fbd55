import rateLimit from '@fastify/rate-limit';
import { MSG } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { TooManyRequestsError } from '../lib/errors.js';

/**
 * A generous per-address ceiling on every request, checked before the session is read so that a flood
 * costs no database work. Counts live in each instance's memory: behind a proxy set TRUST_PROXY, or every
 * client shares the proxy's address.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, config: Config) => {
  const max = config.rateLimitPerMinute;
  if (max === 0) return;
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: 60_000,
    onExceeded: (request) => request.log.warn({ event: 'rate_limited', ip: request.ip }, 'rate limit reached'),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(MSG.tooManyAttempts, context.ttl / 1000),
  });
  app.addHook('onRequest', app.rateLimit());
});
