import { MAX_ROOM_IMAGES } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { ROOM_ADMIN_MSG, ROOM_IMAGE_ACCEPT } from '@hotel/shared/schemas/rooms-admin';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from '@/ui/field';
import { IconButton } from '@/ui/icon-button';
import { roomImageUrl } from '@/ui/room-image';

export type PickedImage = { kind: 'stored'; name: string } | { kind: 'new'; file: File; url: string };

const ACCEPTED = new Set(ROOM_IMAGE_ACCEPT.split(','));

/**
 * Up to five photos: the stored ones (kept, reordered or removed) and new files with previews.
 * New photos are saved after the stored ones, so each group is reordered within itself.
 */
export function RoomImagePicker({
  images,
  onChange,
  error,
  onError,
}: {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;

  // Previews are object URLs: give them back when the picker goes away.
  const latest = useRef(images);
  latest.current = images;
  useEffect(
    () => () => {
      for (const img of latest.current) if (img.kind === 'new') URL.revokeObjectURL(img.url);
    },
    [],
  );

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.some((f) => !ACCEPTED.has(f.type))) return onError(ROOM_ADMIN_MSG.imageType);
    if (images.length + files.length > MAX_ROOM_IMAGES) return onError(MSG.maxImages);
    onError(undefined);
    onChange([...images, ...files.map((file) => ({ kind: 'new' as const, file, url: URL.createObjectURL(file) }))]);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...images];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };

  const remove = (index: number) => {
    const item = images[index];
    if (item?.kind === 'new') URL.revokeObjectURL(item.url);
    onError(undefined);
    onChange(images.filter((_, i) => i !== index));
  };

  const canMove = (index: number, by: -1 | 1) =>
    images[index + by] !== undefined && images[index + by]!.kind === images[index]!.kind;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">
        Images{' '}
        <span className="font-normal text-ink-muted">
          ({images.length} of {MAX_ROOM_IMAGES}; JPEG, PNG or WebP, up to 5 MB each)
        </span>
      </legend>
      {images.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((img, index) => {
            const label = `Photo ${index + 1}${img.kind === 'new' ? ` (new: ${img.file.name})` : ''}`;
            return (
              <li
                key={img.kind === 'stored' ? img.name : img.url}
                className="overflow-hidden rounded-lg border border-line bg-surface-muted"
              >
                <img
                  src={img.kind === 'stored' ? roomImageUrl(img.name, 480) : img.url}
                  alt={label}
                  width={480}
                  height={320}
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex items-center justify-between gap-1 px-1.5 py-1">
                  <span
                    className={cn('truncate px-1 text-xs', img.kind === 'new' ? 'text-gold-ink' : 'text-ink-muted')}
                  >
                    {index === 0 ? 'Cover' : img.kind === 'new' ? 'New' : `#${index + 1}`}
                  </span>
                  <span className="flex">
                    <IconButton
                      size="sm"
                      aria-label={`Move ${label} earlier`}
                      icon={<ArrowLeft className="size-4" />}
                      disabled={!canMove(index, -1)}
                      onClick={() => move(index, -1)}
                    />
                    <IconButton
                      size="sm"
                      aria-label={`Move ${label} later`}
                      icon={<ArrowRight className="size-4" />}
                      disabled={!canMove(index, 1)}
                      onClick={() => move(index, 1)}
                    />
                    <IconButton
                      size="sm"
                      className="text-danger-ink"
                      aria-label={`Remove ${label}`}
                      icon={<X className="size-4" />}
                      onClick={() => remove(index)}
                    />
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept={ROOM_IMAGE_ACCEPT}
          multiple
          className="sr-only"
          onChange={add}
          disabled={images.length >= MAX_ROOM_IMAGES}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-dashed border-line-strong px-4 text-sm font-medium text-ink hover:border-gold-ink hover:text-gold-ink',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
            images.length >= MAX_ROOM_IMAGES && 'cursor-not-allowed opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Add images
        </label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
