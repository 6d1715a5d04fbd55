import { REVIEW_ADMIN_MSG, type ReviewAdminDto, type ReviewListQuery } from '@hotel/shared/schemas/reviews-admin';
import { Eye, MessageSquareQuote, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { IconButton } from '@/ui/icon-button';
import { Pagination } from '@/ui/pagination';
import { Select } from '@/ui/select';
import { SortHeader } from '@/ui/sort-header';
import { Stars } from '@/ui/stars';
import { Table } from '@/ui/table';
import { useDeleteReview } from '../api/delete-review';
import { useReviews } from '../api/get-reviews';
import { ListFrame } from '../shared/list-frame';
import { SearchBox } from '../shared/search-box';
import { useListState } from '../shared/use-list-state';
import { ReviewDetailsModal } from './review-details-modal';

const RATINGS = [
  { value: '', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? '' : 's'}` })),
];

/** Reviews (spec §2: a table with a details modal and delete). */
export function ReviewsScreen() {
  const list = useListState<'rating'>({ sort: 'date', order: 'desc' }, ['rating']);
  const params: ReviewListQuery = {
    page: list.page,
    sort: list.sort as ReviewListQuery['sort'],
    order: list.order,
    ...(list.q ? { q: list.q } : {}),
    ...(list.filters.rating ? { rating: Number(list.filters.rating) } : {}),
  };
  const reviews = useReviews(params);
  const remove = useDeleteReview();
  const [viewing, setViewing] = useState<ReviewAdminDto | null>(null);
  const [deleting, setDeleting] = useState<ReviewAdminDto | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(REVIEW_ADMIN_MSG.deleted);
      setDeleting(null);
      setViewing(null);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to delete review'));
    }
  };

  const rows = reviews.data?.reviews ?? [];
  const header = (column: string, label: string) => (
    <SortHeader column={column} sort={list.sort} order={list.order} onSort={list.toggleSort}>
      {label}
    </SortHeader>
  );

  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-title" className="text-xl">
          Guest reviews
        </h2>
        <div className="flex w-full flex-wrap gap-3 sm:w-auto">
          <SearchBox
            label="Search reviews"
            placeholder="Search guest, room or comment"
            value={list.q}
            onSearch={list.setQ}
          />
          <Select
            label="Rating"
            hideLabel
            options={RATINGS}
            value={list.filters.rating ?? ''}
            onChange={(event) => list.setFilter('rating', event.target.value || undefined)}
            fieldClassName="w-full sm:w-40"
          />
        </div>
      </div>
      <ListFrame
        isLoading={reviews.isPending}
        error={reviews.error}
        failedMessage="Failed to load reviews"
        onRetry={() => void reviews.refetch()}
        isEmpty={rows.length === 0}
        empty={
          <Empty
            icon={<MessageSquareQuote className="size-6" />}
            title={REVIEW_ADMIN_MSG.empty}
            description="Reviews appear here once guests rate their stays."
          />
        }
      >
        <Table caption="Guest reviews">
          <thead>
            <tr>
              {header('guest', 'Guest')}
              {header('room', 'Room')}
              {header('rating', 'Rating')}
              {header('date', 'Date')}
              <th scope="col">Comment</th>
              <th scope="col" className="relative">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((review) => (
              <tr key={review._id}>
                <td className="font-medium whitespace-nowrap">{review.guest.name}</td>
                <td className="whitespace-nowrap">{review.room.roomNumber}</td>
                <td>
                  <Stars value={review.rating} />
                </td>
                <td className="whitespace-nowrap tabular-nums">{formatDate(review.date)}</td>
                <td className="max-w-md">
                  <p className="line-clamp-2 text-ink-muted">{review.comment}</p>
                </td>
                <td>
                  <div className="flex justify-end gap-1">
                    <IconButton
                      size="sm"
                      aria-label={`View the review by ${review.guest.name}`}
                      icon={<Eye className="size-4" />}
                      onClick={() => setViewing(review)}
                    />
                    <IconButton
                      size="sm"
                      className="text-danger-ink"
                      aria-label={`Delete the review by ${review.guest.name}`}
                      icon={<Trash2 className="size-4" />}
                      onClick={() => setDeleting(review)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {reviews.data && (
          <Pagination
            page={reviews.data.page}
            limit={reviews.data.limit}
            total={reviews.data.total}
            onPage={list.setPage}
            noun="reviews"
          />
        )}
      </ListFrame>
      <ReviewDetailsModal review={viewing} onClose={() => setViewing(null)} onDelete={(r) => setDeleting(r)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete review?"
        confirmLabel="Delete review"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          The review by {deleting?.guest.name} of room {deleting?.room.roomNumber} will disappear from the room page,
          and the room's rating will be recalculated.
        </p>
      </ConfirmDialog>
    </section>
  );
}
