import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { humanize } from '@/lib/format';
import { type ShellIconComponent, shellIcon } from './shell-icons';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Ban = shellIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M4.929 4.929 19.07 19.071" />
  </>,
);
const CircleCheck = shellIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
const CircleDot = shellIcon(
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="12" r="10" />
  </>,
);
const Clock = shellIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
const Sparkles = shellIcon(
  <>
    <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
    <path d="M20 2v4" />
    <path d="M22 4h-4" />
    <circle cx="4" cy="20" r="2" />
  </>,
);
const Wrench = shellIcon(
  <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z" />,
);

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

const statusTones: Record<string, [Tone, ShellIconComponent]> = {
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
