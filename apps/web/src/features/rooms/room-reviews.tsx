import type { PublicReviewDto } from '@hotel/shared/schemas/reviews';
import { formatDate } from '@/lib/format';
import { Empty } from '@/ui/empty';
import { shellIcon } from '@/ui/shell-icons';
import { LoadingBlock } from '@/ui/skeleton';
import { Stars } from '@/ui/stars';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const MessageSquareQuote = shellIcon(
  <>
    <path d="M14 14a2 2 0 0 0 2-2V8h-2" />
    <path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z" />
    <path d="M8 14a2 2 0 0 0 2-2V8H8" />
  </>,
);

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
