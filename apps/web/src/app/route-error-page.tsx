import type { FallbackProps } from 'react-error-boundary';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/ui/button';
import { RotateCw } from '@/ui/shell-icons';

/** Shown when a page throws or its code fails to load (say, after a new release). */
export function RouteErrorPage({ error }: FallbackProps) {
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
        {/* A full load, not an in-app move: the app's own code may be what failed. */}
        <a href={paths.home} className={buttonClasses('secondary', 'md')}>
          Go Home
        </a>
      </div>
    </main>
  );
}
