import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { usePageTitle } from '@/lib/routing';
import { SITE_NAME } from '@/lib/use-document-title';

/** Wraps every page: tab title from the route's handle, scroll restoration, focus on navigation. */
export function RootLayout() {
  const title = usePageTitle();
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Luxury Hotel`;
  }, [title]);

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
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
