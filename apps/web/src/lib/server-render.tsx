import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const ServerRenderContext = createContext(false);

/**
 * True while React renders a page on the server and while the browser takes that HTML over; false in every
 * later render, and in every page the browser draws itself. Whatever only the browser knows (saved theme,
 * saved user) is read once this turns false, so the taking-over render matches the server's HTML.
 */
export function useServerRender(): boolean {
  return useContext(ServerRenderContext);
}

/**
 * Around a page the server draws, on the server and in the browser that takes it over. The switch to live is
 * a transition: as an urgent update it would make React take over whatever part of the page is still to be
 * taken over (the route's page) in one long task, before anything else can run.
 */
export function ServerRenderedPage({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(true);
  useEffect(() => startTransition(() => setDrawn(false)), []);
  return <ServerRenderContext.Provider value={drawn}>{children}</ServerRenderContext.Provider>;
}
