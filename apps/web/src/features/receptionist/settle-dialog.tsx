import { ACTIONS, allows, allowsRoute } from '@hotel/shared/access';
import { balanceDue } from '@hotel/shared/booking-rules';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { checkOutBody } from '@hotel/shared/schemas/front-desk';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Textarea } from '@/ui/textarea';
import { FolioLines, useFolio } from '../folio';
import { useCheckOut } from './api/check-out';
import { DeskCardPayment, TakeBalanceButtons } from './take-balance';

/**
 * A departure that still owes money: the folio and its balance, taken in cash or by the guest's card through
 * the provider's form (the same one guests pay with), then the check-out.
 * A guest does not leave owing, unless a manager or an admin decides so and gives the reason.
 */
export function SettleDialog({ booking, open, onClose }: { booking: BookingDto; open: boolean; onClose: () => void }) {
  const checkOut = useCheckOut();
  const role = useSession().user?.role ?? null;
  const folio = useFolio(open && allowsRoute('GET /api/bookings/:id/folio', role) ? booking._id : null);
  const [byCard, setByCard] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const owed = balanceDue(booking.billing);
  const mayOverride = allows(ACTIONS.checkOutWithBalance, role);
  const overrideCheckOut = () => {
    const checked = checkOutBody.safeParse({ overrideReason: reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    checkOut.mutate({ bookingId: booking._id, overrideReason: reason.trim() }, { onSuccess: onClose });
  };
  if (open && byCard) return <DeskCardPayment booking={booking} owed={owed} onClose={() => setByCard(false)} />;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Check out ${booking.guest.name}?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            icon={<LogOut aria-hidden="true" className="size-4" />}
            disabled={owed > 0}
            loading={checkOut.isPending}
            onClick={() => checkOut.mutate({ bookingId: booking._id }, { onSuccess: onClose })}
          >
            Check out
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {folio.data && <FolioLines folio={folio.data} />}
        {owed > 0 ? (
          <>
            {/* The folio's foot already shows the balance; without it (still loading), say it here. */}
            {!folio.data && (
              <p>
                <span className="text-ink-muted">Balance due</span>{' '}
                <strong className="font-display text-2xl tabular-nums">{formatMoney(owed)}</strong>
              </p>
            )}
            <p className="text-sm text-ink-muted">
              Take the balance before the guest leaves: in cash, or by the guest’s card.
            </p>
            <TakeBalanceButtons booking={booking} owed={owed} onCard={() => setByCard(true)} />
            {mayOverride && (
              <section aria-labelledby="override-title" className="flex flex-col gap-3 border-t border-line pt-4">
                <h3 id="override-title" className="font-display text-lg">
                  Check out with the balance
                </h3>
                <Textarea
                  label="Reason (kept in the audit log)"
                  rows={2}
                  value={reason}
                  error={reasonError}
                  onChange={(e) => setReason(e.target.value)}
                />
                <div>
                  <Button variant="secondary" loading={checkOut.isPending} onClick={overrideCheckOut}>
                    Check out owing {formatMoney(owed)}
                  </Button>
                </div>
              </section>
            )}
          </>
        ) : (
          <p>The bill is settled. The room goes to housekeeping once the guest is checked out.</p>
        )}
      </div>
    </Modal>
  );
}
