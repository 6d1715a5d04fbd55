import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
}

/** A native checkbox with its label beside it (the whole row is clickable, at least 24px high). */
export function Checkbox({ label, description, error, id, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const descId = description ? `${boxId}-desc` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[descId, errorId].filter(Boolean).join(' ') || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-line-strong accent-[var(--gold-ink)]"
          {...props}
        />
        <div className="flex min-h-6 flex-col">
          <label htmlFor={boxId} className="cursor-pointer text-sm text-ink">
            {label}
          </label>
          {description && (
            <p id={descId} className="text-xs text-ink-muted">
              {description}
            </p>
          )}
        </div>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
