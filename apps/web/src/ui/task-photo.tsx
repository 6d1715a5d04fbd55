import { Camera } from 'lucide-react';

/**
 * The photo a fault was reported with: a thumbnail that opens the full image in a new tab. Served to staff only,
 * with the session's cookie, so it is never put where a shared cache or a guest could see it.
 */
export function TaskPhoto({ src, room, size = 'md' }: { src: string; room: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-12 w-16' : 'h-28 w-40';
  return (
    <a
      href={src}
      target="_blank"
      rel="noreferrer"
      className="group inline-flex w-fit items-center gap-2 text-sm text-gold-ink hover:underline"
    >
      <img
        src={src}
        alt={`The fault reported in room ${room}`}
        loading="lazy"
        className={`${box} rounded-md border border-line object-cover`}
      />
      {size === 'md' && (
        <span className="inline-flex items-center gap-1">
          <Camera aria-hidden="true" className="size-4" />
          Open photo
        </span>
      )}
    </a>
  );
}
