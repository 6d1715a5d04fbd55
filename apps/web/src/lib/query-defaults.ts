import { ApiError } from './api';

/** The query cache's defaults (query-client.tsx), which the drawn page's hooks (use-page-query.ts) follow too. */
export const QUERY_STALE_TIME = 30_000;

/** Client errors (4xx) are not retried; the answer will not change. */
export const retryQuery = (failureCount: number, error: unknown): boolean => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};
