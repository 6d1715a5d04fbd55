import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import type { SortDirection } from '@/ui/sort-header';

export interface ListState<F extends string> {
  page: number;
  sort: string;
  order: SortDirection;
  q: string;
  filters: Record<F, string | undefined>;
  setPage: (page: number) => void;
  toggleSort: (column: string) => void;
  setQ: (q: string) => void;
  setFilter: (key: F, value: string | undefined) => void;
}

/**
 * A staff list's page, sort, search and filters, kept in the URL so that a reload or a shared link shows
 * the same rows. Changing anything but the page goes back to page 1.
 */
export function useListState<F extends string = never>(
  defaults: { sort: string; order: SortDirection },
  filterKeys: readonly F[] = [],
): ListState<F> {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | undefined>, keepPage = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const sort = params.get('sort') ?? defaults.sort;
  const order = (params.get('order') as SortDirection | null) ?? defaults.order;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const filterValues = filterKeys.map((k) => params.get(k) ?? undefined).join('\u0000');

  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? undefined])) as Record<F, string | undefined>,
    [filterValues],
  );

  return {
    page,
    sort,
    order,
    q,
    filters,
    setPage: (next) => update({ page: next > 1 ? String(next) : undefined }, true),
    toggleSort: (column) =>
      update({ sort: column, order: column === sort ? (order === 'asc' ? 'desc' : 'asc') : 'asc' }),
    setQ: (next) => update({ q: next.trim() || undefined }),
    setFilter: (key, value) => update({ [key]: value }),
  };
}
