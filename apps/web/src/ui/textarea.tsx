import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses, Field, type FieldOwnProps } from './field';

export interface TextareaProps extends ComponentProps<'textarea'>, FieldOwnProps {
  fieldClassName?: string;
}

export function Textarea({
  label,
  error,
  hint,
  optional,
  hideLabel,
  id,
  className,
  fieldClassName,
  rows = 4,
  ...props
}: TextareaProps) {
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
        <textarea
          id={ids.id}
          rows={rows}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={cn(controlClasses, 'resize-y', className)}
          {...props}
        />
      )}
    </Field>
  );
}
