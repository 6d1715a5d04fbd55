import { GUEST_ADMIN_MSG, type GuestAdminDto, type GuestListQuery } from '@hotel/shared/schemas/guests-admin';
import { BedDouble, UserRound } from 'lucide-react';
import { formatDate } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { ListFrame } from '@/ui/list-frame';
import { AnswerPagination } from '@/ui/pagination';
import { ActionsHeader, RowActions } from '@/ui/row-actions';
import { SearchBox } from '@/ui/search-box';
import { sortableHeaders } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useDeleteGuest } from '../api/delete-guest';
import { useGuests } from '../api/get-guests';
import { useConfirmDelete } from '../shared/use-confirm-delete';
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
  const deletion = useConfirmDelete<GuestAdminDto>(useDeleteGuest(), {
    deleted: GUEST_ADMIN_MSG.deleted,
    failed: 'Failed to delete guest',
  });

  const rows = guests.data?.users ?? [];
  const header = sortableHeaders(list);

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
        query={guests}
        failedMessage={GUEST_ADMIN_MSG.fetchFailed}
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
              <ActionsHeader />
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
                <td>
                  <RowActions
                    remove={{
                      label: `Delete ${guest.name}`,
                      onClick: () => deletion.ask(guest),
                      disabled: guest.inHouse,
                      title: guest.inHouse ? GUEST_ADMIN_MSG.inHouse : undefined,
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <AnswerPagination answer={guests.data} onPage={list.setPage} noun="guests" />
      </ListFrame>
      <ConfirmDialog {...deletion.dialog} title="Delete guest account?" confirmLabel="Delete guest">
        <p>
          {deletion.target?.name}'s name, e-mail and phone will be erased and their login closed. Their{' '}
          {deletion.target?.bookings ?? 0} booking(s), bills and reviews stay on record under an anonymous name. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
