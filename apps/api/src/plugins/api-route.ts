import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, by the route it matched: the router decodes the path, so `/%61pi/...`
 * reaches an `/api/...` route and must get the same session, CSRF check and caching rules. Only a request
 * that matched no route falls back to its address.
 */
export const isApiRequest = (request: FastifyRequest): boolean =>
  (request.routeOptions.url ?? request.url).startsWith('/api/');
