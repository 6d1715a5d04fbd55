import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { BedDouble } from 'lucide-react';
import { paths } from '@/lib/paths';
import { LinkButton } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { type BookingActions, BookingCard } from './booking-card';

/** My Bookings: every stay, newest first, with Pay Now while the bill is pending and Cancel before it begins. */
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
  return (
    <section aria-labelledby="my-bookings-heading">
      <h2 id="my-bookings-heading" className="sr-only">
        My Bookings
      </h2>
      <ul className="flex flex-col gap-4">
        {bookings.map((booking) => (
          <li key={booking._id}>
            <BookingCard booking={booking} reviewed={reviewedIds.has(booking._id)} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
