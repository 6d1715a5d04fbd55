import { GUEST_ADMIN_MSG, type GuestAdminDto, type GuestListQuery } from '@hotel/shared/schemas/guests-admin';
import { BedDouble, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { Badge } from '@/ui/badge';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { IconButton } from '@/ui/icon-button';
import { Pagination } from '@/ui/pagination';
import { SortHeader } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useDeleteGuest } from '../api/delete-guest';
import { useGuests } from '../api/get-guests';
import { ListFrame } from '../shared/list-frame';
import { SearchBox } from '../shared/search-box';
import { useListState } from '../shared/use-list-state';

/** 'All Users' (spec §2): the guest accounts, with delete. */
export function GuestsScreen() {
  const list = useListState({ sort: 'createdAt', order: 'desc' });
  const params: GuestListQuery = {
    page: list.page,
    sort: list.sort as GuestListQuery['sort'],
    order: list.order,
    ...(list.q ? { q: list.q } : {}),
  };
  const guests = useGuests(params);
  const remove = useDeleteGuest();
  const [deleting, setDeleting] = useState<GuestAdminDto | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(GUEST_ADMIN_MSG.deleted);
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to delete guest'));
    }
  };

  const rows = guests.data?.users ?? [];
  const header = (column: string, label: string) => (
    <SortHeader column={column} sort={list.sort} order={list.order} onSort={list.toggleSort}>
      {label}
    </SortHeader>
  );

  return (
    <section aria-labelledby="guests-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="guests-title" className="text-xl">
            Guest accounts
          </h2>
          <p className="text-sm text-ink-muted">
            Everyone who has registered to book. Guests in house cannot be deleted.
          </p>
        </div>
        <SearchBox
          label="Search guests"
          placeholder="Search name, email or phone"
          value={list.q}
          onSearch={list.setQ}
        />
      </div>
      <ListFrame
        isLoading={guests.isPending}
        error={guests.error}
        failedMessage={GUEST_ADMIN_MSG.fetchFailed}
        onRetry={() => void guests.refetch()}
        isEmpty={rows.length === 0}
        empty={
          <Empty
            icon={<UserRound className="size-6" />}
            title={GUEST_ADMIN_MSG.empty}
            description={list.q ? 'No guest matches this search.' : 'Guests appear here once they register.'}
          />
        }
      >
        <Table caption="Guest accounts">
          <thead>
            <tr>
              {header('name', 'Name')}
              {header('email', 'Email')}
              <th scope="col">Phone</th>
              {header('bookings', 'Bookings')}
              <th scope="col">Stay</th>
              {header('createdAt', 'Registered')}
              <th scope="col" className="relative">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((guest) => (
              <tr key={guest._id}>
                <td className="font-medium">{guest.name}</td>
                <td className="whitespace-nowrap">{guest.email}</td>
                <td className="whitespace-nowrap">{guest.phone || '—'}</td>
                <td className="tabular-nums">{guest.bookings}</td>
                <td>
                  {guest.inHouse ? (
                    <Badge tone="info" icon={<BedDouble className="size-3.5" />}>
                      In house
                    </Badge>
                  ) : (
                    <span className="text-ink-muted">—</span>
                  )}
                </td>
                <td className="whitespace-nowrap tabular-nums">{formatDate(guest.createdAt)}</td>
                <td className="text-right">
                  <IconButton
                    size="sm"
                    className="text-danger-ink"
                    aria-label={`Delete ${guest.name}`}
                    icon={<Trash2 className="size-4" />}
                    disabled={guest.inHouse}
                    title={guest.inHouse ? GUEST_ADMIN_MSG.inHouse : `Delete ${guest.name}`}
                    onClick={() => setDeleting(guest)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {guests.data && (
          <Pagination
            page={guests.data.page}
            limit={guests.data.limit}
            total={guests.data.total}
            onPage={list.setPage}
            noun="guests"
          />
        )}
      </ListFrame>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete guest account?"
        confirmLabel="Delete guest"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          {deleting?.name}'s account, their {deleting?.bookings ?? 0} booking(s) and bills will be erased. Their reviews
          stay, under their name. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
