import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are ("bookings"), for the summary and the navigation's name. */
  noun: string;
}

/** Previous/next paging of a server-paginated list, with "21–40 of 356 bookings". */
export function Pagination({ page, limit, total, onPage, noun }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-ink-muted"
    >
      <p aria-live="polite">
        {total === 0 ? `No ${noun}` : `${first}–${last} of ${total} ${noun}`}
        {pages > 1 && (
          <span className="sr-only">
            , page {page} of {pages}
          </span>
        )}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            icon={<ChevronLeft aria-hidden="true" className="size-4" />}
          >
            Previous
          </Button>
          <span aria-hidden="true" className="px-1 tabular-nums">
            {page} / {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}

/** The rows a server list answered with: its page, its page size and how many there are in all. */
export interface PageAnswer {
  page: number;
  limit: number;
  total: number;
}

/** Pagination for a list answer, shown once the answer has arrived. */
export function AnswerPagination({
  answer,
  onPage,
  noun,
}: Pick<PaginationProps, 'onPage' | 'noun'> & { answer: PageAnswer | undefined }) {
  if (!answer) return null;
  return <Pagination page={answer.page} limit={answer.limit} total={answer.total} onPage={onPage} noun={noun} />;
}
