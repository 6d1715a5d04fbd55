import type { QueryClient } from '@tanstack/react-query';

/** The address of a page the server is drawing: the matched route's parameters and the whole URL. */
export interface PageContext {
  params: Record<string, string | undefined>;
  url: URL;
}

/**
 * What the server fetches before drawing a public page, and a title better than the route's, once fetched.
 * Each feature declares its own pages' in its `page-data.ts`; apps/web/src/server/page-data.ts lists them.
 */
export interface ServerPage {
  /** Each is fetched with the page's own query options, so the browser finds them in its cache. */
  prefetch?: (page: PageContext, queryClient: QueryClient) => Promise<unknown>[];
  title?: (page: PageContext, queryClient: QueryClient) => string | undefined;
  /** 404 when the page is about something that does not exist (it is still drawn, saying so); 200 otherwise. */
  status?: (page: PageContext, queryClient: QueryClient) => number;
  /** The query string the page depends on, in one form (none when absent): anything else in it is ignored. */
  search?: (url: URL) => string;
}
