import type { PageViewer } from '@hotel/shared/page-render';
import type { DehydratedState } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { PageDataContext } from '@/lib/page-data';
import { ServerRenderedPage } from '@/lib/server-render';
import { SessionProvider } from '@/lib/session';
import { ThemeProvider } from '@/lib/theme';
import { Toaster } from '@/ui/toaster';

interface AppProvidersProps {
  /** The answers a page drawn by the server was drawn from (TanStack Query's dehydrated cache). */
  pageData?: DehydratedState | null;
  /** A page drawn by the server: while it is drawn and taken over, `useServerRender()` is true. */
  serverRendered?: boolean;
  /** The signed-in user a server-drawn page was drawn for. */
  viewer?: PageViewer | null;
  children: ReactNode;
}

/**
 * Everything around the router, the same in the browser and in the server's render of a public page. The query
 * cache is not here: public pages read `pageData` until they need it (lib/page-data.ts), and the code that uses
 * TanStack Query directly brings it with its own provider (lib/query-client.tsx).
 */
export function AppProviders({ pageData = null, serverRendered = false, viewer = null, children }: AppProvidersProps) {
  const app = (
    <PageDataContext.Provider value={pageData}>
      <ThemeProvider>
        <SessionProvider viewer={viewer}>
          {children}
          <Toaster />
        </SessionProvider>
      </ThemeProvider>
    </PageDataContext.Provider>
  );
  return <StrictMode>{serverRendered ? <ServerRenderedPage>{app}</ServerRenderedPage> : app}</StrictMode>;
}
