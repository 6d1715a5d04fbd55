import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { CircleAlert } from './shell-icons';

export interface FieldOwnProps {
  label: ReactNode;
  /** A validation message; marks the control aria-invalid and links it with aria-describedby. */
  error?: string | undefined;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Label, hint and error around one control; gives the control its ids. Used by Input, Select, Textarea. */
export function Field({
  label,
  error,
  hint,
  optional,
  hideLabel,
  id: givenId,
  className,
  children,
}: FieldOwnProps & {
  id?: string | undefined;
  className?: string | undefined;
  children: (ids: FieldIds) => ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
        {optional && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-danger-ink">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** Shared look of text-like controls. */
export const controlClasses =
  'block w-full rounded-md border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-muted/80 ' +
  'transition-colors duration-150 hover:border-gold-ink focus-visible:border-gold-ink focus-visible:outline-2 focus-visible:outline-offset-1 ' +
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70 aria-invalid:border-danger-ink sm:text-sm';
