import type { HousekeepingCondition, RoomReadiness, RoomStatus } from '@hotel/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { hotelToday } from '../../lib/hotel-time.js';
import {
  afterCleaning,
  type HousekeepingRules,
  isConditionReady,
  type RoomState,
  roomReadiness,
  specRoomStatus,
} from './room-condition.js';
import { listRoomStateRows, lockRoomCondition, setCondition } from './rooms.condition.repository.js';

/** A room's state tonight with what follows from it: the spec status and whether (and why not) it is ready. */
export interface RoomNow extends RoomState {
  /** The spec status derived from the state (not the stored column). */
  specStatus: RoomStatus;
  readiness: RoomReadiness;
  /** Why a block holds tonight, when one does. */
  blockReason: string | null;
}

export function createRoomConditionService(ctx: AppContext) {
  const housekeepingRules = (): HousekeepingRules => ({
    inspection: ctx.config.housekeeping.inspection,
  });

  // Methods taking the caller's executor: they run inside the caller's transaction.
  return {
    housekeepingRules,

    /** Each room's state tonight (the hotel's calendar), by id. */
    async roomStatesNow(db: Executor, roomIds: readonly string[]): Promise<Map<string, RoomNow>> {
      const rules = housekeepingRules();
      const tonight = hotelToday(ctx.config.hotelTimezone, ctx.now());
      const rows = await listRoomStateRows(db, [...new Set(roomIds)], tonight);
      return new Map(
        rows.map((r) => {
          const state: RoomState = {
            housekeeping: r.housekeeping,
            status: r.status,
            inHouse: Boolean(r.inHouse),
            blockedTonight: r.blockReason !== null,
          };
          return [
            r.id,
            {
              ...state,
              specStatus: specRoomStatus(state, rules),
              readiness: roomReadiness(state, rules),
              blockReason: r.blockReason,
            },
          ];
        }),
      );
    },

    /**
     * A cleaning is finished: a dirty room is clean. Without inspections it is ready at once (back on sale when it
     * was waiting for the cleaning); with them it waits for one. A room already clean or inspected keeps its
     * condition.
     */
    async markRoomCleaned(
      db: Executor,
      roomId: string,
      at: Date,
    ): Promise<{ ready: boolean; needsInspection: boolean }> {
      const before = await lockRoomCondition(db, roomId);
      if (before?.housekeeping !== 'dirty') return { ready: false, needsInspection: false };
      const next = afterCleaning(housekeepingRules());
      await setCondition(
        db,
        roomId,
        { housekeeping: next.housekeeping, ...(next.ready ? { status: { to: 'available', from: ['cleaning'] } } : {}) },
        at,
      );
      const waiting = before.status === 'cleaning';
      return { ready: next.ready && waiting, needsInspection: !next.ready && before.status !== 'occupied' };
    },

    /** An inspection is passed: a clean room is inspected, and back on sale when it was waiting for it. */
    async markRoomInspected(db: Executor, roomId: string, at: Date): Promise<boolean> {
      const before = await lockRoomCondition(db, roomId);
      if (before?.housekeeping !== 'clean') return false;
      const condition: HousekeepingCondition = 'inspected';
      await setCondition(db, roomId, { housekeeping: condition, status: { to: 'available', from: ['cleaning'] } }, at);
      return before.status === 'cleaning' && isConditionReady(condition, housekeepingRules());
    },
  };
}

// Plain functions taking the caller's executor: they need no context.

/**
 * A guest has left the room (a check-out, or a move out of it during the stay): it is dirty and waits for
 * cleaning; a room set under maintenance stays so. Returns the stored status it is left with.
 */
export async function markRoomDirty(db: Executor, roomId: string, at: Date): Promise<RoomStatus> {
  const before = await lockRoomCondition(db, roomId);
  await setCondition(
    db,
    roomId,
    { housekeeping: 'dirty', status: { to: 'cleaning', from: ['available', 'occupied', 'cleaning'] } },
    at,
  );
  return before?.status === 'maintenance' ? 'maintenance' : 'cleaning';
}
