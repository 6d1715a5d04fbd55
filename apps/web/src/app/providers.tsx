import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { SessionProvider } from '@/lib/session';
import { ThemeProvider } from '@/lib/theme';
import { Toaster } from '@/ui/toaster';

/** Everything around the router, the same in the browser and in the server's render of a public page. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <SessionProvider>
            {children}
            <Toaster />
          </SessionProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
