import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compress, type Encoding, MIN_COMPRESSED_BYTES } from '../../lib/compression.js';
import { isKeptAnswer } from './answer-cache.js';

/** The compressed copies of kept answers, made once each and gone with their answer. */
const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * A kept answer is JSON already: Fastify sends a buffer as it is, without the response schema again. One sent to
 * many visitors goes compressed when the browser accepts it (the room list: ~9 KB, ~3 KB in brotli); one made
 * for a single request (a stay nobody asked for before) goes as it is, rather than spend more CPU than the
 * answer itself took.
 */
function sendJson(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = body.length >= MIN_COMPRESSED_BYTES && isKeptAnswer(body) ? acceptedEncoding(request) : 'identity';
  if (encoding === 'identity') return reply.send(body);
  let copies = compressedCopies.get(body);
  if (!copies) {
    copies = {};
    compressedCopies.set(body, copies);
  }
  copies[encoding] ??= compress(body, encoding);
  return reply.header('Content-Encoding', encoding).send(copies[encoding]);
}

/**
 * Sends `kept` when there is one (AnswerCache.fresh), else the answer `make` resolves to. For a kept answer the
 * handler returns nothing and Fastify waits on no promise: through an async handler and the cache's `get`, the
 * promises around a kept room list cost about a tenth of its CPU.
 */
export function sendKeptOrMade(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: Buffer | undefined,
  make: () => Promise<Buffer>,
): Promise<void> | undefined {
  if (kept === undefined) return sendMade(request, reply, make);
  sendJson(request, reply, kept);
  return undefined;
}

/** Sends a kept answer, as `sendKeptOrMade` does, from a hook that answers before the handler. */
export const sendKept = (request: FastifyRequest, reply: FastifyReply, kept: Buffer): void => {
  sendJson(request, reply, kept);
};

// The reply is a thenable that settles once the answer is sent: returned, it is what the handler's promise waits on.
const sendMade = async (request: FastifyRequest, reply: FastifyReply, make: () => Promise<Buffer>): Promise<void> =>
  sendJson(request, reply, await make());
