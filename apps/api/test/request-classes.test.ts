import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ serveWeb: true });
});
afterAll(async () => {
  await t.close();
});

/** Fastify's own symbol of that description on its root instance (it exports none of them). */
const fastifySymbol = (app: FastifyInstance, description: string) => {
  const found = Object.getOwnPropertySymbols(app).find((symbol) => symbol.description === description);
  if (!found) throw new Error(`Fastify no longer keeps ${description} on its instance`);
  return found;
};

it('has no more request and reply classes than the server follows object shapes at an access', () => {
  // Past that many, the code every request passes looks each access up again (scripts/server-runtime.mjs).
  const followed = Number(
    /--max-valid-polymorphic-map-count=(\d+)/.exec(
      readFileSync(new URL('../../../scripts/server-runtime.mjs', import.meta.url), 'utf8'),
    )?.[1],
  );
  const [children, replyClass, requestClass] = ['fastify.children', 'fastify.Reply', 'fastify.Request'].map(
    (description) => fastifySymbol(t.app, description),
  ) as [symbol, symbol, symbol];
  const replies = new Set<unknown>();
  const requests = new Set<unknown>();
  const visit = (instance: Record<symbol, unknown>) => {
    replies.add(instance[replyClass]);
    requests.add(instance[requestClass]);
    for (const child of instance[children] as Record<symbol, unknown>[]) visit(child);
  };
  visit(t.app as unknown as Record<symbol, unknown>);
  // Each scope of its own makes a class of each: a count of one would mean the walk found none of them.
  expect(replies.size).toBeGreaterThan(1);
  expect(requests.size).toBe(replies.size);
  expect(replies.size).toBeLessThanOrEqual(followed);
});
