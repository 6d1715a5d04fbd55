import { useEffect, useRef } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { usePageTitle } from '@/lib/routing';
import { documentTitle } from '@/lib/use-document-title';

/**
 * Every page opened by its address (typed, a link from elsewhere, a reload) has the router's key "default":
 * keyed by that, a page would open at the place where the previous page opened that way was left. Such a page
 * is keyed by its address instead, so a reload keeps its place and a new address starts at the top.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** Wraps every page: tab title from the route's handle, scroll restoration, focus on navigation. */
export function RootLayout() {
  const location = useLocation();
  const first = useRef(true);

  // The page is live: its script has taken over the HTML the server drew (browser tests wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);

  // After a client-side navigation, start screen-reader and keyboard users at the new page's content.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <>
      <RouteTitle />
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * The tab title from the route's handle. Placed before the page so that its effect runs first and a page's
 * own title (useDocumentTitle: a room's name, known at once when the page came drawn by the server) wins.
 */
function RouteTitle() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
