import type { PageViewer } from '@hotel/shared/page-render';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ServerRenderedPage } from '@/lib/server-render';
import { SessionProvider } from '@/lib/session';
import { ThemeProvider } from '@/lib/theme';
import { Toaster } from '@/ui/toaster';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** A page drawn by the server: while it is drawn and taken over, `useServerRender()` is true. */
  serverRendered?: boolean;
  /** The signed-in user a server-drawn page was drawn for. */
  viewer?: PageViewer | null;
  children: ReactNode;
}

/** Everything around the router, the same in the browser and in the server's render of a public page. */
export function AppProviders({ queryClient, serverRendered = false, viewer = null, children }: AppProvidersProps) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider viewer={viewer}>
          {children}
          <Toaster />
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return <StrictMode>{serverRendered ? <ServerRenderedPage>{app}</ServerRenderedPage> : app}</StrictMode>;
}
