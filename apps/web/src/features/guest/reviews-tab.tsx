import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import type { GuestReviewDto } from '@hotel/shared/schemas/reviews-guest';
import { MessageSquareQuote } from 'lucide-react';
import { Link } from 'wouter';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { Stars } from '@/ui/stars';

/** My Reviews: the guest's real reviews, and the checked-out stays still waiting for one. */
export function ReviewsTab({
  reviews,
  toReview,
  onReview,
}: {
  reviews: GuestReviewDto[];
  toReview: DashboardBookingDto[];
  onReview: (booking: DashboardBookingDto) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      {toReview.length > 0 && (
        <Card title="Stays to review" description="Tell future guests about your stay. One review per stay.">
          <ul className="flex flex-col">
            {toReview.map((booking) => (
              <li
                key={booking._id}
                className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3 last:border-b-0"
              >
                <div>
                  <p className="font-medium text-ink">{booking.roomId.title}</p>
                  <p className="text-sm text-ink-muted lining-nums">
                    {booking.checkInDate} → {booking.checkOutDate}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onReview(booking)}
                  aria-label={`Write a review of ${booking.roomId.title}`}
                >
                  Write a review
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <section aria-labelledby="my-reviews-heading">
        <h2 id="my-reviews-heading" className="mb-3 text-xl">
          My Reviews
        </h2>
        {reviews.length === 0 ? (
          <Empty
            icon={<MessageSquareQuote className="size-6" />}
            title="No reviews yet"
            description="After you check out, you can rate your stay here, and your review appears on the room's page."
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {reviews.map((review) => (
              <li key={review._id}>
                <article className="h-full rounded-xl border border-line bg-surface p-5 shadow-raised">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="text-lg">
                      <Link to={paths.room(review.room._id)} className="hover:text-gold-ink hover:underline">
                        {review.room.title}
                      </Link>
                    </h3>
                    <time dateTime={review.date} className="text-sm text-ink-muted lining-nums">
                      {formatDate(review.date)}
                    </time>
                  </div>
                  <Stars value={review.rating} className="mt-2" />
                  <blockquote className="mt-3 text-sm leading-relaxed text-ink">“{review.comment}”</blockquote>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
