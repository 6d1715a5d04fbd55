import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist'), path.resolve('apps/web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

/** Serves the built single-page app; client routes fall back to index.html. */
export const webPlugin = fp(async (app: FastifyInstance, opts: { ctx: AppContext; serveWeb: boolean }) => {
  const root = opts.serveWeb ? findWebDist(opts.ctx.config.webDist) : undefined;
  if (!root) {
    if (opts.serveWeb)
      app.log.warn('The web app is not built (apps/web/dist): run `npm run build`. Serving the API only.');
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    });
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    // The build writes .br and .gz copies of its text files (apps/web/scripts/compress-dist.mjs): send the
    // best one the browser accepts, with Vary: Accept-Encoding, and the plain file otherwise.
    preCompressed: true,
    // The build's own records (.vite/manifest.json: source paths) are not part of the site.
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      // Vite fingerprints everything under assets/: cache for a year. index.html must always revalidate.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      !path.extname(url)
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${url}` });
  });
});
