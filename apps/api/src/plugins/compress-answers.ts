import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncoding, compressInPool, MIN_COMPRESSED_BYTES } from '../lib/compression.js';

async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES || reply.hasHeader('content-encoding')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  reply.header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request);
  if (encoding === 'identity') return payload;
  reply.header('Content-Encoding', encoding).removeHeader('content-length');
  return compressInPool(payload, encoding);
}

/**
 * JSON answers made for a signed-in caller go compressed when the browser accepts it: the planner of a
 * 150-room hotel is 137 KB for a fortnight and 561 KB for two months, a desk's screens reload them all day, and
 * the desk may be on the hotel's Wi-Fi. Each is made for one request, so it is compressed in zlib's thread pool
 * rather than on the event loop. Public answers keep their own rule (`rooms.public.routes.ts`): those many
 * visitors share go compressed once, those made for one request go as they are, so an anonymous script asking
 * for stays nobody asked for does not make the server compress for it as well.
 */
export const compressAnswersPlugin = fp(async (app: FastifyInstance) => {
  // After the access plugin's own onRoute, which gives each route its access.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined || access === 'public') return;
    // First of the route's own hooks: Fastify's answer to HEAD, among them, gives the length of the body a GET
    // would send, which is the compressed one.
    route.onSend = [compressJson, ...[route.onSend ?? []].flat()];
  });
});
