import type { HousekeepingCondition, RoomStatus } from '@hotel/shared/constants';
import { Badge, type Tone } from './badge';

type Readiness = { label: string; tone: Tone; why?: string };

/** Whether a room can take a guest now, from its status: the words the desk and the booking form both use. */
export const ROOM_READINESS: Record<RoomStatus, Readiness> = {
  available: { label: 'Room ready', tone: 'success' },
  cleaning: { label: 'Being cleaned', tone: 'warning', why: 'is being cleaned' },
  occupied: { label: 'Still occupied', tone: 'warning', why: 'is still occupied' },
  maintenance: { label: 'Under maintenance', tone: 'danger', why: 'is under maintenance' },
};

const AWAITING_INSPECTION: Readiness = {
  label: 'Awaiting inspection',
  tone: 'warning',
  why: 'is cleaned but not yet inspected',
};

/**
 * The words for a room from the server's answer: a room the server counts as cleaning that is no longer dirty
 * has been cleaned and waits for its inspection.
 */
export function readinessOf(room: { status: RoomStatus; housekeeping?: HousekeepingCondition }): Readiness {
  if (room.status === 'cleaning' && room.housekeeping && room.housekeeping !== 'dirty') return AWAITING_INSPECTION;
  return ROOM_READINESS[room.status];
}

/** A room's readiness in words as well as colour. */
export function RoomReadinessBadge({
  status,
  housekeeping,
}: {
  status: RoomStatus;
  housekeeping?: HousekeepingCondition;
}) {
  const { label, tone } = readinessOf({ status, housekeeping });
  return <Badge tone={tone}>{label}</Badge>;
}
