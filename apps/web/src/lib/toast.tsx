import type { ReactNode } from 'react';

type Kind = 'success' | 'info' | 'warning' | 'error';

/** sonner arrives just after the first render (ui/toaster.tsx mounts it); a toast asked for sooner waits for it. */
function show(kind: Kind, message: ReactNode): void {
  import('sonner').then(
    ({ toast }) => toast[kind](message),
    () => undefined,
  );
}

/**
 * The app's toasts (spec §4: success, error, info, warning; 5000 ms; closable). The toaster's region is
 * always in the page and is polite (role status semantics); errors and warnings also carry role="alert"
 * so they are announced at once. A toast never takes focus.
 */
export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', <span role="alert">{message}</span>),
  error: (message: string) => show('error', <span role="alert">{message}</span>),
};
