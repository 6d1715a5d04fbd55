import { cn } from '@/lib/cn';
import { shellIcon } from './shell-icons';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const Star = shellIcon(
  <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />,
);

export interface StarsProps {
  /** 0 to 5; halves and fractions are drawn partly filled. */
  value: number;
  /** e.g. the review count, shown after the stars. */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** A star rating, read out as "Rated 4.5 out of 5". */
export function Stars({ value, count, size = 'sm', className }: StarsProps) {
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const px = size === 'sm' ? 'size-4' : 'size-5';
  const label = `Rated ${Number(rating.toFixed(1))} out of 5${count !== undefined ? `, ${count} ${count === 1 ? 'review' : 'reviews'}` : ''}`;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.max(0, Math.min(1, rating - i));
          return (
            <span key={i} className={cn('relative inline-block', px)}>
              <Star aria-hidden="true" className={cn('absolute inset-0 text-line-strong', px)} />
              {fill > 0 && (
                <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <Star aria-hidden="true" className={cn('fill-gold text-gold', px)} />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {count !== undefined && (
        <span aria-hidden="true" className="text-sm text-ink-muted">
          {Number(rating.toFixed(1))} ({count})
        </span>
      )}
    </span>
  );
}
