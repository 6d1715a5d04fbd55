import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses, Field, type FieldOwnProps } from './field';

export interface InputProps extends Omit<ComponentProps<'input'>, 'children'>, FieldOwnProps {
  /** Content inside the right edge of the field (a toggle button, a unit). */
  trailing?: ReactNode;
  fieldClassName?: string;
}

/** A labelled text input: label, optional hint, error with aria-invalid and aria-describedby. */
export function Input({
  label,
  error,
  hint,
  optional,
  hideLabel,
  trailing,
  id,
  className,
  fieldClassName,
  ...props
}: InputProps) {
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
          <input
            id={ids.id}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            className={cn(controlClasses, trailing ? 'pr-12' : undefined, className)}
            {...props}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
        </div>
      )}
    </Field>
  );
}
