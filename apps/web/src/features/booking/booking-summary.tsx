import { formatMoney, formatNights } from '@/lib/format';

/** A stay's nights, its nightly price and its total (nightsBetween and stayTotalDollars of @hotel/shared/stay-price). */
export interface StayQuote {
  nights: number;
  price: number;
  total: number;
}

/** The live summary under the booking form: nights × price = total. */
export function BookingSummary({ quote }: { quote: StayQuote | null }) {
  return (
    <div aria-live="polite" className="rounded-xl bg-surface-muted px-4 py-3 text-sm">
      {quote && quote.nights > 0 ? (
        <dl className="flex flex-col gap-2">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">
              {formatNights(quote.nights)} × {formatMoney(quote.price)}
            </dt>
            <dd className="tabular-nums">{formatMoney(quote.total)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-line pt-2 font-medium">
            <dt>Total</dt>
            <dd className="font-display text-xl tabular-nums">{formatMoney(quote.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-ink-muted">Choose your dates to see the total for your stay.</p>
      )}
    </div>
  );
}
