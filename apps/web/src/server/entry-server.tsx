import type { PageRenderer, RenderedPage } from '@hotel/shared/page-render';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setTransport } from '@/lib/api';
import type { RouteHandle } from '@/lib/routing';
import { documentTitle } from '@/lib/use-document-title';
import { SERVER_PAGES } from './page-data';

/**
 * The server's render of a public page: the same components as in the browser, drawn from the answers the
 * page's queries get from the API, so the page paints before its script has run. Built on its own
 * (`vite build --ssr`); see packages/shared/src/page-render.ts for how the server calls it.
 */

const handler = createStaticHandler(routes);

/** A page that takes longer than this is left to the browser. */
const RENDER_TIMEOUT_MS = 5_000;

export const setFetch: PageRenderer<typeof fetch>['setFetch'] = (fetch) => setTransport(fetch);

/** The route pattern an address matches ('' for the home page), or undefined when it matches none. */
function matchPattern(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1)?.route;
  if (!matches || !leaf || (!leaf.index && !leaf.path)) return undefined;
  return matches
    .map((m) => m.route.path)
    .filter(Boolean)
    .join('/');
}

// Matching ranks every route afresh (about 0.2 ms), and each page request asks: the recent answers are kept.
const MAX_KEPT_PATTERNS = 1000;
const patterns = new Map<string, string | undefined>();

function routePattern(pathname: string): string | undefined {
  if (patterns.has(pathname)) return patterns.get(pathname);
  const pattern = matchPattern(pathname);
  if (patterns.size >= MAX_KEPT_PATTERNS) patterns.clear();
  patterns.set(pathname, pattern);
  return pattern;
}

/** The page the server draws at an address, if it draws one. */
function serverPage(url: URL) {
  const pattern = routePattern(url.pathname);
  const page = pattern === undefined ? undefined : SERVER_PAGES[pattern];
  return pattern !== undefined && page ? { pattern, page } : undefined;
}

const toUrl = (href: string) => new URL(href, 'http://localhost');

export const pageKey: PageRenderer<typeof fetch>['pageKey'] = (href) => {
  const url = toUrl(href);
  const found = serverPage(url);
  if (!found) return null;
  const search = found.page.search?.(url) ?? '';
  return search ? `${url.pathname}?${search}` : url.pathname;
};

export const renderPage: PageRenderer<typeof fetch>['renderPage'] = async (href) => {
  const url = toUrl(href);
  const found = serverPage(url);
  if (!found) return null;
  const { pattern, page } = found;

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  const pageContext = { params: leaf?.params ?? {}, url };

  // Nothing is retried here: a failed read is left for the browser to make again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(page.prefetch?.(pageContext, queryClient) ?? []);

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError: (error) => void errors.push(error),
      // Every part inline, in order: a part sent apart needs an inline script to move it into place, which
      // the Content-Security-Policy forbids (and nothing is streamed here for it to help).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be drawn by the browser alone; the whole page is, rather than a page in pieces.
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${url.pathname} failed`);

  const handles = context.matches.map((m) => (m.route as { handle?: RouteHandle }).handle);
  const routeTitle = handles.findLast((h) => h?.title)?.title;
  const rendered: RenderedPage = {
    html,
    title: documentTitle(page.title?.(pageContext, queryClient) ?? routeTitle),
    data: dehydrate(queryClient),
    status: context.statusCode,
    route: pattern,
  };
  return rendered;
};
