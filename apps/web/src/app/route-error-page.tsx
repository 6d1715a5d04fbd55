import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';
import { Button, LinkButton } from '@/ui/button';
import { RotateCw } from '@/ui/shell-icons';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Shown when a page throws or its code fails to load (say, after a new release). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-5 text-center">
      <p className="ornament text-xs font-semibold tracking-[0.3em] text-gold-ink uppercase">The Aurelia</p>
      <h1 className="mt-4 text-4xl">Something went wrong</h1>
      <p className="mt-4 text-ink-muted">
        We could not show this page. Reloading usually helps; if it does not, please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button icon={<RotateCw aria-hidden="true" className="size-4" />} onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <LinkButton to={paths.home} variant="secondary" reloadDocument>
          Go Home
        </LinkButton>
      </div>
    </main>
  );
}
