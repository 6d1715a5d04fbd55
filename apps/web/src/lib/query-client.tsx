import { hydrate, notifyManager, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { drawnDataForCache, registerQueryLib } from './page-data';
import { QUERY_STALE_TIME, retryQuery } from './query-defaults';

/**
 * The app's one query cache. Not part of a public page's first load: the page's hooks load this module when they
 * must fetch (page-data.ts), and the staff panels, the guest dashboard and the booking panel import it with
 * their code. It starts with the answers the drawn page came with.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: QUERY_STALE_TIME, refetchOnWindowFocus: false, retry: retryQuery },
    mutations: { retry: false },
  },
});

const drawn = drawnDataForCache();
if (drawn) hydrate(queryClient, drawn);
// Mounted for the page's life (refetch on reconnect), whether or not a provider below is ever drawn.
if (typeof window !== 'undefined') queryClient.mount();

registerQueryLib({ queryClient, QueryObserver, notifyManager });

/** Around code that uses TanStack Query's hooks directly (staff panels, guest dashboard, booking panel). */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
