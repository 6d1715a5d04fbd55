import type { RoomBoardItem } from '@hotel/shared/schemas/front-desk';
import { BedDouble, Clock, type LucideIcon, Sparkles, SprayCan, Wrench } from 'lucide-react';
import type { Tone } from '@/ui/badge';

/** The legend of the room status overview (spec §2), plus the rooms with a guest in them. */
export type RoomCondition = 'clean' | 'cleaning' | 'dirty' | 'maintenance' | 'occupied';

export const CONDITIONS: Record<RoomCondition, { label: string; tone: Tone; icon: LucideIcon }> = {
  clean: { label: 'Clean', tone: 'success', icon: Sparkles },
  cleaning: { label: 'Cleaning', tone: 'info', icon: SprayCan },
  dirty: { label: 'Dirty/Assigned', tone: 'warning', icon: Clock },
  maintenance: { label: 'Maintenance/Inspection', tone: 'danger', icon: Wrench },
  occupied: { label: 'Occupied', tone: 'neutral', icon: BedDouble },
};

export const CONDITION_ORDER: readonly RoomCondition[] = ['clean', 'cleaning', 'dirty', 'maintenance', 'occupied'];

/** What the room needs, from its state now (the server's readiness) and the most urgent open task there. */
export function roomCondition(room: RoomBoardItem): RoomCondition {
  const task = room.openTask;
  if (room.readiness === 'maintenance' || room.readiness === 'awaiting-inspection') return 'maintenance';
  if (room.readiness === 'occupied') return 'occupied';
  if (task && task.type !== 'cleaning') return 'maintenance';
  if (room.readiness === 'dirty' || task) return task?.status === 'in-progress' ? 'cleaning' : 'dirty';
  return 'clean';
}

/** Housekeeping's own word for the room, whoever is in it. */
export function housekeepingLabel(room: Pick<RoomBoardItem, 'housekeeping' | 'readiness'>): string {
  if (room.readiness === 'awaiting-inspection') return 'Clean, awaiting inspection';
  return { clean: 'Clean', dirty: 'Dirty', inspected: 'Inspected' }[room.housekeeping];
}

/** 'Today', 'Tomorrow' or the date, relative to the hotel's today. */
export function relativeDay(date: string, today: string): string {
  if (date === today) return 'Today';
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  if (date === next.toISOString().slice(0, 10)) return 'Tomorrow';
  return date;
}
