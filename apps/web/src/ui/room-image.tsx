import { ROOM_IMAGE_WIDTHS } from '@hotel/shared/room-catalog';
import { cn } from '@/lib/cn';
import { Monogram } from './brand';

/** The URL of an uploaded room image, or of its rendition `width` pixels wide. */
export function roomImageUrl(fileName: string, width?: number): string {
  const name = width ? fileName.replace(/\.webp$/, `-${width}.webp`) : fileName;
  return `/uploads/rooms/${encodeURIComponent(name)}`;
}

export interface RoomImageProps {
  fileName: string | undefined;
  alt: string;
  /** How wide the image is drawn, for the browser to pick a rendition (the `sizes` attribute). */
  sizes: string;
  /** The page's main image: fetched first and never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A room photo as responsive WebP (480, 960 and full width), with its intrinsic size so the page does not
 * shift, lazily loaded unless it is the main image. A room without photos shows the hotel's monogram.
 */
export function RoomImage({ fileName, alt, sizes, priority = false, className }: RoomImageProps) {
  if (!fileName) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('flex aspect-[3/2] items-center justify-center bg-surface-muted text-gold-ink', className)}
      >
        <Monogram className="size-14 opacity-70" />
      </div>
    );
  }
  const srcSet = [
    ...ROOM_IMAGE_WIDTHS.map((w) => `${roomImageUrl(fileName, w)} ${w}w`),
    `${roomImageUrl(fileName)} 1600w`,
  ].join(', ');
  return (
    <img
      src={roomImageUrl(fileName, 960)}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={1200}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('aspect-[3/2] w-full bg-surface-muted object-cover', className)}
    />
  );
}
