import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { BedDouble } from 'lucide-react';
import { todayIso } from '@/lib/format';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { type BookingActions, BookingCard } from './booking-card';
import { groupStays } from './stay-groups';

/** My Bookings: upcoming stays (soonest first, with Pay Now and Cancel), then past ones to review, then cancelled. */
export function BookingsTab({
  bookings,
  reviewedIds,
  actions,
}: {
  bookings: DashboardBookingDto[];
  reviewedIds: ReadonlySet<string>;
  actions: BookingActions;
}) {
  if (bookings.length === 0) {
    return (
      <Empty
        icon={<BedDouble className="size-6" />}
        title="You have no bookings yet"
        description="When you book a room it appears here with its bill, ready to pay online."
        action={<LinkButton to={paths.rooms}>Browse Rooms</LinkButton>}
      />
    );
  }
  const groups = groupStays(bookings, todayIso());
  const toReview = groups.past.filter((b) => b.status === 'checked-out' && !reviewedIds.has(b._id)).length;
  const sections = [
    { id: 'upcoming', title: 'Upcoming', note: null, list: groups.upcoming },
    {
      id: 'past',
      title: 'Past',
      note: toReview > 0 ? 'How was your stay? Your review helps the next guest choose.' : null,
      list: groups.past,
    },
    { id: 'cancelled', title: 'Cancelled', note: null, list: groups.cancelled },
  ];

  return (
    <div className="flex flex-col gap-10">
      <h2 className="sr-only">My Bookings</h2>
      {sections.map(
        (section) =>
          section.list.length > 0 && (
            <section key={section.id} aria-labelledby={`stays-${section.id}`}>
              <h3 id={`stays-${section.id}`} className="text-xl">
                {section.title} <span className="text-base text-ink-muted lining-nums">({section.list.length})</span>
              </h3>
              {section.note && <p className="mt-1 text-sm text-ink-muted">{section.note}</p>}
              <ul className="mt-3 flex flex-col gap-4">
                {section.list.map((booking) => (
                  <li key={booking._id}>
                    <BookingCard
                      booking={booking}
                      reviewed={reviewedIds.has(booking._id)}
                      actions={actions}
                      headingLevel={4}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
    </div>
  );
}
