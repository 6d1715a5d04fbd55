import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while React renders a page on the server and while the browser hydrates that HTML; false in every
 * later render. Whatever only the browser knows (saved theme, saved user) is read once this turns false, so
 * the hydrating render matches the server's HTML.
 */
export function useServerRender(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
