import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsesAsEncoded, responseSerializer } from './response-serializer.js';

const isoDate = z.codec(z.iso.date(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString().slice(0, 10),
});

describe('which answers are checked by a parse', () => {
  it('plain shapes, however nested', () => {
    const plain = z.object({
      id: z.uuid(),
      items: z.array(z.union([z.object({ kind: z.literal('a'), n: z.number().int() }), z.null()])),
      tags: z.record(z.string(), z.enum(['x', 'y'])).optional(),
      at: z.date().nullable(),
    });
    expect(parsesAsEncoded(plain)).toBe(true);
  });

  it('not a schema that changes a value anywhere in it: a codec, a transform, a default, a trim', () => {
    const deep = (inner: z.ZodType) => z.object({ list: z.array(z.object({ value: inner })) });
    for (const inner of [
      isoDate,
      z.string().transform((s) => s.length),
      z.string().default('x'),
      z.string().catch('x'),
      z.string().trim(),
      z.lazy(() => z.string()),
    ]) {
      expect(parsesAsEncoded(deep(inner))).toBe(false);
    }
  });

  it('a schema that contains itself', () => {
    const node: z.ZodType = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    expect(parsesAsEncoded(node)).toBe(true);
  });
});

describe('answers through the serializer', async () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(responseSerializer);
  const user = z.object({ id: z.string(), name: z.string() });
  app.get('/plain', { schema: { response: { 200: user } } }, async () => ({
    id: 'u1',
    name: 'Ada',
    passwordHash: 'secret',
  }));
  app.get('/wrong', { schema: { response: { 200: user } } }, async () => ({ id: 7 }) as never);
  app.get('/codec', { schema: { response: { 200: z.object({ day: isoDate }) } } }, async () => ({
    day: new Date('2027-03-05T10:00:00Z'),
  }));
  await app.ready();
  afterAll(() => app.close());

  it('drop what the schema does not name', async () => {
    const res = await app.inject('/plain');
    expect(res.json()).toEqual({ id: 'u1', name: 'Ada' });
  });

  it('never send an answer that does not fit its schema', async () => {
    const res = await app.inject('/wrong');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"id":7');
  });

  it('encode a codec as before', async () => {
    expect((await app.inject('/codec')).json()).toEqual({ day: '2027-03-05' });
  });
});
