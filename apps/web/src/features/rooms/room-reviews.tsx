import type { PublicReviewDto } from '@hotel/shared/schemas/reviews';
import { MessageSquareQuote } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { Empty } from '@/ui/empty';
import { LoadingBlock } from '@/ui/skeleton';
import { Stars } from '@/ui/stars';

export interface RoomReviewsProps {
  reviews: readonly PublicReviewDto[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** Guest reviews (spec §2): author, stars, date (first 10 characters) and comment, newest first. */
export function RoomReviews({ reviews, loading, failed }: RoomReviewsProps) {
  return (
    <section aria-labelledby="room-reviews-title">
      <h2 id="room-reviews-title" className="text-2xl">
        Guest reviews{' '}
        {reviews && reviews.length > 0 ? <span className="text-ink-muted">({reviews.length})</span> : null}
      </h2>
      <div className="mt-5">
        {loading ? (
          <LoadingBlock label="Loading reviews" lines={4} />
        ) : failed ? (
          <p className="text-ink-muted">Failed to load reviews</p>
        ) : !reviews || reviews.length === 0 ? (
          <Empty
            icon={<MessageSquareQuote className="size-6" />}
            title="No reviews yet"
            description="Guests review their room after their stay. Yours could be the first."
          />
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {reviews.map((r) => (
              <li key={r._id} className="py-5 first:pt-0">
                <article aria-label={`Review by ${r.author}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-medium">{r.author}</p>
                    <p className="text-sm text-ink-muted">
                      <time dateTime={r.date}>{formatDate(r.date)}</time>
                    </p>
                  </div>
                  <Stars value={r.rating} className="mt-1" />
                  <p className="mt-2 leading-relaxed text-ink-muted">{r.comment}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
