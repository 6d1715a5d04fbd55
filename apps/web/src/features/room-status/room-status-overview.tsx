import type { RoomBoardItem } from '@hotel/shared/schemas/front-desk';
import { Ban, BedDouble, CalendarClock, ClipboardList, ShieldCheck, Wrench } from 'lucide-react';
import { useId } from 'react';
import { errorMessage } from '@/lib/api';
import { formatDate, humanize } from '@/lib/format';
import { Badge, StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { Skeleton } from '@/ui/skeleton';
import { useRoomBoard } from './api/get-room-board';
import { CONDITION_ORDER, CONDITIONS, housekeepingLabel, relativeDay, roomCondition } from './room-condition';

const TASK_ICONS = { cleaning: ClipboardList, maintenance: Wrench, inspection: ShieldCheck } as const;

function Legend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-2">
      {CONDITION_ORDER.map((key) => {
        const { label, tone, icon: Icon } = CONDITIONS[key];
        return (
          <li key={key}>
            <Badge tone={tone} icon={<Icon className="size-3.5" />}>
              {label}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

function RoomCard({ room, today, headingLevel }: { room: RoomBoardItem; today: string; headingLevel: 3 | 4 }) {
  const condition = CONDITIONS[roomCondition(room)];
  const task = room.openTask;
  const Heading = `h${headingLevel}` as const;
  const TaskIcon = task ? TASK_ICONS[task.type] : ClipboardList;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-raised">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Heading className="font-display text-xl whitespace-nowrap text-ink">Room {room.roomNumber}</Heading>
          <Badge tone={condition.tone} icon={<condition.icon className="size-3.5" />}>
            {condition.label}
          </Badge>
        </div>
        <p className="mt-0.5 text-sm text-ink-muted">
          {room.title} · {humanize(room.type)}
        </p>
        <p className="mt-0.5 text-sm text-ink-muted">{`Housekeeping: ${housekeepingLabel(room)}`}</p>
      </div>

      {room.offSale && (
        <p className="flex items-start gap-2 rounded-lg bg-danger-bg px-3 py-2 text-sm text-danger-ink">
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {room.offSale.kind === 'out-of-order' ? 'Out of order' : 'Out of service'} until{' '}
            {formatDate(room.offSale.until)}: {room.offSale.reason}
          </span>
        </p>
      )}
      <div className="rounded-lg bg-surface-muted/70 p-3 text-sm">
        {task ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="neutral" icon={<TaskIcon className="size-3.5" />}>
                {humanize(task.type)}
              </Badge>
              <StatusBadge status={task.status} />
              {room.openTaskCount > 1 && <span className="text-xs text-ink-muted">+{room.openTaskCount - 1} more</span>}
            </div>
            <p className="mt-2 text-ink">{task.description || 'No description provided.'}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-ink-muted">
              <dt>Due</dt>
              <dd className="text-ink">{formatDate(task.dueDate)}</dd>
              <dt>Assigned to</dt>
              <dd className="text-ink">{task.assignedTo?.name ?? 'Unassigned'}</dd>
            </dl>
          </>
        ) : (
          <p className="text-ink-muted">No open tasks · Due N/A</p>
        )}
      </div>

      <p className="mt-auto flex items-center gap-2 text-sm text-ink">
        {room.currentStay ? (
          <>
            <BedDouble aria-hidden="true" className="size-4 text-gold-ink" />
            In house until {room.currentStay.checkOutDate}
          </>
        ) : (
          <>
            <CalendarClock aria-hidden="true" className="size-4 text-gold-ink" />
            {room.nextArrival
              ? `Next guest: ${relativeDay(room.nextArrival.checkInDate, today)}`
              : 'No upcoming arrival'}
          </>
        )}
      </p>
      {room.currentStay && room.nextArrival && (
        <p className="-mt-3 text-xs text-ink-muted">Next guest: {relativeDay(room.nextArrival.checkInDate, today)}</p>
      )}
    </li>
  );
}

/** 'Room Status Overview': every room's condition for the desk and housekeeping, kept live by the caller. */
export function RoomStatusOverview({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const board = useRoomBoard();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const cardHeading = headingLevel === 2 ? 3 : 4;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Heading id={headingId} className="text-xl sm:text-2xl">
          Room Status Overview
        </Heading>
        <Legend />
      </div>
      {board.isPending ? (
        <div role="status" aria-label="Loading rooms" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-52 rounded-xl" />
          ))}
        </div>
      ) : board.isError ? (
        <Empty
          title="Failed to fetch rooms"
          description={errorMessage(board.error, 'The room status could not be loaded.')}
          action={
            <Button variant="secondary" onClick={() => void board.refetch()}>
              Try again
            </Button>
          }
        />
      ) : board.data.rooms.length === 0 ? (
        <Empty title="No rooms found" description="Rooms appear here once they are added to the hotel." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {board.data.rooms.map((room) => (
            <RoomCard key={room._id} room={room} today={board.data.date} headingLevel={cardHeading} />
          ))}
        </ul>
      )}
    </section>
  );
}
