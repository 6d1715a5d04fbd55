import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { MountedRoute } from '@/lib/routing';
import { documentTitle } from '@/lib/use-document-title';

// Back and forward: the browser puts the scroll back where it was; any other move to a new page starts at the top.
let traversing = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversing = true;
  });
  // wouter announces its own history writes with these events.
  for (const event of ['pushState', 'replaceState']) {
    window.addEventListener(event, () => {
      traversing = false;
    });
  }
}

/**
 * The tab title from the route. Placed before the page so that its effect runs first and a page's own title
 * (useDocumentTitle: a room's name, known at once when the page came drawn by the server) wins.
 */
function RouteTitle({ title }: { title: string | undefined }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}

function RoutePage({ route }: { route: MountedRoute }) {
  const { Page, Guard } = route;
  return (
    <>
      <RouteTitle title={route.title} />
      {Guard ? (
        <Guard>
          <Page />
        </Guard>
      ) : (
        <Page />
      )}
    </>
  );
}

/**
 * While the next page's code downloads (a slow network, a first visit to that page): its space is held, so the
 * footer does not rise into view under the header, and a screen reader hears that it is loading.
 */
function PageLoading() {
  return (
    <div role="status" className="min-h-dvh">
      <span className="sr-only">Loading the page…</span>
    </div>
  );
}

/**
 * The page for the address among `routes`, else `notFound`. On a move to another page, keyboard and
 * screen-reader users start at its content, and the window at its top. (The previous page is not kept on
 * screen while the next one's code downloads: it would go on reacting to an address that is no longer its own.)
 */
export function RouteSwitch({ routes, notFound }: { routes: readonly MountedRoute[]; notFound: ReactNode }) {
  const [pathname] = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!traversing) window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.pattern} path={route.pattern}>
            <RoutePage route={route} />
          </Route>
        ))}
        <Route>
          <RouteTitle title="Page Not Found" />
          {notFound}
        </Route>
      </Switch>
    </Suspense>
  );
}
