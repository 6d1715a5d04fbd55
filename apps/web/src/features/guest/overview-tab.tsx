import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import type { GuestReviewDto } from '@hotel/shared/schemas/reviews-guest';
import { BedDouble, CalendarPlus, CircleCheck, type LucideIcon, Star, XCircle } from 'lucide-react';
import { formatDate, todayIso } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/button';
import { Card } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { type BookingActions, BookingCard } from './booking-card';
import { type Activity, recentActivity } from './recent-activity';
import { groupStays } from './stay-groups';

const ICONS: Record<Activity['kind'], LucideIcon> = {
  booked: CalendarPlus,
  paid: CircleCheck,
  cancelled: XCircle,
  reviewed: Star,
};

/**
 * Overview: the next stay (the one in house, else the soonest arrival) with what is due and Pay Now, rather than
 * the latest made (which may be a cancelled one); a way to book again, and recent activity.
 */
export function OverviewTab({
  bookings,
  reviews,
  reviewedIds,
  actions,
}: {
  bookings: DashboardBookingDto[];
  reviews: GuestReviewDto[];
  reviewedIds: ReadonlySet<string>;
  actions: BookingActions;
}) {
  const next = groupStays(bookings, todayIso()).upcoming[0];
  const activity = recentActivity(bookings, reviews);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-6">
        <section aria-labelledby="next-stay">
          <h2 id="next-stay" className="mb-3 text-xl">
            Your next stay
          </h2>
          {next ? (
            <BookingCard booking={next} reviewed={reviewedIds.has(next._id)} actions={actions} />
          ) : (
            <Empty
              icon={<BedDouble className="size-6" />}
              title={bookings.length === 0 ? 'No bookings yet' : 'No upcoming stays'}
              description="Choose a room and your dates; your stay will appear here, ready to pay."
              action={<LinkButton to={paths.rooms}>Browse Rooms</LinkButton>}
            />
          )}
        </section>
        <div className="hero-backdrop flex flex-col items-start gap-4 rounded-xl p-6 text-ivory sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-display text-xl text-ivory">Planning another stay?</p>
            <p className="mt-1 text-sm text-ivory-muted">
              Suites, deluxe and double rooms, free to cancel up to a day ahead.
            </p>
          </div>
          <LinkButton to={paths.rooms} variant="outline-light">
            Explore our rooms
          </LinkButton>
        </div>
      </div>

      <Card title="Recent activity" headingLevel={2}>
        {activity.length === 0 ? (
          <p className="text-sm text-ink-muted">Your bookings, payments and reviews will be listed here.</p>
        ) : (
          <ol className="flex flex-col">
            {activity.map((item) => {
              const Icon = ICONS[item.kind];
              return (
                <li key={item.id} className="flex gap-3 border-b border-line py-3 last:border-b-0">
                  <span aria-hidden="true" className="mt-0.5 rounded-full bg-surface-muted p-1.5 text-gold-ink">
                    <Icon className="size-4" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm text-ink">{item.text}</p>
                    <p className="text-xs text-ink-muted lining-nums">
                      <time dateTime={item.at}>{formatDate(item.at)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </Card>
    </div>
  );
}
