import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { createStructuredData } from './structured-data.js';
import { needsDisk, readBuiltFiles, sendHeld } from './web-files.js';
import { loadPageRendering, withHotelTimeZone } from './web-render.js';

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

/** Vite fingerprints everything under assets/: cache for a year. Other files (index.html) must always revalidate. */
const cacheControlFor = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

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
  // The files are sent from memory (web-files.ts) by @fastify/static's own route (`GET /*`, the one address the
  // access table has for them), ahead of its handler, which keeps what is not held and every miss.
  const { hotelTimezone } = opts.ctx.config;
  const held = await readBuiltFiles(root, cacheControlFor, {
    '/index.html': (html) => withHotelTimeZone(html, hotelTimezone),
  });
  app.log.info({ files: held.files.size, bytes: held.bytes }, 'the built web app is held in memory');
  const addressOf = (request: FastifyRequest) => {
    const url = request.raw.url ?? '';
    const query = url.indexOf('?');
    return query === -1 ? url : url.slice(0, query);
  };
  /** The held file a request of the built files' route is answered with from memory, if any. */
  const fromMemory = (request: FastifyRequest) => {
    const file = held.files.get(addressOf(request));
    return file && !needsDisk(request, file) ? file : undefined;
  };
  // Only what the route below sends from memory: a POST to a file's address matches no route, and an address
  // another route answers (now or later) is that route's to count.
  app.notRateLimited((request) => request.routeOptions.url === '/*' && fromMemory(request) !== undefined);
  let wrapped = false;
  app.addHook('onRoute', (route) => {
    if (wrapped || route.url !== '/*') return;
    wrapped = true;
    const fromDisk = route.handler as RouteHandlerMethod;
    route.handler = function sendBuiltFile(request, reply) {
      const file = fromMemory(request);
      if (file) return sendHeld(request, reply, file);
      const address = addressOf(request);
      // A page's address (no extension: /rooms, /room/:id) names no built file: straight to the page, without
      // the disk lookups @fastify/static makes for a miss (a third of a drawn page's CPU).
      if (!held.files.has(address) && !path.extname(address)) return reply.callNotFound();
      return fromDisk.call(this, request, reply);
    };
  });
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
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  if (!wrapped) throw new Error('@fastify/static registered no `GET /*` route to send the held files from');
  const pages = await loadPageRendering(app, root, hotelTimezone, createStructuredData(opts.ctx)).catch(
    (err: unknown) => {
      app.log.error({ err }, 'The server render of the web app could not be loaded: pages are drawn in the browser.');
      return undefined;
    },
  );
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    await reply.ensureCsrfToken();
    if (request.method === 'GET' && pages && (await pages.send(request, reply))) return reply;
    const index = held.files.get('/index.html');
    return index ? sendHeld(request, reply, index) : reply.header('Cache-Control', 'no-cache').sendFile('index.html');
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
