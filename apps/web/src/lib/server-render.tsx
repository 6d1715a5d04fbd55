import { type ReactNode, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * Shows `fallback` in a server-rendered page and while it hydrates, then `children`: for parts that depend on
 * who is looking (the booking form), which the server draws for every visitor alike.
 */
export function BrowserOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [shown, setShown] = useState(!useServerRender());
  // After the take-over, as a transition: drawing the part never holds the browser up in one piece.
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : fallback;
}
