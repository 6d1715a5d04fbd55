import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CardProps extends Omit<ComponentProps<'div'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links on the right of the title. */
  actions?: ReactNode;
  /** The title's heading level (default h2). */
  headingLevel?: 2 | 3 | 4;
  padded?: boolean;
}

/** A raised surface. Give it a title to make it a labelled section of the page. */
export function Card({
  title,
  description,
  actions,
  headingLevel = 2,
  padded = true,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn('rounded-xl border border-line bg-surface shadow-raised', padded && 'p-5 sm:p-6', className)}
      {...props}
    >
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title && <Heading className="text-lg sm:text-xl">{title}</Heading>}
            {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </div>
  );
}

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** A small line under the value ("+12.5% from last period"). */
  note?: ReactNode;
}

/** A key figure at the top of a dashboard. */
export function StatCard({ label, value, icon, note }: StatCardProps) {
  return (
    <div className="@container rounded-xl border border-line bg-surface p-5 shadow-raised">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm font-medium text-ink-muted">{label}</p>
        {/* The icon only adorns: in a card too narrow for it beside the label's longest word ("Completed", two
            to a row on a 320 px phone) it gives way rather than stick out of the card. */}
        {icon && (
          <span
            aria-hidden="true"
            className="hidden shrink-0 rounded-lg bg-surface-muted p-2 text-gold-ink @[8rem]:block"
          >
            {icon}
          </span>
        )}
      </div>
      <p className="mt-2 font-display text-3xl text-ink lining-nums">{value}</p>
      {note && <p className="mt-1 text-xs text-ink-muted">{note}</p>}
    </div>
  );
}
