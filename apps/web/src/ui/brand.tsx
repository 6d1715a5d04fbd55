import { cn } from '@/lib/cn';

/** The gold "A" monogram (same drawing as public/favicon.svg). Decorative. */
export function Monogram({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <rect
        x="1"
        y="1"
        width="62"
        height="62"
        rx="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity="0.55"
      />
      <path
        fill="currentColor"
        d="M32 11.5 46.6 50h5.4v3H38.4v-3h4.5l-3.6-9.8H24.8L21.2 50h4.6v3H12v-3h5.2L30.2 11.5zM32.1 19.3l-6.2 17.8h12.3z"
      />
    </svg>
  );
}

/** Monogram and wordmark. `tone="light"` on the night-blue surfaces. */
export function Brand({ tone = 'default', subtitle = true }: { tone?: 'default' | 'light'; subtitle?: boolean }) {
  return (
    <span className="inline-flex items-center gap-3">
      <Monogram className={tone === 'light' ? 'text-champagne' : 'text-gold-ink'} />
      <span className="flex flex-col leading-none">
        <span className={cn('font-display text-xl tracking-wide', tone === 'light' ? 'text-ivory' : 'text-ink')}>
          The Aurelia
        </span>
        {/* A space between the two lines, which the layout does not show, keeps the words apart in the text
            that assistive technology reads ("The Aurelia Hotel & Spa", not "The AureliaHotel & Spa"). */}
        {subtitle && ' '}
        {subtitle && (
          <span
            className={cn(
              'mt-1 text-[0.625rem] font-semibold tracking-[0.32em] uppercase',
              tone === 'light' ? 'text-champagne' : 'text-gold-ink',
            )}
          >
            Hotel &amp; Spa
          </span>
        )}
      </span>
    </span>
  );
}
