import { formatMoney, formatNights } from '@/lib/format';
import { Button } from '@/ui/button';
import { shellIcon } from '@/ui/shell-icons';
import type { StayQuote } from './booking-summary';

// Lucide's shape, drawn without its component factory (ui/shell-icons.tsx); the booking form's Book Now has it too.
export const CalendarCheck = shellIcon(
  <>
    <path d="M8 2v3" />
    <path d="M16 2v3" />
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18" />
    <path d="m9 15 2 2 4-4" />
  </>,
);

/**
 * Below 768 px the booking form sits under the photos: this bar keeps the price of the chosen stay and Book in
 * reach of a thumb wherever the guest has scrolled, and Book brings the form into view.
 */
export function StickyBookBar({
  nightly,
  quote,
  onBook,
  disabled,
}: {
  nightly: number;
  quote: StayQuote | null;
  onBook: () => void;
  disabled: boolean;
}) {
  return (
    <>
      <div aria-hidden="true" className="h-20 md:hidden" />
      <section
        aria-label="Stay total"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-surface/95 px-4 py-3 shadow-raised backdrop-blur md:hidden"
      >
        <p className="min-w-0 lining-nums">
          {quote && quote.nights > 0 ? (
            <>
              <span className="font-display text-xl text-ink">{formatMoney(quote.total)}</span>
              <span className="block text-xs text-ink-muted">for {formatNights(quote.nights)}</span>
            </>
          ) : (
            <>
              <span className="font-display text-xl text-ink">{formatMoney(nightly)}</span>
              <span className="text-sm text-ink-muted"> / night</span>
              <span className="block text-xs text-ink-muted">Choose your dates</span>
            </>
          )}
        </p>
        <Button onClick={onBook} disabled={disabled} icon={<CalendarCheck aria-hidden="true" className="size-4" />}>
          Book
        </Button>
      </section>
    </>
  );
}
