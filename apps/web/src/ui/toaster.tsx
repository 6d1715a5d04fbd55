import { TOAST_DURATION_MS } from '@hotel/shared';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

/** The one toaster (mounted once in main.tsx). Show toasts with `notify` from lib/toast. */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
    />
  );
}
