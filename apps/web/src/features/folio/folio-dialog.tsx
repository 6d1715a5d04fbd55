import { allowsRoute } from '@hotel/shared/access';
import { takesCharges } from '@hotel/shared/schemas/folio';
import { useSession } from '@/lib/session';
import { Modal } from '@/ui/modal';
import { Skeleton } from '@/ui/skeleton';
import { AdjustmentForm } from './adjustment-form';
import { useFolio } from './api';
import { ChargeForm } from './charge-form';
import { FolioLines } from './folio-lines';

/** The stay's folio for staff: its lines and balance, a charge for the desk, a credit for management. */
export function FolioDialog({
  bookingId,
  title,
  onClose,
}: {
  bookingId: string | null;
  title: string;
  onClose: () => void;
}) {
  const role = useSession().user?.role ?? null;
  const folio = useFolio(bookingId);
  const open = bookingId !== null;
  const chargeable = folio.data && takesCharges(folio.data.booking.status);
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {folio.isPending ? (
        <Skeleton className="h-40" />
      ) : folio.isError ? (
        <p role="alert">The folio could not be loaded.</p>
      ) : (
        <div className="flex flex-col gap-6">
          <FolioLines folio={folio.data} />
          {bookingId && chargeable && allowsRoute('POST /api/bookings/:id/charges', role) && (
            <section aria-labelledby="folio-charge" className="border-t border-line pt-4">
              <h3 id="folio-charge" className="mb-3 font-display text-lg">
                Post a charge
              </h3>
              <ChargeForm bookingId={bookingId} />
            </section>
          )}
          {bookingId && allowsRoute('POST /api/bookings/:id/adjustments', role) && (
            <section aria-labelledby="folio-credit" className="border-t border-line pt-4">
              <h3 id="folio-credit" className="mb-3 font-display text-lg">
                Credit the stay
              </h3>
              <AdjustmentForm bookingId={bookingId} />
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
