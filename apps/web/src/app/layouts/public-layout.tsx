import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

/**
 * Public pages (and the guest dashboard): navbar, the page, footer. On a page drawn by the server, each
 * boundary is taken over on its own, after the navbar, so the browser is never busy for the whole page at once.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
