import type { HousekeepingCondition, RoomReadiness, RoomStatus } from '@hotel/shared';

/**
 * A room's state as hotels keep it: who is in it (from the stays), whether it is off sale tonight (a block) or set
 * under maintenance, and its housekeeping condition. The spec's one status is derived from these, never stored as
 * the truth. Pure rules; the writes that follow them are in rooms.condition.service.ts.
 */
export interface RoomState {
  housekeeping: HousekeepingCondition;
  /** The stored spec status: 'occupied' and 'maintenance' are kept there by check-in and by a fault report. */
  status: RoomStatus;
  /** A guest is checked in to the room. */
  inHouse: boolean;
  /** A block (out of order or out of service) holds tonight. */
  blockedTonight: boolean;
}

export interface HousekeepingRules {
  /** A supervisor inspects each cleaned room before a guest gets it (HOUSEKEEPING_INSPECTION). */
  inspection: boolean;
}

/** Whether the condition alone lets a guest in: clean or inspected, or only inspected when inspections are on. */
export function isConditionReady(condition: HousekeepingCondition, rules: HousekeepingRules): boolean {
  return condition === 'inspected' || (condition === 'clean' && !rules.inspection);
}

/**
 * Whether the room can take a guest now and, when not, the first reason: a guest in it, then off sale or under
 * maintenance, then housekeeping's work still to do.
 */
export function roomReadiness(room: RoomState, rules: HousekeepingRules): RoomReadiness {
  if (room.inHouse || room.status === 'occupied') return 'occupied';
  if (room.blockedTonight || room.status === 'maintenance') return 'maintenance';
  if (room.housekeeping === 'dirty') return 'dirty';
  if (!isConditionReady(room.housekeeping, rules)) return 'awaiting-inspection';
  return 'ready';
}

const SPEC_STATUS: Record<RoomReadiness, RoomStatus> = {
  ready: 'available',
  occupied: 'occupied',
  maintenance: 'maintenance',
  dirty: 'cleaning',
  'awaiting-inspection': 'cleaning',
};

/** The spec's room status (available, occupied, cleaning, maintenance) for a room's state now. */
export function specRoomStatus(room: RoomState, rules: HousekeepingRules): RoomStatus {
  return SPEC_STATUS[roomReadiness(room, rules)];
}

/** What finishing a cleaning leaves: clean, and on sale at once unless a supervisor inspects it first. */
export function afterCleaning(rules: HousekeepingRules): { housekeeping: HousekeepingCondition; ready: boolean } {
  return { housekeeping: 'clean', ready: !rules.inspection };
}

/**
 * The condition that goes with a status set from the room form: 'cleaning' makes the room dirty, and 'available'
 * makes a room that was not ready clean (inspected when inspections are on: the manager who sets it vouches for
 * it, or the form's 'available' would not make the room ready). Other moves keep the condition.
 */
export function conditionForStatus(
  next: RoomStatus,
  before: { status: RoomStatus; housekeeping: HousekeepingCondition } | null,
  rules: HousekeepingRules,
): HousekeepingCondition {
  if (next === 'cleaning') return 'dirty';
  const kept = before?.housekeeping ?? 'clean';
  if (next === 'available' && !isConditionReady(kept, rules)) return rules.inspection ? 'inspected' : 'clean';
  if (next === 'available' && before?.status === 'cleaning' && !rules.inspection) return 'clean';
  return kept;
}
