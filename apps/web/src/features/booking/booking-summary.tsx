import { formatMoney, formatNights } from '@/lib/format';

export interface StayQuote {
  nights: number;
  price: number;
  total: number;
}

/** nights × price per night; money kept in cents so that $120.10 × 3 is exactly $360.30. */
export function quoteStay(price: number, nights: number): StayQuote {
  const cents = Math.round(price * 100);
  return { nights, price, total: (cents * Math.max(0, nights)) / 100 };
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
