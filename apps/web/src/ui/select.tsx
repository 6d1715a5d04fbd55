import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { humanize } from '@/lib/format';
import { controlClasses, Field, type FieldOwnProps } from './field';
import { ChevronDown } from './shell-icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** One option for each value, labelled in words ("checked-in" reads "Checked in"). */
export function optionsFor(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: humanize(value) }));
}

export interface SelectProps extends ComponentProps<'select'>, FieldOwnProps {
  /** Options; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "SELECT AVAILABLE ROOM". */
  placeholder?: string;
  fieldClassName?: string;
}

/** A labelled native select (keyboard and screen-reader behaviour for free). */
export function Select({
  label,
  error,
  hint,
  optional,
  hideLabel,
  options,
  placeholder,
  id,
  className,
  fieldClassName,
  children,
  ...props
}: SelectProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      hideLabel={hideLabel}
      id={id}
      className={fieldClassName}
    >
      {(ids) => (
        <div className="relative">
          <select
            id={ids.id}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            className={cn(controlClasses, 'appearance-none pr-10', className)}
            {...props}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
          />
        </div>
      )}
    </Field>
  );
}
