import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { LogIn, LogOut } from 'lucide-react';
import { useTodaysGuests } from '@/features/room-status';
import { StatusBadge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { LoadingBlock } from '@/ui/skeleton';

function GuestList({
  title,
  icon,
  bookings,
  empty,
}: {
  title: string;
  icon: React.ReactNode;
  bookings: readonly BookingDto[];
  empty: string;
}) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 flex items-center gap-2 font-sans text-sm font-semibold text-ink">
        <span aria-hidden="true" className="text-gold-ink">
          {icon}
        </span>
        {title} ({bookings.length})
      </h3>
      {bookings.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {bookings.map((b) => (
            <li key={b._id} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium">{b.guest.name}</span>
                <span className="block truncate text-xs text-ink-muted">
                  Room {b.room.roomNumber} · {b.room.title}
                </span>
              </span>
              <StatusBadge status={b.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Today's arrivals and departures, by the hotel's calendar. */
export function TodaysGuestsCard() {
  const today = useTodaysGuests();
  return (
    <Card
      title="Today's check-ins and check-outs"
      description={today.data ? today.data.date : undefined}
      headingLevel={2}
    >
      {today.isPending ? (
        <LoadingBlock label="Loading today's guests" lines={4} />
      ) : today.isError ? (
        <p className="text-sm text-ink-muted">Today's arrivals and departures could not be loaded.</p>
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
          <GuestList
            title="Check-ins"
            icon={<LogIn className="size-4" />}
            bookings={today.data.checkedInGuests}
            empty="No arrivals today."
          />
          <GuestList
            title="Check-outs"
            icon={<LogOut className="size-4" />}
            bookings={today.data.checkedOutGuests}
            empty="No departures today."
          />
        </div>
      )}
    </Card>
  );
}
