import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { shellIcon } from '@/ui/shell-icons';
import { Skeleton } from '@/ui/skeleton';

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

export interface RoomListStateProps {
  state: 'loading' | 'error' | 'empty';
  /** Field errors the server gave for the search in the URL. */
  serverErrors?: Record<string, string> | undefined;
  /** Whether the search has dates (the empty state says why nothing is free). */
  dated: boolean;
  onRetry: () => void;
  onShowAll: () => void;
}

/**
 * What the room list shows instead of rooms: cards' shapes while they load, an error, or no match. A chunk of its
 * own (rooms-page.tsx), since a list of rooms, the usual first view, needs none of it.
 */
export function RoomListState({ state, serverErrors, dated, onRetry, onShowAll }: RoomListStateProps) {
  if (state === 'loading') {
    return (
      <div role="status" aria-label="Loading rooms" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <RoomCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <Empty
        title={serverErrors ? 'Please check your dates' : 'We could not load our rooms'}
        description={
          serverErrors
            ? Object.values(serverErrors).join(' ')
            : 'Something went wrong on our side. Please try again in a moment.'
        }
        action={
          serverErrors ? undefined : (
            <Button variant="secondary" icon={<RefreshCw aria-hidden="true" className="size-4" />} onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  return (
    <Empty
      icon={<BedDouble className="size-6" />}
      title="No rooms found matching your criteria."
      description={
        dated
          ? 'Every room of this kind is taken on at least one of those nights. Try other dates or another room type.'
          : 'Try another room type.'
      }
      action={
        <Button variant="secondary" onClick={onShowAll}>
          Show all rooms
        </Button>
      }
    />
  );
}

/** The card's shape while rooms load, so the grid does not jump when they arrive. */
function RoomCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-raised"
    >
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="mt-2 flex gap-2">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-6 w-16 rounded-full" />
        </div>
        <div className="mt-6 flex items-end justify-between">
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-11 w-32" />
        </div>
      </div>
    </div>
  );
}
