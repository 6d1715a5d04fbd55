import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field';

export interface StarRatingInputProps {
  legend: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  name?: string;
}

const LABELS = ['1 star: poor', '2 stars: fair', '3 stars: good', '4 stars: very good', '5 stars: excellent'];

/**
 * Choose 1 to 5 stars: a native radio group (arrow keys move the choice), drawn as stars that fill up
 * to the chosen one. Each star's name says its meaning; the chosen word is also shown beside them.
 */
export function StarRatingInput({ legend, value, onChange, error, name }: StarRatingInputProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="flex items-center gap-1">
          {LABELS.map((label, index) => {
            const stars = index + 1;
            return (
              <label
                key={label}
                className="group relative inline-flex size-10 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
              >
                <input
                  type="radio"
                  name={name ?? id}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  aria-invalid={error ? true : undefined}
                  className="peer absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
                />
                <span className="sr-only">{label}</span>
                <Star
                  aria-hidden="true"
                  className={cn(
                    'pointer-events-none size-7 transition-colors duration-150',
                    stars <= value ? 'fill-gold text-gold' : 'text-line-strong group-hover:text-gold-ink',
                  )}
                />
              </label>
            );
          })}
        </div>
        <span aria-hidden="true" className="text-sm text-ink-muted">
          {value > 0 ? LABELS[value - 1]?.split(': ')[1] : 'Not rated yet'}
        </span>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
