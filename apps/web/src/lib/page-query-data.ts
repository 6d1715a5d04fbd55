import type { QueryKey } from '@tanstack/react-query';
import { useContext } from 'react';
import { PageDataContext, queryLib } from './page-data';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A query key's hash, as TanStack Query's default `hashKey` makes it (the drawn page's queries carry theirs): the
 * key as JSON, with each plain object's keys sorted. Written here, as the library's own would bring its whole
 * utilities module into the page's first load.
 */
export const hashKey = (queryKey: QueryKey): string =>
  JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );

/** A query's state: the query cache's once it is loaded, else the drawn page's (as `getQueryState`). */
export function usePageQueryState(queryKey: QueryKey): { error?: unknown; data?: unknown } | undefined {
  const drawnData = useContext(PageDataContext);
  const cached = queryLib()?.queryClient.getQueryState(queryKey);
  if (cached) return cached;
  const queryHash = hashKey(queryKey);
  return drawnData?.queries.find((query) => query.queryHash === queryHash)?.state;
}

/** The drawn page's answer for a query key (or the cache's, once loaded), never fetched: a figure only drawn. */
export function usePageQueryData<TData>(queryKey: QueryKey): TData | undefined {
  return usePageQueryState(queryKey)?.data as TData | undefined;
}
