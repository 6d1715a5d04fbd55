import { allowsRoute } from '@hotel/shared/access';
import type { PlannerRoom, PlannerStay } from '@hotel/shared/schemas/planner';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { bookingDraftHref } from '@/features/staff-bookings';
import { useSession } from '@/lib/session';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { Button } from '@/ui/button';
import { addDays } from '@/ui/calendar-dates';
import { LoadingBlock } from '@/ui/skeleton';
import { usePlanner, useRescheduleStay } from '../api/planner';
import { BlockDialog } from './block-dialog';
import { type FreeNight, PlannerGrid } from './planner-grid';
import { longDay, monthOf } from './planner-layout';
import { RoomChangeDialog } from './room-change-dialog';
import { StayDialog } from './stay-dialog';

const DAYS = 14;

/** Monday of the week of `date` (the planner scrolls by whole weeks). */
const weekStart = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The room planner: two weeks of rooms by night, today marked, stays and blocks as bars. It follows every
 * desk's changes live; a stay opens, moves and changes length from here, and free nights start a booking.
 */
export function PlannerPage() {
  useLiveUpdates();
  const [from, setFrom] = useState<string | null>(null);
  const planner = usePlanner(from, DAYS);
  const answer = planner.data;
  const start = from ?? answer?.from;
  const reschedule = useRescheduleStay();
  const [open, setOpen] = useState<PlannerStay | null>(null);
  const [selection, setSelection] = useState<{ roomId: string; start: string; end: string } | null>(null);
  const [blocking, setBlocking] = useState(false);
  const [changing, setChanging] = useState<{ stay: PlannerStay; room: PlannerRoom } | null>(null);
  const role = useSession().user?.role ?? null;
  // Picked nights open the booking form of the person's own panel; management can also take them off sale.
  const mayBook = allowsRoute('POST /api/bookings', role);
  const mayBlock = allowsRoute('POST /api/room-blocks', role);
  const mayLift = allowsRoute('POST /api/room-blocks/:id/lift', role);

  const go = (days: number) => start && setFrom(weekStart(addDays(start, days)));
  const pickNight = ({ roomId, date }: FreeNight) => {
    setSelection((current) => {
      // The first night picked, then the last one of the same room; anything else starts again.
      if (current && current.roomId === roomId && current.end === addDays(current.start, 1) && date > current.start)
        return { roomId, start: current.start, end: addDays(date, 1) };
      return { roomId, start: date, end: addDays(date, 1) };
    });
  };
  const openStay = answer && open ? (answer.stays.find((s) => s._id === open._id) ?? open) : null;
  const selectedRoom = answer?.rooms.find((r) => r._id === selection?.roomId);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl text-ink" aria-live="polite">
          {answer ? monthOf(answer.from) : 'Room planner'}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeft aria-hidden="true" className="size-4" />}
            onClick={() => go(-7)}
            disabled={!start}
          >
            Previous week
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setFrom(null)}>
            Today
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronRight aria-hidden="true" className="size-4" />}
            onClick={() => go(7)}
            disabled={!start}
          >
            Next week
          </Button>
        </div>
      </div>

      <ul className="flex flex-wrap gap-4 text-xs text-ink-muted" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-info-ink/30 bg-info-bg" /> Reserved
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-success-ink/30 bg-success-bg" /> In house
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-neutral-ink/30 bg-neutral-bg" /> Checked
          out
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-danger-tone/40 bg-danger-bg" /> Out of
          order or service
        </li>
      </ul>

      {selection && selectedRoom && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gold/40 bg-gold/10 px-4 py-3 text-sm"
        >
          <span>
            Room {selectedRoom.roomNumber}: {longDay(selection.start)} to {longDay(selection.end)}. Pick a later free
            night of the room for a longer stay.
          </span>
          <span className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setSelection(null)}>
              Clear
            </Button>
            {mayBlock && (
              <Button variant="secondary" size="sm" onClick={() => setBlocking(true)}>
                Take off sale…
              </Button>
            )}
            {mayBook && (
              <Link
                href={bookingDraftHref(role!, {
                  roomId: selection.roomId,
                  checkInDate: selection.start,
                  checkOutDate: selection.end,
                })}
                className="inline-flex items-center gap-2 rounded-md bg-gold px-3 py-1.5 font-medium text-on-gold hover:brightness-105"
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                Book these nights
              </Link>
            )}
          </span>
        </div>
      )}

      {answer ? (
        <PlannerGrid
          answer={answer}
          selection={selection}
          onOpenStay={setOpen}
          onPickNight={pickNight}
          onMove={(stay, body) => reschedule.mutate({ bookingId: stay._id, body })}
          onChangeRoom={(stay, room) => setChanging({ stay, room })}
          mayLift={mayLift}
        />
      ) : (
        <LoadingBlock label="Loading the planner" lines={8} />
      )}
      {blocking && selection && selectedRoom && (
        <BlockDialog
          room={selectedRoom}
          startDate={selection.start}
          endDate={selection.end}
          onClose={() => {
            setBlocking(false);
            setSelection(null);
          }}
        />
      )}
      {openStay && answer && (
        <StayDialog
          stay={openStay}
          answer={answer}
          onClose={() => setOpen(null)}
          onChangeRoom={(room) => {
            setOpen(null);
            setChanging({ stay: openStay, room });
          }}
        />
      )}
      {changing && <RoomChangeDialog stay={changing.stay} room={changing.room} onClose={() => setChanging(null)} />}
    </div>
  );
}
