import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface SegmentedProps<T extends string> {
  /** The group's name ("Period"). */
  label: string;
  hideLabel?: boolean;
  options: readonly { value: T; label: string; description?: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A row of mutually exclusive choices: native radio buttons (arrow keys move the choice) drawn as a segmented control. */
export function Segmented<T extends string>({
  label,
  hideLabel,
  options,
  value,
  onChange,
  className,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('flex flex-wrap items-center gap-3', className)}>
      <legend className={cn('float-left mr-1 text-sm font-medium text-ink-muted', hideLabel && 'sr-only')}>
        {label}
      </legend>
      <div className="inline-flex rounded-lg border border-line-strong bg-surface p-0.5">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              title={option.description}
              className={cn(
                'relative flex min-h-9 min-w-12 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium transition-colors duration-150',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus',
                checked ? 'bg-gold text-on-gold shadow-sm' : 'text-ink-muted hover:text-gold-ink',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
              {option.description && <span className="sr-only"> ({option.description})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
