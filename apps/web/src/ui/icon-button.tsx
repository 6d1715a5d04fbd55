import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** The accessible name: say what the button does ("Switch to dark theme"), not what it shows. */
  'aria-label': string;
  icon: ReactNode;
  size?: 'sm' | 'md';
  tone?: 'default' | 'light';
}

/** A square button with only an icon. The name is required; it is also shown as a tooltip. */
export function IconButton({
  icon,
  size = 'md',
  tone = 'default',
  className,
  type = 'button',
  title,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      title={title ?? props['aria-label']}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-md transition-colors duration-200 disabled:opacity-60',
        size === 'md' ? 'size-11' : 'size-9',
        tone === 'default'
          ? 'text-ink hover:bg-surface-muted hover:text-gold-ink'
          : 'text-ivory hover:bg-white/10 hover:text-champagne',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className="inline-flex">
        {icon}
      </span>
    </button>
  );
}
