import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogFactory } from './request-log.js';

type Line = { level: number; msg: string; reqId?: string; step?: string };

/** A server logging at `level` through the request loggers, and the lines it wrote. */
async function serverAt(level: string) {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) } },
    genReqId: () => crypto.randomUUID(),
    childLoggerFactory: requestLogFactory,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request, reply) => {
    request.log.info('on its way');
    request.log.warn({ step: 'checked' }, 'something to look at');
    reply.header('x-request-id', request.id);
    return { ok: true };
  });
  app.get('/child', async (request, reply) => {
    request.log.child({ step: 'inner' }).error('failed inside');
    reply.header('x-request-id', request.id);
    return { ok: true };
  });
  app.get('/verbose', async (request, reply) => {
    request.log.level = 'debug';
    request.log.debug('details of this one request');
    reply.header('x-request-id', request.id);
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe("each request's logger", () => {
  it('writes what its level admits, each line with the request id, and nothing for a quiet request', async () => {
    const { app, lines } = await serverAt('warn');
    await app.inject('/quiet');
    expect(lines).toEqual([]);
    const answer = await app.inject('/warns');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'something to look at',
        step: 'checked',
        reqId: answer.headers['x-request-id'],
      }),
    ]);
    await app.close();
  });

  it("writes Fastify's own request lines at info, with the request's id", async () => {
    const { app, lines } = await serverAt('info');
    const answer = await app.inject('/warns');
    const id = answer.headers['x-request-id'];
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', id],
      ['on its way', id],
      ['something to look at', id],
      ['request completed', id],
    ]);
    await app.close();
  });

  it("gives a child of its own the request's id and the child's bindings", async () => {
    const { app, lines } = await serverAt('warn');
    const answer = await app.inject('/child');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'failed inside',
        step: 'inner',
        reqId: answer.headers['x-request-id'],
      }),
    ]);
    await app.close();
  });

  it("takes a level for one request without changing the server's", async () => {
    const { app, lines } = await serverAt('warn');
    const answer = await app.inject('/verbose');
    await app.inject('/warns');
    expect(lines.map((line) => [line.msg, line.reqId === answer.headers['x-request-id']])).toEqual([
      ['details of this one request', true],
      ['request completed', true],
      ['something to look at', false],
    ]);
    expect(app.log.level).toBe('warn');
    await app.close();
  });

  it('writes nothing at silent', async () => {
    const { app, lines } = await serverAt('silent');
    await app.inject('/warns');
    await app.inject('/child');
    expect(lines).toEqual([]);
    await app.close();
  });
});
