import { BedDouble, DoorOpen, LogIn, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { RoomStatusOverview, useTodaysGuests } from '@/features/room-status';
import { errorMessage } from '@/lib/api';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { Button } from '@/ui/button';
import { StatCard } from '@/ui/card';
import { Empty } from '@/ui/empty';
import { Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
import { useActiveGuestsCount } from './api/get-active-guests-count';
import { useAvailableRoomsCount } from './api/get-available-rooms-count';
import { StayList } from './stay-list';

const TABS = ['check-in', 'check-out', 'rooms'] as const;
type TabId = (typeof TABS)[number];

function figure(value: number | undefined, failed: boolean): ReactNode {
  if (value !== undefined) return value;
  if (failed) return '—';
  return (
    <>
      <Skeleton className="inline-block h-8 w-12 align-middle" />
      <span className="sr-only">Loading</span>
    </>
  );
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The receptionist's index (spec §2): today's figures, arrivals, departures and the room status board. */
export function FrontDeskPage() {
  useLiveUpdates();
  const today = useTodaysGuests();
  const activeGuests = useActiveGuestsCount();
  const availableRooms = useAvailableRoomsCount();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = TABS.includes(requested as TabId) ? (requested as TabId) : 'check-in';

  const counts = today.data?.counts;
  const selectTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'check-in') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-ink-muted">
        {today.data ? `Today at the desk: ${longDate(today.data.date)}` : 'Today at the desk'}
      </p>
      <section aria-label="Today at a glance" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard
          label="Check-ins"
          value={figure(counts?.checkedIn, today.isError)}
          icon={<LogIn className="size-5" />}
        />
        <StatCard
          label="Check-outs"
          value={figure(counts?.checkedOut, today.isError)}
          icon={<LogOut className="size-5" />}
        />
        <StatCard
          label="Active Guests"
          value={figure(activeGuests.data, activeGuests.isError)}
          icon={<BedDouble className="size-5" />}
        />
        <StatCard
          label="Available Rooms"
          value={figure(availableRooms.data, availableRooms.isError)}
          icon={<DoorOpen className="size-5" />}
        />
      </section>

      {today.isError ? (
        <Empty
          title="Failed to load today's guests"
          description={errorMessage(today.error, "Today's arrivals and departures could not be loaded.")}
          action={
            <Button variant="secondary" onClick={() => void today.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <Tabs
          label="Front desk"
          value={tab}
          onChange={selectTab}
          items={[
            {
              id: 'check-in',
              label: `Check-in (${counts?.checkedIn ?? 0})`,
              content: (
                <div className="flex flex-col gap-10">
                  <StayList
                    title="Today's Check-ins"
                    kind="arrival"
                    bookings={today.data?.checkedInGuests}
                    emptyTitle="No arrivals today"
                    emptyDescription="Guests arriving today appear here, ready to be checked in."
                  />
                  {today.data && today.data.overdueArrivals.length > 0 && (
                    <StayList
                      title="Did not arrive"
                      kind="overdue"
                      bookings={today.data.overdueArrivals}
                      emptyTitle="Everyone arrived"
                      emptyDescription="Reservations whose arrival day is over appear here."
                    />
                  )}
                </div>
              ),
            },
            {
              id: 'check-out',
              label: `Check-out (${counts?.checkedOut ?? 0})`,
              content: (
                <StayList
                  title="Today's Check-outs"
                  kind="departure"
                  bookings={today.data?.checkedOutGuests}
                  emptyTitle="No departures today"
                  emptyDescription="Guests leaving today appear here, ready to be checked out."
                />
              ),
            },
            { id: 'rooms', label: 'Room Status', content: <RoomStatusOverview /> },
          ]}
        />
      )}
    </div>
  );
}
