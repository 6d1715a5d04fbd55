import { ASSIGNABLE_STAFF_ROLES } from '@hotel/shared/constants';
import { STAFF_MSG, type StaffDto, type StaffListQuery } from '@hotel/shared/schemas/staff';
import { Lock, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { formatDate, humanize } from '@/lib/format';
import { notify } from '@/lib/toast';
import { Badge, StatusBadge } from '@/ui/badge';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { IconButton } from '@/ui/icon-button';
import { Pagination } from '@/ui/pagination';
import { Select } from '@/ui/select';
import { SortHeader } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaff } from '../api/get-staff';
import { ListFrame } from '../shared/list-frame';
import { SearchBox } from '../shared/search-box';
import { useListState } from '../shared/use-list-state';
import { usePanel } from '../shared/use-panel';
import { StaffFormCard } from './staff-form';

const ROLE_FILTERS = [
  { value: '', label: 'All roles' },
  ...['admin', ...ASSIGNABLE_STAFF_ROLES].map((r) => ({ value: r, label: humanize(r) })),
];

/** Staff (spec §2: a form and a table), in the admin and manager panels. */
export function StaffScreen() {
  const panel = usePanel();
  const list = useListState<'role'>({ sort: 'name', order: 'asc' }, ['role']);
  const params: StaffListQuery = {
    page: list.page,
    sort: list.sort as StaffListQuery['sort'],
    order: list.order,
    ...(list.q ? { q: list.q } : {}),
    ...(list.filters.role ? { role: list.filters.role as StaffListQuery['role'] } : {}),
  };
  const staff = useStaff(params);
  const [editing, setEditing] = useState<StaffDto | null>(null);
  const [deleting, setDeleting] = useState<StaffDto | null>(null);
  const remove = useDeleteStaff();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(STAFF_MSG.deleted);
      if (editing?._id === deleting._id) setEditing(null);
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, STAFF_MSG.deleteFailed));
    }
  };

  const rows = staff.data?.users ?? [];
  return (
    <div className="grid gap-6 2xl:grid-cols-[22rem_1fr] 2xl:items-start">
      <StaffFormCard editing={editing} selfId={panel.userId} onDone={() => setEditing(null)} />

      <section aria-labelledby="staff-list-title" className="min-w-0">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="staff-list-title" className="text-xl">
            Team
          </h2>
          <div className="flex w-full flex-wrap gap-3 sm:w-auto">
            <SearchBox label="Search staff" placeholder="Search name or email" value={list.q} onSearch={list.setQ} />
            <Select
              label="Role"
              hideLabel
              options={ROLE_FILTERS}
              value={list.filters.role ?? ''}
              onChange={(event) => list.setFilter('role', event.target.value || undefined)}
              fieldClassName="w-full sm:w-44"
            />
          </div>
        </div>
        <ListFrame
          isLoading={staff.isPending}
          error={staff.error}
          failedMessage={STAFF_MSG.fetchFailed}
          onRetry={() => void staff.refetch()}
          isEmpty={rows.length === 0}
          empty={
            <Empty
              icon={<Users className="size-6" />}
              title="No staff found"
              description="Try another search, or add a staff member with the form."
            />
          }
        >
          <Table caption="Staff members">
            <thead>
              <tr>
                <SortHeader column="name" sort={list.sort} order={list.order} onSort={list.toggleSort}>
                  Name
                </SortHeader>
                <SortHeader column="email" sort={list.sort} order={list.order} onSort={list.toggleSort}>
                  Email
                </SortHeader>
                <th scope="col">Contact</th>
                <SortHeader column="role" sort={list.sort} order={list.order} onSort={list.toggleSort}>
                  Role
                </SortHeader>
                <SortHeader column="status" sort={list.sort} order={list.order} onSort={list.toggleSort}>
                  Status
                </SortHeader>
                <SortHeader column="createdAt" sort={list.sort} order={list.order} onSort={list.toggleSort}>
                  Joined
                </SortHeader>
                <th scope="col" className="relative">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((member) => {
                const readOnly = member.role === 'admin';
                const self = member._id === panel.userId;
                return (
                  <tr key={member._id} aria-current={editing?._id === member._id ? 'true' : undefined}>
                    <td className="font-medium">
                      {member.name}
                      {self && <span className="ml-2 text-xs text-ink-muted">(you)</span>}
                    </td>
                    <td className="whitespace-nowrap">{member.email}</td>
                    <td className="whitespace-nowrap">{member.contact || '—'}</td>
                    <td>
                      <Badge tone={member.role === 'admin' ? 'gold' : 'neutral'}>{humanize(member.role)}</Badge>
                    </td>
                    <td>
                      <StatusBadge status={member.status} />
                    </td>
                    <td className="whitespace-nowrap tabular-nums">{formatDate(member.createdAt)}</td>
                    <td>
                      {readOnly ? (
                        <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
                          <Lock aria-hidden="true" className="size-3.5" /> Read-only
                        </span>
                      ) : (
                        <div className="flex justify-end gap-1">
                          <IconButton
                            size="sm"
                            aria-label={`Edit ${member.name}`}
                            icon={<Pencil className="size-4" />}
                            onClick={() => setEditing(member)}
                          />
                          {panel.canDeleteStaff && !self && (
                            <IconButton
                              size="sm"
                              className="text-danger-ink"
                              aria-label={`Delete ${member.name}`}
                              icon={<Trash2 className="size-4" />}
                              onClick={() => setDeleting(member)}
                            />
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {staff.data && (
            <Pagination
              page={staff.data.page}
              limit={staff.data.limit}
              total={staff.data.total}
              onPage={list.setPage}
              noun="staff members"
            />
          )}
        </ListFrame>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete staff member?"
        confirmLabel="Delete staff member"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          {deleting?.name} ({deleting?.email}) will lose access at once. Their tasks stay, unassigned. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
