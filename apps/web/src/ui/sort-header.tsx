import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type SortDirection = 'asc' | 'desc';

export interface SortHeaderProps {
  /** The column's key, passed back to onSort. */
  column: string;
  children: ReactNode;
  /** The current sort column and direction of the table. */
  sort: string;
  order: SortDirection;
  onSort: (column: string) => void;
  className?: string;
}

/**
 * A sortable column header: a <th scope="col"> with aria-sort, holding a button that changes the sort.
 * Screen readers hear the column's state from aria-sort and the button's name says what a press does.
 */
export function SortHeader({ column, children, sort, order, onSort, className }: SortHeaderProps) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          '-mx-1 inline-flex min-h-6 items-center gap-1.5 rounded px-1 uppercase tracking-wide hover:text-gold-ink',
          active && 'text-ink',
        )}
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', !active && 'opacity-50')} />
      </button>
    </th>
  );
}

/** A table's sort state as its headers need it: the sorted column, its direction and how to change them. */
export interface SortState {
  sort: string;
  order: SortDirection;
  toggleSort: (column: string) => void;
}

/** The header cells of a table sorted by `state`, one call a column: `header('price', 'Price')`. */
export function sortableHeaders<C extends string = string>({ sort, order, toggleSort }: SortState) {
  return (column: C, label: string) => (
    <SortHeader column={column} sort={sort} order={order} onSort={toggleSort}>
      {label}
    </SortHeader>
  );
}
