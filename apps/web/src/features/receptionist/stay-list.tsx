import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { Empty } from '@/ui/empty';
import { Skeleton } from '@/ui/skeleton';
import { StayCard } from './stay-card';

interface StayListProps {
  title: string;
  kind: 'arrival' | 'departure' | 'overdue';
  bookings: BookingDto[] | undefined;
  emptyTitle: string;
  emptyDescription: string;
}

/** 'Today's Check-ins' or 'Today's Check-outs' as cards. */
export function StayList({ title, kind, bookings, emptyTitle, emptyDescription }: StayListProps) {
  return (
    <section aria-label={title} className="flex flex-col gap-5">
      <h2 className="text-xl sm:text-2xl">{title}</h2>
      {!bookings ? (
        <div
          role="status"
          aria-label={`Loading ${title.toLowerCase()}`}
          className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
        >
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      ) : bookings.length === 0 ? (
        <Empty title={emptyTitle} description={emptyDescription} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {bookings.map((booking) => (
            <StayCard key={booking._id} booking={booking} kind={kind} />
          ))}
        </ul>
      )}
    </section>
  );
}
