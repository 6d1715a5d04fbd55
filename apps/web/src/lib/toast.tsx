import { toast } from 'sonner';

/**
 * The app's toasts (spec §4: success, error, info, warning; 5000 ms; closable). The toaster's region is
 * always in the page and is polite (role status semantics); errors and warnings also carry role="alert"
 * so they are announced at once. A toast never takes focus.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(<span role="alert">{message}</span>),
  error: (message: string) => toast.error(<span role="alert">{message}</span>),
};
