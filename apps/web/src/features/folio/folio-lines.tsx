import type { FolioAnswer, FolioLineDto } from '@hotel/shared/schemas/folio';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

const KIND_LABEL: Record<FolioLineDto['kind'], string> = {
  'room-night': 'Room',
  'cancellation-fee': 'Fee',
  extra: 'Extra',
  adjustment: 'Credit',
  payment: 'Payment',
  refund: 'Refund',
};

/** The stay's folio as the desk reads it: each line, who posted it and why, and the balance at the foot. */
export function FolioLines({ folio }: { folio: FolioAnswer }) {
  const { totals } = folio;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Folio of booking {folio.booking.reference}: every charge, credit, payment and refund
        </caption>
        <thead>
          <tr className="border-b border-line text-left text-xs text-ink-muted">
            <th scope="col" className="py-2 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Line
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {folio.lines.map((line) => (
            <tr key={line._id} className="border-b border-line/60 align-top">
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums text-ink-muted">{line.date}</td>
              <td className="py-2 pr-3">
                <span className="mr-2 text-xs uppercase tracking-wide text-ink-muted">{KIND_LABEL[line.kind]}</span>
                {line.description}
                {(line.reason || line.postedBy) && (
                  <span className="block text-xs text-ink-muted">
                    {[line.reason, line.postedBy && `by ${line.postedBy}`].filter(Boolean).join(' · ')}
                  </span>
                )}
              </td>
              <td className={cn('py-2 text-right tabular-nums', line.amount < 0 && 'text-success-ink')}>
                {line.amount < 0 ? `−${formatMoney(-line.amount)}` : formatMoney(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-sm">
          <tr>
            <th scope="row" colSpan={2} className="pt-3 pr-3 text-left font-normal text-ink-muted">
              Charged {formatMoney(totals.charged)} · paid {formatMoney(totals.paid)}
              {totals.refunded > 0 && ` · refunded ${formatMoney(totals.refunded)}`}
            </th>
            <td className="pt-3" />
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="pt-1 pr-3 text-left font-medium">
              {totals.balance < 0 ? 'Owed back to the guest' : 'Balance due'}
            </th>
            <td className="pt-1 text-right font-display text-lg tabular-nums">
              {formatMoney(Math.abs(totals.balance))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
