import type { PlannerAnswer, PlannerRoom, PlannerStay, RescheduleBody } from '@hotel/shared/schemas/planner';
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { addDays } from '@/ui/calendar-dates';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useLiftBlock } from '../api/room-blocks';
import { longDay, nightsOf, rowCells, shortDay } from './planner-layout';
import { RoomTasks } from './room-tasks';

export interface FreeNight {
  roomId: string;
  date: string;
}

// Blocks are hatched as well as coloured, so they read apart from stays without colour.
const HATCH = {
  backgroundImage:
    'repeating-linear-gradient(135deg, transparent 0 6px, color-mix(in oklab, currentColor 12%, transparent) 6px 8px)',
};

const STAY_TONES: Record<PlannerStay['status'], string> = {
  reserved: 'bg-info-bg text-info-ink border-info-ink/30',
  'checked-in': 'bg-success-bg text-success-ink border-success-ink/30',
  'checked-out': 'bg-neutral-bg text-neutral-ink border-neutral-ink/30',
  cancelled: 'bg-neutral-bg text-neutral-ink border-neutral-ink/30',
};
const STATUS_WORDS: Record<PlannerStay['status'], string> = {
  reserved: 'reserved',
  'checked-in': 'in house',
  'checked-out': 'checked out',
  cancelled: 'cancelled',
};

/**
 * Rooms by night: a table whose rows are rooms and columns nights, each stay and block one cell across its
 * nights. A stay moves by keyboard (Alt+arrows: another room or other nights; Shift+arrows: one night more or
 * less) or by dragging it onto another room and night; a free night starts a booking.
 */
