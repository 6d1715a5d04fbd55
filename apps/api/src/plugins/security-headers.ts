import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at startup. They depend only on the configuration (no CSP nonces), and
 * @fastify/helmet builds Helmet's middleware again on every request: a tenth of a small answer's CPU.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Every answer carries the headers and its request id (so a visitor's report can be matched with the log). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('X-Request-Id', request.id);
    done();
  });
});
