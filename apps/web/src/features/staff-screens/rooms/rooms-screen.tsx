import { ROOM_STATUSES, ROOM_TYPES } from '@hotel/shared/constants';
import type { RoomDto } from '@hotel/shared/schemas/rooms';
import { ROOM_ADMIN_MSG, type RoomAdminListQuery } from '@hotel/shared/schemas/rooms-admin';
import { BedDouble, Eye, Images, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { formatMoney, humanize } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { IconButton } from '@/ui/icon-button';
import { Pagination } from '@/ui/pagination';
import { roomImageUrl } from '@/ui/room-image';
import { Select } from '@/ui/select';
import { SortHeader } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useDeleteRoom } from '../api/delete-room';
import { useStaffRooms } from '../api/get-staff-rooms';
import { ListFrame } from '../shared/list-frame';
import { SearchBox } from '../shared/search-box';
import { useListState } from '../shared/use-list-state';
import { usePanel } from '../shared/use-panel';
import { RoomDetailsModal } from './room-details-modal';
import { RoomFormModal } from './room-form-modal';

const TYPE_FILTERS = [{ value: '', label: 'All types' }, ...ROOM_TYPES.map((t) => ({ value: t, label: humanize(t) }))];
const STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  ...ROOM_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
];

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
  const remove = useDeleteRoom();
  const [form, setForm] = useState<{ open: boolean; room: RoomDto | null }>({ open: false, room: null });
  const [viewing, setViewing] = useState<RoomDto | null>(null);
  const [deleting, setDeleting] = useState<RoomDto | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(ROOM_ADMIN_MSG.deleted);
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, ROOM_ADMIN_MSG.deleteFailed));
    }
  };

  const rows = rooms.data?.rooms ?? [];
  const header = (column: string, label: string) => (
    <SortHeader column={column} sort={list.sort} order={list.order} onSort={list.toggleSort}>
      {label}
    </SortHeader>
  );

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
        <Select
          label="Type"
          hideLabel
          options={TYPE_FILTERS}
          value={list.filters.type ?? ''}
          onChange={(e) => list.setFilter('type', e.target.value || undefined)}
          fieldClassName="w-full sm:w-40"
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_FILTERS}
          value={list.filters.status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value || undefined)}
          fieldClassName="w-full sm:w-44"
        />
      </div>
      <ListFrame
        isLoading={rooms.isPending}
        error={rooms.error}
        failedMessage={ROOM_ADMIN_MSG.fetchFailed}
        onRetry={() => void rooms.refetch()}
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
              <th scope="col" className="relative">
                <span className="sr-only">Actions</span>
              </th>
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
                  {room.originalPrice !== null && room.originalPrice > room.price && (
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
                  <div className="flex justify-end gap-1">
                    <IconButton
                      size="sm"
                      aria-label={`View room ${room.roomNumber}`}
                      icon={<Eye className="size-4" />}
                      onClick={() => setViewing(room)}
                    />
                    <IconButton
                      size="sm"
                      aria-label={`Edit room ${room.roomNumber}`}
                      icon={<Pencil className="size-4" />}
                      onClick={() => setForm({ open: true, room })}
                    />
                    {panel.canDeleteRooms && (
                      <IconButton
                        size="sm"
                        className="text-danger-ink"
                        aria-label={`Delete room ${room.roomNumber}`}
                        icon={<Trash2 className="size-4" />}
                        onClick={() => setDeleting(room)}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {rooms.data && (
          <Pagination
            page={rooms.data.page}
            limit={rooms.data.limit}
            total={rooms.data.total}
            onPage={list.setPage}
            noun="rooms"
          />
        )}
      </ListFrame>

      <RoomFormModal open={form.open} room={form.room} onClose={() => setForm({ open: false, room: null })} />
      <RoomDetailsModal room={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete room ${deleting?.roomNumber ?? ''}?`}
        confirmLabel="Delete room"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          {deleting?.title} and its photos, tasks and past stays will be removed. A room with guests in house or
          upcoming reservations cannot be deleted.
        </p>
      </ConfirmDialog>
    </section>
  );
}
