import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

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
