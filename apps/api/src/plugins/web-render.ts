import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  HOTEL_TIME_ZONE_META,
  type PageRenderer,
  type PageViewer,
  type RenderedPage,
  SERVER_DATA_ID,
} from '@hotel/shared/page-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compress, type Encoding } from '../lib/compression.js';
import { escapeHtml } from '../lib/html.js';
import { appErrorBody } from './errors.js';
import type { StructuredData } from './structured-data.js';

/**
 * Public pages (home, rooms, a room, the hotel's pages, login and register) are sent drawn, not as an empty
 * page that draws itself once its script has run: the web app's own render (apps/web/src/server), run here
 * on the answers the API gives in-process. The browser then takes the page over (hydration).
 *
 * A page drawn for anonymous visitors is the same for all of them, so it is kept with the public room answers it
 * was drawn from (`publicRoomsCache`, dropped by any change to them, at most a second old), already compressed.
 * A signed-in visitor's page shows their menu: it is drawn for them alone, sent private, and never kept.
 * When the render is missing (an old build) or fails, the empty page is sent and the browser draws it.
 */

/**
 * A page the render says does not exist (a room that is not there), drawn, to be sent with 404. It is thrown
 * out of the page cache rather than kept: addresses can be made up without end, and kept they would push the
 * real pages out. Such a page costs one drawing, as the API's own 404 costs one query.
 */
class MissingPage extends Error {
  constructor(readonly body: Buffer) {
    super('page not found');
  }
}

/** Where `vite build --ssr` leaves the render, inside the built app (a dot-directory is never served). */
const RENDERER = path.join('.ssr', 'entry-server.js');
const ROUTE_PRELOADS = path.join('.ssr', 'route-preloads.json');
const ROOT_MARK = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

export interface PageRendering {
  /** Sends the drawn page; false when the address is one the browser draws (a dashboard, an unknown page). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** The address of whoever asked for the page: the page's reads count against them, like their own would. */
const asker = new AsyncLocalStorage<string>();
let drawing = 0;

/**
 * Runs a drawing with its asker's address. While an AsyncLocalStorage is in use, Node (20) runs a hook on every
 * promise of the process (~130 ns each), every request's included: this one is turned off once no page is being
 * drawn, and the next drawing turns it on again. (The render uses React's edge build, which keeps none.)
 */
async function drawnFor<T>(address: string, drawPage: () => Promise<T>): Promise<T> {
  drawing += 1;
  try {
    return await asker.run(address, drawPage);
  } finally {
    drawing -= 1;
    if (drawing === 0) asker.disable();
  }
}

/** The page with the hotel's time zone named in it, for the browser's "today" (see HOTEL_TIME_ZONE_META). */
export const withHotelTimeZone = (html: string, timeZone: string) =>
  html.replace('</head>', () => `<meta name="${HOTEL_TIME_ZONE_META}" content="${escapeHtml(timeZone)}"></head>`);

/** JSON inside <script>: `<` escaped, so no text in it can close the element or open a comment. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Chunks each route needs before the browser can take its page over (written by the web build). */
type RoutePreloads = Readonly<Record<string, readonly string[]>>;

export function fillTemplate(
  template: string,
  page: RenderedPage,
  preloads: RoutePreloads = {},
  structuredData?: object,
): string {
  const links = (preloads[page.route] ?? [])
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}">`)
    .join('');
  // Data, not a script that runs: the Content-Security-Policy has nothing to allow for it.
  const ld = structuredData ? `<script type="application/ld+json">${scriptJson(structuredData)}</script>` : '';
  return template
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${links}${ld}</head>`)
    .replace(
      ROOT_MARK,
      () =>
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(page.data)}</script>`,
    );
}

