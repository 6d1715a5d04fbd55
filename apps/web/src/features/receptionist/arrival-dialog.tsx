import { balanceDue } from '@hotel/shared/booking-rules';
import type { BookingDto } from '@hotel/shared/schemas/bookings';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { useCheckIn } from './api/check-in';
import { DeskCardPayment, TakeBalanceButtons } from './take-balance';

/**
 * An arrival with a balance: the desk takes it now, by card or in cash, or checks the guest in to settle at
 * departure (the check-out is then refused until it is paid). Either way, the choice is made in sight of the sum.
 */
export function ArrivalDialog({ booking, open, onClose }: { booking: BookingDto; open: boolean; onClose: () => void }) {
  const checkIn = useCheckIn();
  const [byCard, setByCard] = useState(false);
  const owed = balanceDue(booking.billing);
  if (open && byCard) return <DeskCardPayment booking={booking} owed={owed} onClose={() => setByCard(false)} />;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Check in ${booking.guest.name}?`}
      description={`Room ${booking.room.roomNumber} · ${booking.reference}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            icon={<LogIn aria-hidden="true" className="size-4" />}
            loading={checkIn.isPending}
            onClick={() => checkIn.mutate(booking._id, { onSuccess: onClose })}
          >
            {owed > 0 ? 'Check in, settle at departure' : 'Check in'}
          </Button>
        </>
      }
    >
      {owed > 0 ? (
        <div className="flex flex-col gap-4">
          <p>
            <span className="text-ink-muted">Balance due</span>{' '}
            <strong className="font-display text-2xl tabular-nums">{formatMoney(owed)}</strong>
          </p>
          <p className="text-sm text-ink-muted">
            Take it now, or check the guest in and settle at departure: they cannot check out while it is owed.
          </p>
          <TakeBalanceButtons booking={booking} owed={owed} onCard={() => setByCard(true)} />
        </div>
      ) : (
        <p>The bill is settled. The room becomes occupied once the guest is checked in.</p>
      )}
    </Modal>
  );
}
