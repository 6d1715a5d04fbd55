import { ArrowLeft, Home } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button, LinkButton } from '@/ui/button';

function NotFoundActions() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <LinkButton to={paths.home} icon={<Home aria-hidden="true" className="size-4" />}>
        Go Home
      </LinkButton>
      <Button
        variant="secondary"
        icon={<ArrowLeft aria-hidden="true" className="size-4" />}
        onClick={() => window.history.back()}
      >
        Go Back
      </Button>
    </div>
  );
}

/** 'Page Not Found' with Go Home and Go Back (spec §2), for any unknown public address. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center sm:py-32">
      <p aria-hidden="true" className="font-display text-8xl text-gold-ink italic lining-nums sm:text-9xl">
        404
      </p>
      <p className="ornament mt-6 text-xs font-semibold tracking-[0.3em] text-gold-ink uppercase">
        Lost in the corridors
      </p>
      <h1 className="mt-4 text-4xl sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-ink-muted">
        The page you are looking for has checked out, or perhaps it never checked in. Let us show you the way.
      </p>
      <NotFoundActions />
    </section>
  );
}

/** The same inside a staff panel, whose header already carries the page's h1 ('Page Not Found'). */
export function PanelNotFound() {
  return (
    <div className="rounded-xl border border-line bg-surface px-6 py-16 text-center shadow-raised">
      <p className="font-display text-6xl text-gold-ink italic">404</p>
      <p className="mt-4 text-ink-muted">There is no page at this address in the panel.</p>
      <NotFoundActions />
    </div>
  );
}