function isRenderer(value: unknown): value is PageRenderer<typeof fetch> {
  const module = value as Partial<PageRenderer<typeof fetch>> | null;
  return (
    typeof module?.renderPage === 'function' &&
    typeof module.pageKey === 'function' &&
    typeof module.setFetch === 'function'
  );
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * A fetch for the render's reads, answered by this server in-process (GET only: a render writes nothing). The
 * public reads a page makes are answered without the HTTP layer (in-process-reads.ts) and counted against the
 * visitor's address as their own requests would be; any other address goes through `inject`, as a request would.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A page render may only read; it asked ${method} ${String(input)}`);
    const url = input instanceof Request ? input.url : String(input);
    const address = asker.getStore() ?? '127.0.0.1';
    const read = app.inProcessReads.find(url);
    if (read) {
      // Counted first, as the limit's hook comes before a route: a refused read costs nothing more.
      const refused = await app.countRequestFrom(address);
      if (refused) return new Response(JSON.stringify(appErrorBody(refused)), { status: 429, headers: JSON_TYPE });
      const { status, body } = await read();
      const bytes =
        typeof body === 'string' ? body : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
      return new Response(bytes, { status, headers: JSON_TYPE });
    }
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: address,
    });
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/octet-stream') },
    });
  };
}

/** undefined when the built app has no render (the browser then draws every page). */
export async function loadPageRendering(
  app: FastifyInstance,
  root: string,
  hotelTimeZone: string,
  structuredData?: StructuredData,
): Promise<PageRendering | undefined> {
  const file = path.join(root, RENDERER);
  if (!existsSync(file)) {
    app.log.warn(`The web app was built without its server render (${file}): pages are drawn in the browser.`);
    return undefined;
  }
  const template = withHotelTimeZone(await readFile(path.join(root, 'index.html'), 'utf8'), hotelTimeZone);
  if (!template.includes(ROOT_MARK) || !TITLE.test(template))
    throw new Error(`${path.join(root, 'index.html')} has no ${ROOT_MARK} or <title> to fill`);
  const preloadsFile = path.join(root, ROUTE_PRELOADS);
  const preloads: RoutePreloads = existsSync(preloadsFile) ? JSON.parse(await readFile(preloadsFile, 'utf8')) : {};
  const renderer: unknown = await import(pathToFileURL(file).href);
  if (!isRenderer(renderer)) throw new Error(`${file} does not export pageKey, renderPage and setFetch`);
  renderer.setFetch(inProcessFetch(app));
  renderer.setHotelTimeZone?.(hotelTimeZone);

  /** The page, compressed; empty when the browser is to draw it. A failed render is not kept. */
  const draw = async (url: string, encoding: Encoding, viewer: PageViewer | null = null): Promise<Buffer> => {
    const page = await renderer.renderPage(url, viewer);
    if (page?.status === 404) throw new MissingPage(compress(fillTemplate(template, page, preloads), encoding));
    if (page?.status !== 200) return Buffer.alloc(0);
    const ld = await structuredData?.(page.route, url).catch((err: unknown) => {
      // The page is worth more than its schema.org data: it is sent without it.
      app.log.error({ err, event: 'structured_data_failed', url }, 'structured data failed');
      return undefined;
    });
    return compress(fillTemplate(template, page, preloads, ld), encoding);
  };

  return {
    async send(request, reply) {
      const encoding = acceptedEncoding(request);
      let body: Buffer;
      let status = 200;
      let viewer: PageViewer | null = null;
      try {
        // One drawing per page as it depends on the address: a query string made up to miss the cache is not.
        const key = renderer.pageKey(request.url);
        if (key === null) return false;
        await reply.loadSession();
        viewer = request.user && {
          id: request.user.id,
          name: request.user.name,
          email: request.user.email,
          role: request.user.role,
        };
        // A signed-in visitor's page carries their menu: drawn for them alone, never kept where others get it.
        // A page for a stay (its dates in the address) shows what is free for it: kept like a date search's
        // answer, apart from the pages every visitor shares and once asked for again, and dropped by a new stay.
        const forStay = key.includes('checkIn=');
        const kept = forStay ? app.publicStayAnswers : app.publicRoomsCache;
        body = viewer
          ? await drawnFor(request.ip, () => draw(key, encoding, viewer))
          : await kept.get(
              `page:${encoding}:${key}`,
              () => drawnFor(request.ip, () => draw(key, encoding)),
              forStay ? 'holds' : 'rooms',
            );
      } catch (err) {
        if (err instanceof MissingPage) {
          body = err.body;
          status = 404;
        } else {
          request.log.error({ err, event: 'page_render_failed', url: request.url }, 'page render failed');
          return false;
        }
      }
      if (body.length === 0) return false;
      reply
        .code(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', viewer ? 'private, no-store' : 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      await reply.send(body);
      return true;
    },
  };
}
