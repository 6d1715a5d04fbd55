import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRequest } from './api-route.js';

/**
 * Helmet's headers, worked out once at startup. They depend only on the configuration (no CSP nonces), and
 * @fastify/helmet builds Helmet's middleware again on every request: a tenth of a small answer's CPU.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  // Named in lower case, as Fastify keeps them: it lowers every name it is given, and a name that does not change
  // is the same string, so each request sets them without making new strings and looking them up.
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Helmet's headers that act only on a document the browser shows: its opener, its agent cluster, the DNS
 * prefetching of its links, an old browser's XSS filter and download prompt. JSON answers go without them.
 */
const DOCUMENT_ONLY = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
]);

/** The headers of an API answer: a page's, less those above, and never stored by a shared cache. */
function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(pageHeaders)) {
    if (!DOCUMENT_ONLY.has(name)) headers[name] = value;
  }
  // API answers may carry personal data; a route that may be kept (a picture, a housekeeping list) says so.
  headers['cache-control'] = 'no-store';
  return headers;
}

/** Every answer carries the headers and its request id (so a visitor's report can be matched with the log). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const page = securityHeaders(options);
  const api = apiHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? api : page);
    reply.header('x-request-id', request.id);
    done();
  });
});
