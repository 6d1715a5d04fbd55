import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyProps {
  title: string;
  /** What to do next. */
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** An empty state that says what is missing and what to do next. */
export function Empty({ title, description, icon, action, className }: EmptyProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-line px-6 py-12 text-center',
        className,
      )}
    >
      <span aria-hidden="true" className="rounded-full bg-surface-muted p-3 text-gold-ink">
        {icon ?? <Inbox className="size-6" />}
      </span>
      <p className="font-display text-lg text-ink">{title}</p>
      {description && <p className="max-w-md text-sm text-ink-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
