import { TOAST_DURATION_MS } from '@hotel/shared/constants';
import { lazy, Suspense } from 'react';
import { useServerRender } from '@/lib/server-render';
import { useTheme } from '@/lib/theme';

// Downloaded right after the first render rather than with it; toasts shown before it mounts appear then.
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The one toaster (mounted once by AppProviders). Show toasts with `notify` from lib/toast. */
export function Toaster() {
  const { theme } = useTheme();
  // Not part of a server-rendered page: it holds no content until a toast is shown.
  if (useServerRender()) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        theme={theme}
        position="top-right"
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
      />
    </Suspense>
  );
}
