import type { DehydratedState, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The answers a public page was drawn from, as the server's TanStack Query cache dehydrated them (#server-data),
 * and the query library itself, which is not part of any public page's first load.
 *
 * A public page only reads what the server drew it with until something asks for more (another search, a stale
 * answer, a refetch, a booking): its hooks (use-page-query.ts) read these answers while the page is taken over,
 * and TanStack Query (query-client.tsx, ~10 KB gzip) is downloaded only when a query has to be fetched. Once it is
 * there, every page query runs through it, hydrated with the same answers. Staff panels, the guest dashboard and
 * the booking panel load it with their own code and use TanStack Query's hooks directly.
 */

/** What the lazily loaded query module hands over once it has run (query-client.tsx). */
export interface QueryLib {
  queryClient: QueryClient;
  QueryObserver: typeof QueryObserver;
  notifyManager: typeof notifyManager;
}

/** The drawn page's answers, for the render that takes the page over (and for the server's own render). */
export const PageDataContext = createContext<DehydratedState | null>(null);

let drawnData: DehydratedState | null = null;
let lib: QueryLib | null = null;
let loading: Promise<QueryLib> | undefined;
const listeners = new Set<(loaded: QueryLib) => void>();

/** The browser keeps the drawn page's answers for the query cache, should it be loaded. */
export function setDrawnData(data: DehydratedState | null): void {
  drawnData = data;
}

/** Read once by query-client.tsx to hydrate the cache it creates. */
export const drawnDataForCache = (): DehydratedState | null => drawnData;

/** The query library, if it has been loaded. */
export const queryLib = (): QueryLib | null => lib;

/** Called by query-client.tsx as it runs, whoever imported it. */
export function registerQueryLib(loaded: QueryLib): void {
  lib = loaded;
  for (const listener of listeners) listener(loaded);
}

/** Calls `listener` once the query library is there. Returns the unsubscribe. */
export function onQueryLib(listener: (loaded: QueryLib) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Downloads the query library (once; a failed download is tried again on the next call). */
export function loadQueryLib(): Promise<QueryLib> {
  if (lib) return Promise.resolve(lib);
  loading ??= import('./query-client').then(
    () => lib as QueryLib,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Forgets every answer (sign-in, sign-out): the drawn page's and the query cache's. */
export function clearQueries(data: DehydratedState | null): void {
  drawnData = null;
  if (data) data.queries.length = 0;
  lib?.queryClient.clear();
}
