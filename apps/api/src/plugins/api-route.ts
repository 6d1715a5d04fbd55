import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, by the route it matched: the router decodes the path, so `/%61pi/...`
 * reaches an `/api/...` route and must get the same session, CSRF check and caching rules. Only a request
 * that matched no route falls back to its address.
 */
export const isApiRequest = (request: FastifyRequest): boolean =>
  (request.routeOptions.url ?? request.url).startsWith('/api/');

/** The header the web app sets on requests no person asked for (refetches after a live update). */
export const BACKGROUND_HEADER = 'x-background';

/**
 * A request that must not count as activity for the idle timeout: one the web app marks as background, or a
 * route that is background by nature (the live event stream, `config: { background: true }`).
 */
export const isBackgroundRequest = (request: FastifyRequest): boolean =>
  request.headers[BACKGROUND_HEADER] === '1' ||
  (request.routeOptions.config as { background?: boolean } | undefined)?.background === true;
