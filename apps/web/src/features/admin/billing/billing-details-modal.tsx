import { billBadge } from '@hotel/shared/booking-rules';
import type { BillingDto } from '@hotel/shared/schemas/billing';
import { formatDate, formatMoney, humanize } from '@/lib/format';
import { StatusBadge } from '@/ui/badge';
import { DetailsModal } from '@/ui/details-modal';
import { AdjustmentForm, FolioLines, useFolio } from '../../folio';
import { RefundForm } from './refund-form';

/** The bill's folio, line by line, with a credit form for management. */
function BillFolio({ bookingId }: { bookingId: string }) {
  const folio = useFolio(bookingId);
  return (
    <section aria-labelledby="bill-folio" className="mt-6 flex flex-col gap-4 border-t border-line pt-4">
      <h3 id="bill-folio" className="font-display text-lg">
        Folio
      </h3>
      {folio.data ? <FolioLines folio={folio.data} /> : <p className="text-sm text-ink-muted">Loading the folio…</p>}
      <AdjustmentForm bookingId={bookingId} />
    </section>
  );
}

export function BillingDetailsModal({ billing, onClose }: { billing: BillingDto | null; onClose: () => void }) {
  const b = billing;
  return (
    <DetailsModal open={b !== null} onClose={onClose} title="Billing details">
      {b && (
        <dl className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-2.5 text-sm">
          <dt className="text-ink-muted">Bill ID</dt>
          <dd>
            <code className="text-xs break-all">{b._id}</code>
          </dd>
          <dt className="text-ink-muted">Booking</dt>
          <dd className="font-mono tracking-wide">{b.booking.reference}</dd>
          <dt className="text-ink-muted">Guest</dt>
          <dd>
            {b.booking.guest.name} <span className="text-ink-muted">({b.booking.guest.email})</span>
          </dd>
          <dt className="text-ink-muted">Room</dt>
          <dd>
            {b.booking.room.roomNumber} · {b.booking.room.title}
          </dd>
          <dt className="text-ink-muted">Stay</dt>
          <dd className="tabular-nums">
            {formatDate(b.booking.checkInDate)} → {formatDate(b.booking.checkOutDate)}{' '}
            <StatusBadge status={b.booking.status} className="ml-1" />
          </dd>
          <dt className="text-ink-muted">Stay total</dt>
          <dd className="tabular-nums">{formatMoney(b.booking.totalPrice)}</dd>
          <dt className="text-ink-muted">Amount billed</dt>
          <dd className="tabular-nums font-medium">{formatMoney(b.amount)}</dd>
          <dt className="text-ink-muted">Status</dt>
          <dd>
            <StatusBadge status={billBadge(b, b.booking.status)} />
          </dd>
          <dt className="text-ink-muted">Payment method</dt>
          <dd>{b.paymentMethod ? humanize(b.paymentMethod) : '—'}</dd>
          <dt className="text-ink-muted">Balance due</dt>
          <dd className="tabular-nums">{formatMoney(b.balance)}</dd>
          {b.refundDue > 0 && (
            <>
              <dt className="text-ink-muted">Refund due</dt>
              <dd className="tabular-nums">{formatMoney(b.refundDue)}</dd>
            </>
          )}
          <dt className="text-ink-muted">Created</dt>
          <dd className="tabular-nums">{formatDate(b.createdAt)}</dd>
          <dt className="text-ink-muted">Updated</dt>
          <dd className="tabular-nums">{formatDate(b.updatedAt)}</dd>
        </dl>
      )}
      {b && <BillFolio bookingId={b.booking._id} />}
      {b && b.refundable > 0 && (
        <RefundForm billingId={b._id} refundable={b.refundable} refundDue={b.refundDue} onDone={onClose} />
      )}
    </DetailsModal>
  );
}
