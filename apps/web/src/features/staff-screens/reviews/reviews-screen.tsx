import { REVIEW_ADMIN_MSG, type ReviewAdminDto, type ReviewListQuery } from '@hotel/shared/schemas/reviews-admin';
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@/lib/format';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { ListFrame } from '@/ui/list-frame';
import { AnswerPagination } from '@/ui/pagination';
import { ActionsHeader, RowActions } from '@/ui/row-actions';
import { SearchBox } from '@/ui/search-box';
import { sortableHeaders } from '@/ui/sort-header';
import { Stars } from '@/ui/stars';
import { Table } from '@/ui/table';
import { useDeleteReview } from '../api/delete-review';
import { useReviews } from '../api/get-reviews';
import { FilterSelect } from '../shared/filter-select';
import { useConfirmDelete } from '../shared/use-confirm-delete';
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
  const [viewing, setViewing] = useState<ReviewAdminDto | null>(null);
  const deletion = useConfirmDelete<ReviewAdminDto>(
    useDeleteReview(),
    { deleted: REVIEW_ADMIN_MSG.deleted, failed: 'Failed to delete review' },
    () => setViewing(null),
  );

  const rows = reviews.data?.reviews ?? [];
  const header = sortableHeaders(list);

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
          <FilterSelect list={list} name="rating" label="Rating" options={RATINGS} className="w-full sm:w-40" />
        </div>
      </div>
      <ListFrame
        query={reviews}
        failedMessage="Failed to load reviews"
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
              <ActionsHeader />
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
                  <RowActions
                    view={{ label: `View the review by ${review.guest.name}`, onClick: () => setViewing(review) }}
                    remove={{ label: `Delete the review by ${review.guest.name}`, onClick: () => deletion.ask(review) }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <AnswerPagination answer={reviews.data} onPage={list.setPage} noun="reviews" />
      </ListFrame>
      <ReviewDetailsModal review={viewing} onClose={() => setViewing(null)} onDelete={deletion.ask} />
      <ConfirmDialog {...deletion.dialog} title="Delete review?" confirmLabel="Delete review">
        <p>
          The review by {deletion.target?.guest.name} of room {deletion.target?.room.roomNumber} will disappear from the
          room page, and the room's rating will be recalculated.
        </p>
      </ConfirmDialog>
    </section>
  );
}
