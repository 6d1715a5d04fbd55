import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

/** Public pages (and the guest dashboard): navbar, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
