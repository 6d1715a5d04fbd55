import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TableProps {
  /** The table's name (a <caption>); also names the scroll region. */
  caption: string;
  /** Hide the caption visually (keep it for screen readers). */
  hideCaption?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A real <table> in a horizontally scrollable, named region (no page scroll at 320px).
 * Write <thead><tr><th scope="col">…</th></tr></thead><tbody>…</tbody> inside.
 */
export function Table({ caption, hideCaption = true, children, className }: TableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-line bg-surface', className)}
    >
      <table
        className={cn(
          'w-full border-collapse text-left text-sm',
          '[&_th]:bg-surface-muted [&_th]:px-4 [&_th]:py-3 [&_th]:text-xs [&_th]:font-semibold [&_th]:tracking-wide [&_th]:text-ink-muted [&_th]:uppercase',
          '[&_td]:border-t [&_td]:border-line [&_td]:px-4 [&_td]:py-3 [&_td]:align-middle',
          '[&_tbody_tr]:transition-colors [&_tbody_tr:hover]:bg-surface-muted/60',
        )}
      >
        <caption className={cn('px-4 py-3 text-left font-display text-lg text-ink', hideCaption && 'sr-only')}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
