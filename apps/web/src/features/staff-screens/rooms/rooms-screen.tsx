import { ROOM_STATUSES, ROOM_TYPES } from '@hotel/shared/constants';
import { roomSaving } from '@hotel/shared/room-catalog';
import type { RoomDto } from '@hotel/shared/schemas/rooms';
import { ROOM_ADMIN_MSG, type RoomAdminListQuery } from '@hotel/shared/schemas/rooms-admin';
import { BedDouble, Images, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, humanize } from '@/lib/format';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { ListFrame } from '@/ui/list-frame';
import { AnswerPagination } from '@/ui/pagination';
import { roomImageUrl } from '@/ui/room-image';
import { ActionsHeader, RowActions } from '@/ui/row-actions';
import { SearchBox } from '@/ui/search-box';
import { sortableHeaders } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useDeleteRoom } from '../api/delete-room';
import { useStaffRooms } from '../api/get-staff-rooms';
import { FilterSelect, filterOptions } from '../shared/filter-select';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { useListState } from '../shared/use-list-state';
import { usePanel } from '../shared/use-panel';
import { RoomDetailsModal } from './room-details-modal';
import { RoomFormModal } from './room-form-modal';

const TYPE_FILTERS = filterOptions('All types', ROOM_TYPES);
const STATUS_FILTERS = filterOptions('All statuses', ROOM_STATUSES);

/** Rooms (spec §2: table, create/edit form, details modal with images; delete for the admin). */
export function RoomsScreen() {
  useLiveUpdates();
  const panel = usePanel();
  const list = useListState<'type' | 'status'>({ sort: 'roomNumber', order: 'asc' }, ['type', 'status']);
  const params: RoomAdminListQuery = {
    page: list.page,
    sort: list.sort as RoomAdminListQuery['sort'],
    order: list.order,
    ...(list.q ? { q: list.q } : {}),
    ...(list.filters.type ? { type: list.filters.type as RoomAdminListQuery['type'] } : {}),
    ...(list.filters.status ? { status: list.filters.status as RoomAdminListQuery['status'] } : {}),
  };
  const rooms = useStaffRooms(params);
  const deletion = useConfirmDelete<RoomDto>(useDeleteRoom(), {
    deleted: ROOM_ADMIN_MSG.deleted,
    failed: ROOM_ADMIN_MSG.deleteFailed,
  });
  const [form, setForm] = useState<{ open: boolean; room: RoomDto | null }>({ open: false, room: null });
  const [viewing, setViewing] = useState<RoomDto | null>(null);

  const rows = rooms.data?.rooms ?? [];
  const header = sortableHeaders(list);

  return (
    <section aria-labelledby="rooms-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="rooms-title" className="text-xl">
            Rooms and suites
          </h2>
          <p className="text-sm text-ink-muted">
            Every room, whatever its status. Photos are shown on the public site in this order.
          </p>
        </div>
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setForm({ open: true, room: null })}
        >
          Add Room
        </Button>
      </div>
      <div className="flex flex-wrap gap-3">
        <SearchBox label="Search rooms" placeholder="Search number or title" value={list.q} onSearch={list.setQ} />
        <FilterSelect list={list} name="type" label="Type" options={TYPE_FILTERS} className="w-full sm:w-40" />
        <FilterSelect list={list} name="status" label="Status" options={STATUS_FILTERS} className="w-full sm:w-44" />
      </div>
      <ListFrame
        query={rooms}
        failedMessage={ROOM_ADMIN_MSG.fetchFailed}
        isEmpty={rows.length === 0}
        empty={
          <Empty
            icon={<BedDouble className="size-6" />}
            title="No rooms found"
            description="Try another search, or add a room."
          />
        }
      >
        <Table caption="Rooms">
          <thead>
            <tr>
              <th scope="col" className="relative">
                <span className="sr-only">Photo</span>
              </th>
              {header('roomNumber', 'Number')}
              {header('title', 'Title')}
              {header('type', 'Type')}
              {header('price', 'Price')}
              {header('status', 'Status')}
              <th scope="col">Images</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {rows.map((room) => (
              <tr key={room._id}>
                <td className="w-28">
                  {room.images[0] ? (
                    <img
                      src={roomImageUrl(room.images[0], 480)}
                      alt=""
                      width={72}
                      height={48}
                      loading="lazy"
                      className="h-12 w-18 rounded-md object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-12 w-18 items-center justify-center rounded-md bg-surface-muted text-ink-muted"
                    >
                      <Images className="size-4" />
                    </span>
                  )}
                </td>
                <td className="font-medium tabular-nums">{room.roomNumber}</td>
                <td>{room.title}</td>
                <td>{humanize(room.type)}</td>
                <td className="whitespace-nowrap tabular-nums">
                  {formatMoney(room.price)}
                  {roomSaving(room) > 0 && (
                    <span className="ml-1.5 text-xs text-ink-muted line-through">
                      {formatMoney(room.originalPrice)}
                    </span>
                  )}
                </td>
                <td>
                  <StatusBadge status={room.status} />
                </td>
                <td className="tabular-nums">{room.images.length}</td>
                <td>
                  <RowActions
                    view={{ label: `View room ${room.roomNumber}`, onClick: () => setViewing(room) }}
                    edit={{ label: `Edit room ${room.roomNumber}`, onClick: () => setForm({ open: true, room }) }}
                    remove={
                      panel.canDeleteRooms
                        ? { label: `Delete room ${room.roomNumber}`, onClick: () => deletion.ask(room) }
                        : undefined
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <AnswerPagination answer={rooms.data} onPage={list.setPage} noun="rooms" />
      </ListFrame>

      <RoomFormModal open={form.open} room={form.room} onClose={() => setForm({ open: false, room: null })} />
      <RoomDetailsModal room={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete room ${deletion.target?.roomNumber ?? ''}?`}
        confirmLabel="Delete room"
      >
        <p>
          {deletion.target?.title} leaves the hotel: it is taken off sale and off the site. A room that has had stays is
          archived, so that its past stays and their bills stay on record. A room with guests in house or upcoming
          reservations cannot be deleted.
        </p>
      </ConfirmDialog>
    </section>
  );
}
