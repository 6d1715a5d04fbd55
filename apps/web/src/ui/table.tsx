import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface TableProps {
  /** The table's name (a <caption>); also names the scroll region. */
  caption: string;
  /** Hide the caption visually (keep it for screen readers). */
  hideCaption?: boolean;
  children: ReactNode;
  className?: string;
}

/** Names each body cell after its column (`data-label`), for the card layout below 640 px. */
function labelCells(table: HTMLTableElement) {
  const heads: string[] = [];
  for (const th of table.tHead?.rows[0]?.cells ?? []) {
    for (let i = 0; i < th.colSpan; i++) heads.push(th.textContent?.trim() ?? '');
  }
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = cell.colSpan > 1 ? '' : (heads[column] ?? '');
        if (cell.dataset.label !== label) cell.dataset.label = label;
        column += cell.colSpan;
      }
    }
  }
}

/**
 * A real <table> in a horizontally scrollable, named region (no page scroll at 320px). Below 640 px each row
 * becomes a card whose cells are led by their column's name, so that a phone need not scroll sideways.
 * Write <thead><tr><th scope="col">…</th></tr></thead><tbody>…</tbody> inside.
 */
export function Table({ caption, hideCaption = true, children, className }: TableProps) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    // Rows come and go as data loads and filters change; the labels are attributes, so this does not loop.
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl border border-line bg-surface', className)}
    >
      <table
        ref={ref}
        className={cn(
          'table-cards w-full border-collapse text-left text-sm',
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
