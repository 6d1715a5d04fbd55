import { roomSaving, splitFeatures } from '@hotel/shared/room-catalog';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { loadBookingPanel, loadStayPolicies } from '@/features/booking';
import { ApiError } from '@/lib/api';
import { formatMoney, humanize } from '@/lib/format';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Badge } from '@/ui/badge';
import { LinkButton } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { Container } from '@/ui/page-intro';
import { shellIcon } from '@/ui/shell-icons';
import { Skeleton } from '@/ui/skeleton';
import { Stars } from '@/ui/stars';
import { isMissingRoom, useRoom } from './api/get-room';
import { useRoomReviews } from './api/get-room-reviews';
import { RoomGallery } from './room-gallery';
import type { RoomReviewsProps } from './room-reviews';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const ArrowLeft = shellIcon(
  <>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </>,
);
const Check = shellIcon(<path d="M20 6 9 17l-5-5" />);
const SearchX = shellIcon(
  <>
    <path d="m13.5 8.5-5 5" />
    <path d="m8.5 8.5 5 5" />
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
const Users = shellIcon(
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </>,
);

// The booking form downloads while the room itself is being fetched, rather than before the page can show.
const BookingPanel = lazy(() => loadBookingPanel().then((m) => ({ default: m.BookingPanel })));
// The house policies and the reviews, below the first screen, are fetched as the page renders, not before it. The
// server draws them; while they download, React keeps its HTML (hydration) or leaves the space empty (a visit
// from another page).
const RoomBelow = lazy(() =>
  Promise.all([loadStayPolicies(), import('./room-reviews')]).then(([{ StayPolicies }, { RoomReviews }]) => ({
    default: (props: RoomReviewsProps) => (
      <>
        <StayPolicies />
        <RoomReviews {...props} />
      </>
    ),
  })),
);

/** /room/{id} (spec §2): gallery, price, rating, booking, amenities, reviews and the house policies. */
export function RoomDetailPage() {
  const { id = '' } = useParams();
  const [, navigate] = useLocation();
  const room = useRoom(id);
  const reviews = useRoomReviews(id);
  const missing = isMissingRoom(room.error);
  useDocumentTitle(room.data?.room.title ?? (missing ? 'Room not found' : undefined));

  useEffect(() => {
    loadBookingPanel().catch(() => undefined);
  }, []);

  // Spec §8: a room that fails to load (other than not existing) sends the visitor back to the list.
  useEffect(() => {
    if (room.isError && !missing) {
      notify.error('Failed to load room details');
      navigate(paths.rooms, { replace: true });
    }
  }, [room.isError, missing, navigate]);

  useEffect(() => {
    // A missing room has no reviews to fail: its page says so already.
    if (reviews.isError && !missing && !(reviews.error instanceof ApiError && reviews.error.status === 404)) {
      notify.error('Failed to load reviews');
    }
  }, [reviews.isError, reviews.error, missing]);

  if (missing) {
    return (
      <Container className="py-20">
        <h1 className="sr-only">Room not found</h1>
        <Empty
          icon={<SearchX className="size-6" />}
          title="Room not found."
          description="This room may have been renamed or is no longer offered. Our other rooms and suites are waiting."
          action={<LinkButton to={paths.rooms}>See all rooms</LinkButton>}
        />
      </Container>
    );
  }

  if (!room.data) return <RoomDetailSkeleton />;

  const r = room.data.room;
  const amenities = splitFeatures(r.features[0] ?? '');
  const saving = roomSaving(r);

  return (
    <Container className="py-8 sm:py-12">
      <Link
        to={paths.rooms}
        className="inline-flex min-h-6 items-center gap-2 text-sm text-ink-muted hover:text-gold-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All rooms
      </Link>

      <header className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="neutral">{humanize(r.type)}</Badge>
            <span className="text-sm text-ink-muted">Room {r.roomNumber}</span>
            {saving > 0 && <Badge tone="gold">Save {formatMoney(saving)}</Badge>}
          </div>
          <h1 className="mt-3 text-4xl sm:text-5xl">{r.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted">
            <Stars value={r.rating} count={r.reviews} size="md" />
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4" />
              Sleeps {r.capacity}
            </span>
          </div>
        </div>
        <p className="md:text-right">
          <span className="font-display text-4xl">{formatMoney(r.price)}</span>
          <span className="text-ink-muted"> / night</span>
          {saving > 0 && (
            <span className="ml-3 text-lg text-ink-muted line-through">
              <span className="sr-only">was </span>
              {formatMoney(r.originalPrice ?? 0)}
            </span>
          )}
        </p>
      </header>

      {/* One column on phones: photos, then booking (within thumb's reach), then the details. */}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <RoomGallery title={r.title} images={r.images} />

        {/* Beside the photos it stays in view as the page scrolls; one taller than the window (a room with more
            to choose) scrolls within itself, or its Book Now could not be reached by scrolling or by Tab. */}
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:-mx-2 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain lg:px-2 lg:pb-4">
          <Suspense fallback={<BookingPanelSkeleton />}>
            <BookingPanel room={r} onStale={() => void room.refetch()} />
          </Suspense>
        </div>

        <div className="flex min-w-0 flex-col gap-12">
          <section aria-labelledby="room-about-title">
            <h2 id="room-about-title" className="text-2xl">
              About this room
            </h2>
            <p className="mt-4 max-w-prose leading-relaxed text-ink-muted">{r.description}</p>
          </section>

          {amenities.length > 0 && (
            <section aria-labelledby="room-amenities-title">
              <h2 id="room-amenities-title" className="text-2xl">
                Amenities
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {amenities.map((a) => (
                  <li key={a} className="flex items-center gap-3">
                    <Check aria-hidden="true" className="size-4 shrink-0 text-gold-ink" />
                    {a}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <Suspense fallback={null}>
            <RoomBelow reviews={reviews.data?.reviews} loading={reviews.isPending} failed={reviews.isError} />
          </Suspense>
        </div>
      </div>
    </Container>
  );
}

function BookingPanelSkeleton() {
  return (
    <div role="status" aria-label="Loading the booking form">
      <Skeleton className="h-[32rem] w-full rounded-2xl" />
    </div>
  );
}

function RoomDetailSkeleton() {
  return (
    <Container className="py-8 sm:py-12">
      <div role="status" aria-label="Loading room details">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-6 h-5 w-40" />
        <Skeleton className="mt-4 h-12 w-2/3" />
        <Skeleton className="mt-4 h-5 w-56" />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <Skeleton className="aspect-[3/2] w-full rounded-2xl" />
          <Skeleton className="h-[32rem] w-full rounded-2xl" />
        </div>
      </div>
    </Container>
  );
}
