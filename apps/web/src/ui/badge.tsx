import { Ban, CircleCheck, CircleDot, Clock, type LucideIcon, Sparkles, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { humanize } from '@/lib/format';

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'gold';

const tones: Record<Tone, string> = {
  success: 'bg-success-bg text-success-ink',
  warning: 'bg-warning-bg text-warning-ink',
  danger: 'bg-danger-bg text-danger-tone',
  info: 'bg-info-bg text-info-ink',
  neutral: 'bg-neutral-bg text-neutral-ink',
  gold: 'bg-gold text-on-gold',
};

export interface BadgeProps {
  tone?: Tone;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A small label. Colour is never the only cue: it always carries a word (and usually an icon). */
export function Badge({ tone = 'neutral', icon, children, className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="inline-flex">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}

const statusTones: Record<string, [Tone, LucideIcon]> = {
  pending: ['warning', Clock],
  reserved: ['info', CircleDot],
  confirmed: ['success', CircleCheck],
  'checked-in': ['success', CircleCheck],
  checked_in: ['success', CircleCheck],
  'checked-out': ['neutral', CircleDot],
  cancelled: ['danger', Ban],
  failed: ['danger', Ban],
  available: ['success', CircleCheck],
  clean: ['success', Sparkles],
  occupied: ['info', CircleDot],
  cleaning: ['warning', Sparkles],
  dirty: ['warning', Clock],
  assigned: ['warning', Clock],
  maintenance: ['danger', Wrench],
  inspection: ['info', CircleDot],
  'in-progress': ['info', Clock],
  in_progress: ['info', Clock],
  completed: ['success', CircleCheck],
  active: ['success', CircleCheck],
  disabled: ['neutral', Ban],
  low: ['neutral', CircleDot],
  medium: ['warning', CircleDot],
  high: ['danger', CircleDot],
};

/** A status (booking, billing, room, task, priority) as a coloured badge with its word and an icon. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const [tone, Icon] = statusTones[status.toLowerCase()] ?? ['neutral', CircleDot];
  return (
    <Badge tone={tone} icon={<Icon className="size-3.5" />} className={className}>
      {humanize(status)}
    </Badge>
  );
}
