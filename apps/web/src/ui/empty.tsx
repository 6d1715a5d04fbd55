import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { shellIcon } from './shell-icons';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Inbox = shellIcon(
  <>
    <polyline points="22 12 16 12 14 15 10 15 8 12 2 12" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </>,
);

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