export function PlannerGrid({
  answer,
  selection,
  onOpenStay,
  onMove,
  onChangeRoom,
  onPickNight,
  mayLift,
}: {
  answer: PlannerAnswer;
  selection: { roomId: string; start: string; end: string } | null;
  onOpenStay: (stay: PlannerStay) => void;
  onMove: (stay: PlannerStay, body: RescheduleBody) => void;
  /** A guest in house to another room from tonight (asked first: it sends housekeeping into the old room). */
  onChangeRoom: (stay: PlannerStay, room: PlannerRoom) => void;
  onPickNight: (night: FreeNight) => void;
  /** Management may put a blocked room back on sale from its block. */
  mayLift: boolean;
}) {
  const lift = useLiftBlock();
  const [lifting, setLifting] = useState<{ id: string; roomNumber: string; reason: string } | null>(null);
  const helpId = useId();
  const dragged = useRef<PlannerStay | null>(null);
  const nights = nightsOf(answer.from, answer.to);
  const roomIndex = new Map(answer.rooms.map((r, i) => [r._id, i]));

  const moveBy = (stay: PlannerStay, change: { rooms?: number; shift?: number; length?: number }) => {
    const i = roomIndex.get(stay.roomId) ?? 0;
    const room = answer.rooms[Math.min(answer.rooms.length - 1, Math.max(0, i + (change.rooms ?? 0)))];
    if (!room) return;
    const checkInDate = addDays(stay.checkInDate, change.shift ?? 0);
    const checkOutDate = addDays(stay.checkOutDate, (change.shift ?? 0) + (change.length ?? 0));
    if (checkOutDate <= checkInDate) return;
    onMove(stay, { roomId: room._id, checkInDate, checkOutDate });
  };

  const onStayKey = (stay: PlannerStay) => (event: KeyboardEvent) => {
    const arrows: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const arrow = arrows[event.key];
    if (!arrow) return;
    // A guest in house stays longer, leaves earlier or changes rooms from tonight; a reservation moves in every way.
    if (stay.status === 'checked-in') {
      if (event.shiftKey && arrow[1] !== 0) {
        event.preventDefault();
        moveBy(stay, { length: arrow[1] });
      } else if (event.altKey && arrow[0] !== 0) {
        event.preventDefault();
        const next = answer.rooms[(roomIndex.get(stay.roomId) ?? 0) + arrow[0]];
        if (next) onChangeRoom(stay, next);
      }
      return;
    }
    if (stay.status !== 'reserved') return;
    if (event.altKey) {
      event.preventDefault();
      moveBy(stay, { rooms: arrow[0], shift: arrow[1] });
    } else if (event.shiftKey && arrow[1] !== 0) {
      event.preventDefault();
      moveBy(stay, { length: arrow[1] });
    }
  };

  // A free night is a button; only one of them is in the tab order (today's, in the first room), and the
  // arrow keys move between them, so a hotel of 150 rooms is not 2,000 tab stops.
  const onFreeKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const cell = event.currentTarget.closest('td');
    const row = cell?.parentElement;
    let target: Element | null | undefined = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      // The next free night along the row, past any stay or block.
      const step = (el: Element | null | undefined) =>
        event.key === 'ArrowRight' ? el?.nextElementSibling : el?.previousElementSibling;
      for (target = step(cell); target && !target.querySelector('button[data-free]'); target = step(target));
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const next = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
      const date = event.currentTarget.dataset.date;
      target = next?.querySelector(`td[data-date="${date}"]`);
    }
    const button = target?.querySelector<HTMLButtonElement>('button[data-free]');
    if (button) {
      event.preventDefault();
      button.focus();
    }
  };

  const drop = (roomId: string, date: string) => (event: DragEvent) => {
    event.preventDefault();
    const stay = dragged.current;
    dragged.current = null;
    if (!stay) return;
    if (stay.status === 'checked-in') {
      const room = answer.rooms.find((r) => r._id === roomId);
      if (room && roomId !== stay.roomId) onChangeRoom(stay, room);
      return;
    }
    const length = nightsOf(stay.checkInDate, stay.checkOutDate).length;
    onMove(stay, { roomId, checkInDate: date, checkOutDate: addDays(date, length) });
  };
  const dragOver = (event: DragEvent) => {
    if (dragged.current) event.preventDefault();
  };

  const firstRoom = answer.rooms[0]?._id;
  const tabbableDate = answer.today >= answer.from && answer.today < answer.to ? answer.today : answer.from;

  return (
    // Relative, so the days' screen-reader labels (absolutely placed) stay inside the frame that scrolls: else they
    // widen the page itself, and on a phone the whole panel slides sideways into blank space.
    <div className="relative overflow-x-auto rounded-xl border border-line bg-surface shadow-raised">
      <p id={helpId} className="sr-only">
        Enter opens a stay. Alt with the arrow keys moves a reserved stay to the room above or below, or a night earlier
        or later, and asks to move a guest in house to the room above or below from tonight; Shift with the left and
        right arrows shortens or lengthens a stay by a night. On a free night, the arrow keys move between nights and
        rooms, and Enter picks the first and then the last night of a new booking.
      </p>
      <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">
          Rooms by night, {longDay(answer.from)} to {longDay(addDays(answer.to, -1))}
        </caption>
        <colgroup>
          <col className="w-32" />
          {nights.map((d) => (
            <col key={d} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="sticky left-0 z-10 bg-surface px-3 py-2 text-left font-medium text-ink-muted">
              Room
            </th>
            {nights.map((d) => (
              <th
                key={d}
                scope="col"
                aria-current={d === answer.today ? 'date' : undefined}
                className={cn(
                  'px-1 py-2 text-center text-xs font-medium',
                  d === answer.today ? 'bg-gold/15 text-gold-ink' : 'text-ink-muted',
                )}
              >
                <span aria-hidden="true">{shortDay(d)}</span>
                <span className="sr-only">{longDay(d)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.rooms.map((room) => (
            <tr key={room._id} className="border-b border-line last:border-b-0">
              <th scope="row" className="sticky left-0 z-10 bg-surface px-3 py-1.5 text-left align-middle">
                <span className="block font-medium text-ink">Room {room.roomNumber}</span>
                <span className="block truncate text-xs font-normal text-ink-muted">{room.title}</span>
                <RoomTasks roomNumber={room.roomNumber} tasks={room.tasks} />
              </th>
              {rowCells(answer, room._id).map((cell) => {
                const today = cell.date === answer.today;
                if (cell.kind === 'stay') {
                  const { stay } = cell;
                  return (
                    <td
                      key={`s-${stay._id}`}
                      colSpan={cell.span}
                      data-date={cell.date}
                      className="p-0.5 align-middle"
                      onDragOver={dragOver}
                      onDrop={drop(room._id, cell.date)}
                    >
                      <button
                        type="button"
                        data-stay={stay._id}
                        draggable={stay.status === 'reserved' || stay.status === 'checked-in'}
                        onDragStart={(e) => {
                          dragged.current = stay;
                          e.dataTransfer.setData('text/plain', stay.reference);
                          e.dataTransfer.effectAllowed = 'move';
                        }}
                        onDragEnd={() => {
                          dragged.current = null;
                        }}
                        aria-describedby={helpId}
                        aria-label={`${stay.guestName}, ${stay.reference}, room ${room.roomNumber}, ${stay.checkInDate} to ${stay.checkOutDate}, ${STATUS_WORDS[stay.status]}${stay.balance > 0 ? `, owes ${formatMoney(stay.balance)}` : ''}`}
                        onClick={() => onOpenStay(stay)}
                        onKeyDown={onStayKey(stay)}
                        className={cn(
                          'flex h-10 w-full min-w-0 flex-col justify-center truncate rounded-md border px-2 text-left text-xs leading-tight',
                          STAY_TONES[stay.status],
                          (stay.status === 'reserved' || stay.status === 'checked-in') && 'cursor-grab',
                        )}
                      >
                        <span className="truncate font-medium">{stay.guestName}</span>
                        <span className="truncate">
                          {stay.reference}
                          {stay.balance > 0 && ` · owes ${formatMoney(stay.balance)}`}
                        </span>
                      </button>
                    </td>
                  );
                }
                if (cell.kind === 'block') {
                  const { block } = cell;
                  const what = block.kind === 'out-of-order' ? 'Out of order' : 'Out of service';
                  const content = (
                    <>
                      <span className="truncate font-medium">{what}</span>
                      <span className="truncate">{block.reason}</span>
                    </>
                  );
                  const classes =
                    'flex h-10 w-full flex-col justify-center truncate rounded-md border border-danger-tone/40 bg-danger-bg px-2 text-left text-xs leading-tight text-danger-ink';
                  return (
                    <td key={`b-${block._id}`} colSpan={cell.span} className="p-0.5 align-middle">
                      {mayLift ? (
                        <button
                          type="button"
                          className={classes}
                          style={HATCH}
                          aria-label={`${what}: ${block.reason}, room ${room.roomNumber}, ${block.startDate} to ${block.endDate}. Put back on sale`}
                          onClick={() =>
                            setLifting({ id: block._id, roomNumber: room.roomNumber, reason: block.reason })
                          }
                        >
                          {content}
                        </button>
                      ) : (
                        <div className={classes} style={HATCH}>
                          {content}
                        </div>
                      )}
                    </td>
                  );
                }
                const picked =
                  selection?.roomId === room._id && cell.date >= selection.start && cell.date < selection.end;
                return (
                  <td
                    key={`f-${cell.date}`}
                    data-date={cell.date}
                    className={cn('p-0.5', today && 'bg-gold/5')}
                    onDragOver={dragOver}
                    onDrop={drop(room._id, cell.date)}
                  >
                    <button
                      type="button"
                      data-free
                      data-date={cell.date}
                      tabIndex={room._id === firstRoom && cell.date === tabbableDate ? 0 : -1}
                      aria-pressed={picked}
                      aria-label={`Room ${room.roomNumber}, night of ${longDay(cell.date)}: free`}
                      onKeyDown={onFreeKey}
                      onClick={() => onPickNight({ roomId: room._id, date: cell.date })}
                      className={cn(
                        'block h-10 w-full rounded-md hover:bg-surface-muted',
                        picked && 'bg-gold/25 outline-1 outline-gold hover:bg-gold/30',
                      )}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {lifting && (
        <ConfirmDialog
          open
          title={`Put room ${lifting.roomNumber} back on sale?`}
          confirmLabel="Put back on sale"
          pending={lift.isPending}
          onConfirm={() => lift.mutate(lifting.id, { onSettled: () => setLifting(null) })}
          onClose={() => setLifting(null)}
        >
          The room was taken off sale: {lifting.reason}. Guests can book its nights again once it is back on sale.
        </ConfirmDialog>
      )}
    </div>
  );
}
