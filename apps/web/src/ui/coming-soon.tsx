import { Hourglass } from 'lucide-react';
import { usePageTitle } from '@/lib/routing';

/**
 * Stand-in for a page not built yet. Routes point at it with
 * `lazy: () => import('@/ui/coming-soon').then((m) => ({ Component: m.ComingSoonPage }))`;
 * it names the route's `handle.title`. Replace that line with the real page.
 */
export function ComingSoonPage() {
  const title = usePageTitle() ?? 'This page';
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface p-6 shadow-raised sm:flex-row sm:items-center sm:p-8"
    >
      <span aria-hidden="true" className="rounded-full border border-gold/50 p-3 text-gold-ink">
        <Hourglass className="size-6" />
      </span>
      <div>
        <h2 id="coming-soon-title" className="text-xl">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          This page is being prepared. Its figures, tables and actions will appear here soon.
        </p>
      </div>
    </section>
  );
}
