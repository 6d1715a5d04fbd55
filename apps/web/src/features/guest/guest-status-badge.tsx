import { guestStatus } from '@hotel/shared/guest-status';
import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { Ban, CircleCheck, CircleDot, Clock, type LucideIcon } from 'lucide-react';
import { Badge } from '@/ui/badge';

const ICONS: Record<ReturnType<typeof guestStatus>['kind'], LucideIcon> = {
  due: Clock,
  paid: CircleCheck,
  'in-house': CircleDot,
  stayed: CircleCheck,
  cancelled: Ban,
};

/** The stay's one status in the guest's words, in place of the booking's and the bill's two badges. */
export function GuestStatusBadge({ booking }: { booking: DashboardBookingDto }) {
  const status = guestStatus(booking);
  const Icon = ICONS[status.kind];
  return (
    <Badge tone={status.tone} icon={<Icon className="size-3.5" />}>
      {status.label}
    </Badge>
  );
}
