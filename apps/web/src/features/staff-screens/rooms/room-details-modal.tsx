import { roomSaving } from '@hotel/shared/room-catalog';
import type { RoomDto } from '@hotel/shared/schemas/rooms';
import { formatMoney, humanize } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { DetailsModal } from '@/ui/details-modal';
import { RoomImage, roomImageUrl } from '@/ui/room-image';
import { Stars } from '@/ui/stars';

/** The room with all its images (spec §2: details modal with images). */
export function RoomDetailsModal({ room, onClose }: { room: RoomDto | null; onClose: () => void }) {
  return (
    <DetailsModal
      open={room !== null}
      onClose={onClose}
      size="xl"
      title={room ? `Room ${room.roomNumber} · ${room.title}` : ''}
    >
      {room && (
        <div className="flex flex-col gap-5">
          {room.images.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="Images">
              {room.images.map((name, i) => (
                <li key={name} className={i === 0 ? 'sm:col-span-2' : undefined}>
                  <a
                    href={roomImageUrl(name)}
                    target="_blank"
                    rel="noreferrer"
                    className="block overflow-hidden rounded-lg"
                    title="Open the full-size photo in a new tab"
                  >
                    <RoomImage
                      fileName={name}
                      alt={`${room.title}, photo ${i + 1} of ${room.images.length} (opens full size)`}
                      sizes="(min-width: 640px) 420px, 90vw"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <RoomImage
              fileName={undefined}
              alt={`${room.title} has no photos yet`}
              sizes="90vw"
              className="rounded-lg"
            />
          )}
          <dl className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-3 text-sm">
            <dt className="text-ink-muted">Type</dt>
            <dd>{humanize(room.type)}</dd>
            <dt className="text-ink-muted">Status</dt>
            <dd>
              <StatusBadge status={room.status} />
            </dd>
            <dt className="text-ink-muted">Price</dt>
            <dd>
              {formatMoney(room.price)} a night
              {roomSaving(room) > 0 && (
                <span className="ml-2 text-ink-muted line-through">{formatMoney(room.originalPrice)}</span>
              )}
            </dd>
            <dt className="text-ink-muted">Sleeps</dt>
            <dd>{room.capacity}</dd>
            <dt className="text-ink-muted">Rating</dt>
            <dd>
              <Stars value={room.rating} count={room.reviews} />
            </dd>
            <dt className="text-ink-muted">Features</dt>
            <dd>{room.features.join(', ') || '—'}</dd>
            <dt className="text-ink-muted">Description</dt>
            <dd className="leading-relaxed">{room.description || '—'}</dd>
          </dl>
        </div>
      )}
    </DetailsModal>
  );
}
