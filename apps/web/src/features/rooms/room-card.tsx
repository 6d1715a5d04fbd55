import { roomSaving, splitFeatures } from '@hotel/shared/room-catalog';
import type { RoomDto } from '@hotel/shared/schemas/rooms';
import { stayTotalDollars } from '@hotel/shared/stay-price';
import { Link } from 'wouter';
import { formatMoney, humanize } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { buttonClasses } from '@/ui/button';
import { RoomImage } from '@/ui/room-image';
import { shellIcon } from '@/ui/shell-icons';
import { Stars } from '@/ui/stars';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const ArrowRight = shellIcon(
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
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

export interface RoomCardProps {
  room: RoomDto;
  /** Where View Details goes (the room page, with the searched dates). */
  href: string;
  /** The first card's image is the page's main image. */
  priority?: boolean;
  /** Nights of the searched stay: its total shows beside the nightly rate. */
  nights?: number;
}

/** A room in the list (spec §2): image, type, 'Save $X', title, rating, three features, price, View Details. */
export function RoomCard({ room, href, priority = false, nights = 0 }: RoomCardProps) {
  const features = splitFeatures(room.features);
  const saving = roomSaving(room);
  const titleId = `room-${room._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="group flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-raised"
    >
      <div className="relative overflow-hidden">
        <RoomImage
          fileName={room.images[0]}
          alt={`${room.title}, room ${room.roomNumber}`}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <Badge tone="neutral" className="bg-surface/90 backdrop-blur">
            {humanize(room.type)}
          </Badge>
          {saving > 0 && <Badge tone="gold">Save {formatMoney(saving)}</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 id={titleId} className="text-xl leading-snug">
          {room.title}
        </h3>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <Stars value={room.rating} count={room.reviews} />
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4" />
            Sleeps {room.capacity}
          </span>
        </div>
        {features.length > 0 && (
          <ul aria-label="Features" className="mt-4 flex flex-wrap gap-2">
            {features.slice(0, 3).map((f) => (
              <li key={f} className="rounded-full border border-line px-3 py-1 text-xs text-ink-muted">
                {f}
              </li>
            ))}
            {features.length > 3 && (
              <li className="rounded-full px-1 py-1 text-xs font-medium text-gold-ink">+{features.length - 3} more</li>
            )}
          </ul>
        )}
        <div className="mt-auto flex items-end justify-between gap-4 pt-6">
          <p>
            <span className="font-display text-2xl text-ink">{formatMoney(room.price)}</span>
            <span className="text-sm text-ink-muted"> / night</span>
            {saving > 0 && (
              <span className="ml-2 text-sm text-ink-muted line-through">
                <span className="sr-only">was </span>
                {formatMoney(room.originalPrice ?? 0)}
              </span>
            )}
            {nights > 0 && (
              <span className="block text-sm text-ink lining-nums">
                {formatMoney(stayTotalDollars(room.price, nights))} for {nights} night{nights > 1 ? 's' : ''}
              </span>
            )}
          </p>
          <Link
            to={href}
            aria-describedby={titleId}
            className={buttonClasses('secondary', 'md', 'group/link shrink-0')}
          >
            View Details
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-hover/link:translate-x-0.5"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
