import type { PageRenderer, RenderedPage } from '@hotel/shared/page-render';
import { defaultShouldDehydrateQuery, dehydrate, QueryClient } from '@tanstack/react-query';
// The edge build: the Node build keeps an AsyncLocalStorage for each render, and once one is in use Node runs a hook
// on every promise of the server (~130 ns each), every API request's included, for the rest of the process.
// Nothing here needs it (no `cache()`, no preload call outside a render); the edge build has none on Node.
import { prerender } from 'react-dom/static.edge';
import { Router } from 'wouter';
import { AppProviders } from '@/app/providers';
import { AppRoutes, publicRoutes } from '@/app/router';
import { ApiError, setTransport } from '@/lib/api';
import { setHotelTimeZone as setHotelZone } from '@/lib/format';
import { findRoute } from '@/lib/routing';
import { documentTitle } from '@/lib/use-document-title';
import { SERVER_PAGES } from './page-data';

/**
 * The server's render of a public page: the same components as in the browser, drawn from the answers the
 * page's queries get from the API, so the page paints before its script has run. Built on its own
 * (`vite build --ssr`); see packages/shared/src/page-render.ts for how the server calls it.
 */

/** A page that takes longer than this is left to the browser. */
const RENDER_TIMEOUT_MS = 5_000;

export const setFetch: PageRenderer<typeof fetch>['setFetch'] = (fetch) => setTransport(fetch);

export const setHotelTimeZone: NonNullable<PageRenderer<typeof fetch>['setHotelTimeZone']> = (timeZone) =>
  setHotelZone(timeZone);

/** The page the server draws at an address, if it draws one: its route ('' for the home page) and params. */
function serverPage(url: URL) {
  const found = findRoute(publicRoutes, url.pathname);
  const page = found && SERVER_PAGES[found.route.path];
  return found && page ? { ...found, page } : undefined;
}

const toUrl = (href: string) => new URL(href, 'http://localhost');

export const pageKey: PageRenderer<typeof fetch>['pageKey'] = (href) => {
  const url = toUrl(href);
  const found = serverPage(url);
  if (!found) return null;
  const search = found.page.search?.(url) ?? '';
  return search ? `${url.pathname}?${search}` : url.pathname;
};

export const renderPage: PageRenderer<typeof fetch>['renderPage'] = async (href, viewer = null) => {
  const url = toUrl(href);
  const found = serverPage(url);
  if (!found) return null;
  const { route, params, page } = found;
  const pageContext = { params, url };

  // Nothing is retried here: a failed read is left for the browser to make again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(page.prefetch?.(pageContext, queryClient) ?? []);

  const status = page.status?.(pageContext, queryClient) ?? 200;
  // A page drawn from the API's 404 carries that answer too: the browser takes the page over from it.
  const pageData = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || (status === 404 && query.state.error instanceof ApiError),
  });

  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProviders pageData={pageData} serverRendered viewer={viewer}>
      <Router ssrPath={url.pathname} ssrSearch={url.search}>
        <AppRoutes />
      </Router>
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

  const rendered: RenderedPage = {
    html,
    title: documentTitle(page.title?.(pageContext, queryClient) ?? route.title),
    // The answers the page was drawn from, for the browser to take it over from.
    data: {
      ...pageData,
      // The browser's session starts from the user the page was drawn for, so taking it over changes nothing.
      ...(viewer ? { viewer } : {}),
    },
    status,
    route: route.path,
  };
  return rendered;
};
