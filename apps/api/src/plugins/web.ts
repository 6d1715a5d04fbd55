import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { createStructuredData } from './structured-data.js';
import { loadPageRendering } from './web-render.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist'), path.resolve('apps/web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

/**
 * The Content-Security-Policy sources for the inline scripts of the built index.html ('sha256-…'): the theme
 * script, inlined by the build so that it runs before the first paint without a request. Nothing else inline runs.
 */
export function inlineScriptSources(configured: string | undefined): string[] {
  const root = findWebDist(configured);
  if (!root) return [];
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}

/** Serves the built web app: public pages drawn by the server (web-render.ts), other addresses index.html. */
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
  const pages = await loadPageRendering(app, root, createStructuredData(opts.ctx)).catch((err: unknown) => {
    app.log.error({ err }, 'The server render of the web app could not be loaded: pages are drawn in the browser.');
    return undefined;
  });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    await reply.ensureCsrfToken();
    if (request.method === 'GET' && pages && (await pages.send(request, reply))) return reply;
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };

  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      !path.extname(url)
    ) {
      return sendPage(request, reply);
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${url}` });
  });
});
