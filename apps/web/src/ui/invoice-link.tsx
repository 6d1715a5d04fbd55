import { INVOICE_MSG } from '@hotel/shared/schemas/billing';
import { FileText } from 'lucide-react';
import { buttonClasses } from './button';

/** The booking's invoice, a PDF the server draws; the browser downloads it with the session's cookie. */
export function InvoiceLink({
  bookingId,
  reference,
  size = 'md',
}: {
  bookingId: string;
  reference: string;
  size?: 'sm' | 'md';
}) {
  return (
    <a
      href={`/api/bookings/${encodeURIComponent(bookingId)}/invoice`}
      download={`invoice-${reference}.pdf`}
      className={buttonClasses('ghost', size)}
      aria-label={`Download the invoice of booking ${reference} (PDF)`}
    >
      <FileText aria-hidden="true" className="size-4" />
      {INVOICE_MSG.download}
    </a>
  );
}
