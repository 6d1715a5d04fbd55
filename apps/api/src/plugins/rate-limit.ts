import rateLimit from '@fastify/rate-limit';
import { MSG } from '@hotel/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { TooManyRequestsError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Leaves out of the per-address count the requests `free` says cost the server nearly nothing: the web app's
     * own files, sent from memory.
     */
    notRateLimited(free: (request: FastifyRequest) => boolean): void;
    /**
     * Counts one request from `address` that did not come through the HTTP layer (a drawn page's own reads of the
     * API, web-render.ts), as the per-address ceiling counts every request: the error to answer with once the
     * address is over it.
     */
    countRequestFrom(address: string): Promise<TooManyRequestsError | undefined>;
  }
}

/**
 * A generous per-address ceiling on every request, checked before the session is read so that a flood
 * costs no database work. Counts live in each instance's memory: behind a proxy set TRUST_PROXY, or every
 * client shares the proxy's address.
 *
 * What a page's own files cost is not counted (`notRateLimited`): guests on one network (the hotel's own Wi-Fi,
 * an office) share one public address, and a first visit asks for some fifty scripts, styles and fonts.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, config: Config) => {
  const free: ((request: FastifyRequest) => boolean)[] = [];
  app.decorate('notRateLimited', (test: (request: FastifyRequest) => boolean) => {
    free.push(test);
  });
  const max = config.rateLimitPerMinute;
  if (max === 0) {
    app.decorate('countRequestFrom', async () => undefined);
    return;
  }
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: 60_000,
    allowList: (request) => free.some((test) => test(request)),
    onExceeded: (request) => request.log.warn({ event: 'rate_limited', ip: request.ip }, 'rate limit reached'),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(MSG.tooManyAttempts, context.ttl / 1000),
  });
  app.addHook('onRequest', app.rateLimit());
  // The hook's own count (options here would make a count of their own), keyed by the address; `notRateLimited`
  // lets through only the web app's files and photos, which these are not.
  const check = app.createRateLimit();
  app.decorate('countRequestFrom', async (address: string) => {
    const limit = await check({ ip: address, routeOptions: { config: {} } } as FastifyRequest);
    if (limit.isAllowed || !limit.isExceeded) return undefined;
    return new TooManyRequestsError(MSG.tooManyAttempts, limit.ttl / 1000);
  });
});
