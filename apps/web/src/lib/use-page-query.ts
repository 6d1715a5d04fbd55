import type {
  DefaultError,
  DehydratedState,
  QueryKey,
  QueryObserver,
  QueryObserverOptions,
  QueryObserverResult,
} from '@tanstack/react-query';
import { startTransition, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadQueryLib, onQueryLib, PageDataContext, type QueryLib, queryLib } from './page-data';
import { hashKey } from './page-query-data';
import { QUERY_STALE_TIME } from './query-defaults';
import { useServerRender } from './server-render';

/** A public page's query: TanStack Query's options (queryOptions()), of which these are read before it loads. */
export type PageQueryOptions<TData, TQueryKey extends QueryKey = QueryKey> = QueryObserverOptions<
  TData,
  DefaultError,
  TData,
  TData,
  TQueryKey
>;

/** What a public page reads of a query: TanStack Query's result. */
export type PageQueryResult<TData> = Pick<
  QueryObserverResult<TData>,
  'data' | 'error' | 'status' | 'isPending' | 'isSuccess' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'refetch'
>;

type DrawnState = DehydratedState['queries'][number]['state'];

const noop = () => undefined;

/** Whether TanStack Query would fetch on mount without a stale time: there is no answer to show. */
/** The options that decide whether TanStack Query fetches a query as its first observer mounts. */
interface MountRules {
  enabled?: unknown;
  retryOnMount?: unknown;
  refetchOnMount?: unknown;
  staleTime?: unknown;
}

const loadsOnMount = (state: DrawnState | undefined, options: MountRules): boolean =>
  options.enabled !== false &&
  state?.data === undefined &&
  !(state?.status === 'error' && options.retryOnMount === false);

/** Whether TanStack Query would fetch on mount: nothing to show, or an answer older than its stale time. */
function fetchesOnMount(state: DrawnState | undefined, options: MountRules): boolean {
  if (loadsOnMount(state, options)) return true;
  if (!state || state.data === undefined || options.enabled === false || options.refetchOnMount === false) return false;
  const staleTime = typeof options.staleTime === 'number' ? options.staleTime : QUERY_STALE_TIME;
  return state.isInvalidated || Date.now() >= state.dataUpdatedAt + staleTime;
}

/**
 * `useQuery` for the public pages, whose first load does not carry TanStack Query (lib/page-data.ts). Until the
 * library is there the result is the drawn page's answer for this query key (or pending, fetching); it is loaded
 * as soon as TanStack Query would fetch (no answer, a stale one, `refetch`), and from then on this is TanStack
 * Query's own observer (as in its useQuery, without suspense or error boundaries), starting from the same answers.
 * While a drawn page is taken over the result never depends on the time, so it is the server's.
 */
export function usePageQuery<TData, TQueryKey extends QueryKey = QueryKey>(
  options: PageQueryOptions<TData, TQueryKey>,
): PageQueryResult<TData> {
  const drawing = useServerRender();
  const drawnData = useContext(PageDataContext);
  const [lib, setLib] = useState<QueryLib | null>(() => (drawing ? null : queryLib()));
  const [loadError, setLoadError] = useState<Error | null>(null);
  const queryHash = hashKey(options.queryKey);
  const drawn = lib ? undefined : drawnData?.queries.find((query) => query.queryHash === queryHash)?.state;

  const observerRef = useRef<QueryObserver<TData, DefaultError, TData, TData, TQueryKey> | null>(null);
  const defaulted = lib?.queryClient.defaultQueryOptions(options);
  if (lib && defaulted) {
    defaulted._optimisticResults = 'optimistic';
    observerRef.current ??= new lib.QueryObserver(lib.queryClient, defaulted);
  }
  const observer = observerRef.current;

  // Until the library is there: wait for it, and fetch it when TanStack Query would fetch this query.
  const latest = useRef({ drawn, options });
  latest.current = { drawn, options };
  useEffect(() => {
    if (lib) return;
    const loaded = queryLib();
    if (loaded) {
      startTransition(() => setLib(loaded));
      return;
    }
    const off = onQueryLib((next) => startTransition(() => setLib(next)));
    if (fetchesOnMount(latest.current.drawn, latest.current.options)) {
      loadQueryLib().catch((error: unknown) => setLoadError(error instanceof Error ? error : new Error(String(error))));
    }
    return off;
  }, [lib, queryHash]);

  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        if (!observer || !lib) return noop;
        const unsubscribe = observer.subscribe(lib.notifyManager.batchCalls(onChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer, lib],
    ),
    () => observer?.getCurrentResult(),
    () => observer?.getCurrentResult(),
  );
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  });

  // Before the library is there: marked stale in the cache, the query is fetched as soon as its observer mounts.
  const refetchDrawn = useCallback(() => {
    setLoadError(null);
    return loadQueryLib().then(
      ({ queryClient }) => queryClient.invalidateQueries({ queryKey: latest.current.options.queryKey, exact: true }),
      (error: unknown) => setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
  }, []) as unknown as PageQueryResult<TData>['refetch'];

  if (observer && defaulted) return observer.getOptimisticResult(defaulted);
  if (loadError) return drawnResult<TData>({ status: 'error', error: loadError } as DrawnState, false, refetchDrawn);
  return drawnResult<TData>(drawn, loadsOnMount(drawn, options), refetchDrawn);
}

function drawnResult<TData>(
  state: DrawnState | undefined,
  fetching: boolean,
  refetch: PageQueryResult<TData>['refetch'],
): PageQueryResult<TData> {
  const status = state?.status === 'success' || state?.status === 'error' ? state.status : 'pending';
  return {
    data: state?.data as TData | undefined,
    error: status === 'error' ? (state?.error as Error) : null,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: fetching,
    isPlaceholderData: false,
    refetch,
  } as PageQueryResult<TData>;
}
