import { ROOM_SORTS, ROOM_TYPE_FILTERS, type RoomSort, type RoomTypeFilter } from '@hotel/shared/room-catalog';
import { ApiError } from '@/lib/api';
import { formatNights, nightsBetween } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { formatShortDate } from '@/ui/calendar-dates';
import { Empty } from '@/ui/empty';
import { Container, PageIntro } from '@/ui/page-intro';
import { Select } from '@/ui/select';
import { shellIcon } from '@/ui/shell-icons';
import { useRooms } from './api/get-rooms';
import { RoomCard, RoomCardSkeleton } from './room-card';
import { RoomSearchForm } from './room-search-form';
import { roomSearchParams, useRoomSearch } from './use-room-search';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const BedDouble = shellIcon(
  <>
    <path d="M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8" />
    <path d="M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4" />
    <path d="M12 4v6" />
    <path d="M2 18h20" />
  </>,
);
const RefreshCw = shellIcon(
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>,
);

const TYPE_LABELS: Record<RoomTypeFilter, string> = {
  all: 'All rooms',
  single: 'Single',
  double: 'Double',
  suite: 'Suite',
  deluxe: 'Deluxe',
};
const SORT_LABELS: Record<RoomSort, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Guest rating',
};

/** /rooms (spec §2): filter by type, sort, and search by dates; every filter lives in the URL. */
export function RoomsPage() {
  const [search, setSearch] = useRoomSearch();
  const rooms = useRooms(search);
  const dated = Boolean(search.checkIn && search.checkOut);
  const serverErrors = rooms.error instanceof ApiError ? rooms.error.errors : undefined;
  const detailQuery = roomSearchParams({ checkIn: search.checkIn, checkOut: search.checkOut, guests: search.guests });
  const list = rooms.data?.rooms ?? [];

  const summary = rooms.isPending
    ? 'Loading rooms…'
    : rooms.isError
      ? ''
      : `${list.length} ${list.length === 1 ? 'room' : 'rooms'}${
          dated
            ? ` free from ${formatShortDate(search.checkIn)} to ${formatShortDate(search.checkOut)} (${formatNights(
                nightsBetween(search.checkIn, search.checkOut),
              )})`
            : ''
        }${search.guests ? ` for ${search.guests} ${search.guests === 1 ? 'guest' : 'guests'}` : ''}`;

  return (
    <>
      <PageIntro
        eyebrow="Rooms & Suites"
        title="Our Rooms"
        lead="From quiet garden singles to suites above the harbour, every room is dressed in linen, oak and brass. Choose your dates to see what is free for your whole stay."
      />
      <Container className="relative -mt-10 pb-20">
        <section
          aria-labelledby="room-search-title"
          className="rounded-2xl border border-line bg-surface p-5 shadow-raised sm:p-7"
        >
          <h2 id="room-search-title" className="text-2xl">
            Find your room
          </h2>
          <div className="mt-5">
            <RoomSearchForm search={search} serverErrors={serverErrors} onSearch={(next) => setSearch(next)} />
          </div>
        </section>

        <section aria-labelledby="room-results-title" className="mt-12">
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div>
              <h2 id="room-results-title" className="text-3xl">
                {dated ? 'Available for your stay' : 'All rooms & suites'}
              </h2>
              <p aria-live="polite" className="mt-1 min-h-6 text-ink-muted">
                {summary}
              </p>
            </div>
            {/* Side by side only where both fit whole: at 360 px, "Price: high to low" needs the full width. */}
            <div className="grid gap-3 min-[30rem]:grid-cols-2 sm:flex sm:gap-4">
              <Select
                label="Room type"
                value={search.type}
                onChange={(e) => setSearch({ type: e.target.value as RoomTypeFilter })}
                options={ROOM_TYPE_FILTERS.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
                fieldClassName="sm:w-44"
              />
              <Select
                label="Sort by"
                value={search.sort}
                onChange={(e) => setSearch({ sort: e.target.value as RoomSort | '' })}
                options={[
                  { value: '', label: 'Recommended' },
                  ...ROOM_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] })),
                ]}
                fieldClassName="sm:w-52"
              />
            </div>
          </div>

          <div className="mt-8">
            {rooms.isPending ? (
              <div role="status" aria-label="Loading rooms" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: 6 }, (_, i) => (
                  <RoomCardSkeleton key={i} />
                ))}
              </div>
            ) : rooms.isError ? (
              <Empty
                title={serverErrors ? 'Please check your dates' : 'We could not load our rooms'}
                description={
                  serverErrors
                    ? Object.values(serverErrors).join(' ')
                    : 'Something went wrong on our side. Please try again in a moment.'
                }
                action={
                  serverErrors ? undefined : (
                    <Button
                      variant="secondary"
                      icon={<RefreshCw aria-hidden="true" className="size-4" />}
                      onClick={() => rooms.refetch()}
                    >
                      Try again
                    </Button>
                  )
                }
              />
            ) : list.length === 0 ? (
              <Empty
                icon={<BedDouble className="size-6" />}
                title="No rooms found matching your criteria."
                description={
                  dated
                    ? 'Every room of this kind is taken on at least one of those nights. Try other dates or another room type.'
                    : 'Try another room type.'
                }
                action={
                  <Button
                    variant="secondary"
                    onClick={() => setSearch({ type: 'all', sort: '', checkIn: '', checkOut: '', guests: null })}
                  >
                    Show all rooms
                  </Button>
                }
              />
            ) : (
              <ul
                aria-label="Rooms"
                className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
                aria-busy={rooms.isFetching || undefined}
              >
                {list.map((room, index) => (
                  <li key={room._id} className="flex">
                    <RoomCard
                      room={room}
                      priority={index === 0}
                      nights={dated ? nightsBetween(search.checkIn, search.checkOut) : 0}
                      href={`${paths.room(room._id)}${detailQuery.size > 0 ? `?${detailQuery}` : ''}`}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </Container>
    </>
  );
}
