import type { RoomStatus } from '@hotel/shared/constants';
import { Badge, type Tone } from './badge';

/** Whether a room can take a guest now, from its status: the words the desk and the booking form both use. */
export const ROOM_READINESS: Record<RoomStatus, { label: string; tone: Tone; why?: string }> = {
  available: { label: 'Room ready', tone: 'success' },
  cleaning: { label: 'Being cleaned', tone: 'warning', why: 'is being cleaned' },
  occupied: { label: 'Still occupied', tone: 'warning', why: 'is still occupied' },
  maintenance: { label: 'Under maintenance', tone: 'danger', why: 'is under maintenance' },
};

/** A room's readiness in words as well as colour. */
export function RoomReadinessBadge({ status }: { status: RoomStatus }) {
  const { label, tone } = ROOM_READINESS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
