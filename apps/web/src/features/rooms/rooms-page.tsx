import { ROOM_SORTS, ROOM_TYPE_FILTERS, type RoomSort, type RoomTypeFilter } from '@hotel/shared/room-catalog';
import { nightsBetween } from '@hotel/shared/stay-price';
import { lazy, Suspense } from 'react';
import { ApiError } from '@/lib/api';
import { formatNights } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatShortDate } from '@/ui/iso-dates';
import { Container, PageIntro } from '@/ui/page-intro';
import { Select } from '@/ui/select';
import { useRooms } from './api/get-rooms';
import { RoomCard } from './room-card';
import { roomSearchParams, useRoomSearch } from './use-room-search';

// The date search is fetched as the page renders, not before it: the server draws it with the dates in place and
// React keeps that HTML, typed-in text included, until the form is here (a moment later).
// The list's loading, error and empty states, which a list of rooms does not need, come the same way.
const RoomListState = lazy(() => import('./room-list-state').then((m) => ({ default: m.RoomListState })));
const RoomSearchForm = lazy(() => import('./room-search-form').then((m) => ({ default: m.RoomSearchForm })));

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
            <Suspense fallback={null}>
              <RoomSearchForm search={search} serverErrors={serverErrors} onSearch={(next) => setSearch(next)} />
            </Suspense>
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
            {rooms.isPending || rooms.isError || list.length === 0 ? (
              <Suspense fallback={<div role="status" aria-label="Loading rooms" className="min-h-96" />}>
                <RoomListState
                  state={rooms.isPending ? 'loading' : rooms.isError ? 'error' : 'empty'}
                  serverErrors={serverErrors}
                  dated={dated}
                  onRetry={() => rooms.refetch()}
                  onShowAll={() => setSearch({ type: 'all', sort: '', checkIn: '', checkOut: '', guests: null })}
                />
              </Suspense>
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
