import { TOAST_DURATION_MS } from '@hotel/shared/constants';
import { lazy, Suspense } from 'react';
import { useTheme } from '@/lib/theme';

// Downloaded right after the first render rather than with it; toasts shown before it mounts appear then.
const Sonner = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The one toaster (mounted once in main.tsx). Show toasts with `notify` from lib/toast. */
export function Toaster() {
  const { theme } = useTheme();
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
