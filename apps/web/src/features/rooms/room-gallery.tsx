import { type KeyboardEvent, useState } from 'react';
import { cn } from '@/lib/cn';
import { IconButton } from '@/ui/icon-button';
import { RoomImage } from '@/ui/room-image';
import { shellIcon } from '@/ui/shell-icons';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const ChevronLeft = shellIcon(<path d="m15 18-6-6 6-6" />);
const ChevronRight = shellIcon(<path d="m9 18 6-6-6-6" />);

export interface RoomGalleryProps {
  title: string;
  images: readonly string[];
}

/**
 * The room's photos: one large image, previous/next buttons, and thumbnails. Left and Right arrows
 * move through the photos while focus is anywhere in the gallery.
 */
export function RoomGallery({ title, images }: RoomGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (next: number) => setIndex((next + count) % count);
  const alt = (i: number) => `${title}, photo ${i + 1} of ${count}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of the ${title}`} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-2xl border border-line bg-surface-muted">
        <RoomImage
          fileName={images[index]}
          alt={count > 0 ? alt(index) : `${title} (no photos yet)`}
          sizes="(min-width: 1024px) 760px, 100vw"
          priority
          className="aspect-[3/2]"
        />
        {count > 1 && (
          <>
            <div className="absolute inset-y-0 left-2 flex items-center">
              <IconButton
                aria-label="Previous photo"
                icon={<ChevronLeft className="size-6" />}
                onClick={() => go(index - 1)}
                className="bg-surface/85 text-ink shadow-raised backdrop-blur hover:bg-surface"
              />
            </div>
            <div className="absolute inset-y-0 right-2 flex items-center">
              <IconButton
                aria-label="Next photo"
                icon={<ChevronRight className="size-6" />}
                onClick={() => go(index + 1)}
                className="bg-surface/85 text-ink shadow-raised backdrop-blur hover:bg-surface"
              />
            </div>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-night/75 px-3 py-1 text-xs text-ivory"
            >
              Photo {index + 1} of {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul aria-label="All photos" className="mt-3 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((name, i) => (
            <li key={name}>
              <button
                type="button"
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 transition-colors duration-200',
                  i === index ? 'border-gold' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <RoomImage fileName={name} alt="" sizes="160px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
