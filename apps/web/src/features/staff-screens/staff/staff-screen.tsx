import { allowsRoute } from '@hotel/shared/access';
import { ASSIGNABLE_STAFF_ROLES } from '@hotel/shared/constants';
import { STAFF_MSG, type StaffDto, type StaffListQuery } from '@hotel/shared/schemas/staff';
import { KeyRound, Lock, Users } from 'lucide-react';
import { useState } from 'react';
import { formatDate, humanize } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Badge, StatusBadge } from '@/ui/badge';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { IconButton } from '@/ui/icon-button';
import { ListFrame } from '@/ui/list-frame';
import { AnswerPagination } from '@/ui/pagination';
import { ActionsHeader, RowActions } from '@/ui/row-actions';
import { SearchBox } from '@/ui/search-box';
import { sortableHeaders } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaff } from '../api/get-staff';
import { useResetStaffMfa } from '../api/reset-staff-mfa';
import { FilterSelect, filterOptions } from '../shared/filter-select';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { useListState } from '../shared/use-list-state';
import { usePanel } from '../shared/use-panel';
import { StaffFormCard } from './staff-form';

const ROLE_FILTERS = filterOptions('All roles', ['admin', ...ASSIGNABLE_STAFF_ROLES]);

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
  const resetMfa = useResetStaffMfa();
  const [resetting, setResetting] = useState<StaffDto | null>(null);
  const mayResetMfa = allowsRoute('POST /api/staff/:id/mfa/reset', useSession().user?.role ?? null);
  const deletion = useConfirmDelete<StaffDto>(
    useDeleteStaff(),
    { deleted: STAFF_MSG.deleted, failed: STAFF_MSG.deleteFailed },
    (member) => {
      if (editing?._id === member._id) setEditing(null);
    },
  );

  const rows = staff.data?.users ?? [];
  const header = sortableHeaders(list);
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
            <FilterSelect list={list} name="role" label="Role" options={ROLE_FILTERS} className="w-full sm:w-44" />
          </div>
        </div>
        <ListFrame
          query={staff}
          failedMessage={STAFF_MSG.fetchFailed}
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
                {header('name', 'Name')}
                {header('email', 'Email')}
                <th scope="col">Contact</th>
                {header('role', 'Role')}
                {header('status', 'Status')}
                {header('createdAt', 'Joined')}
                <ActionsHeader />
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
                        <div className="flex items-center gap-1">
                          <RowActions
                            edit={{ label: `Edit ${member.name}`, onClick: () => setEditing(member) }}
                            remove={
                              panel.canDeleteStaff && !self
                                ? { label: `Delete ${member.name}`, onClick: () => deletion.ask(member) }
                                : undefined
                            }
                          />
                          {mayResetMfa && !self && (
                            <IconButton
                              aria-label={`Reset two-step sign-in of ${member.name}`}
                              size="sm"
                              icon={<KeyRound aria-hidden="true" className="size-4" />}
                              onClick={() => setResetting(member)}
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
          <AnswerPagination answer={staff.data} onPage={list.setPage} noun="staff members" />
        </ListFrame>
      </section>

      <ConfirmDialog
        open={resetting !== null}
        title="Reset two-step sign-in?"
        confirmLabel="Reset two-step sign-in"
        pending={resetMfa.isPending}
        onConfirm={() => resetting && resetMfa.mutate(resetting._id, { onSettled: () => setResetting(null) })}
        onClose={() => setResetting(null)}
      >
        <p>
          {resetting?.name} is signed out everywhere and sets up two-step sign-in again at the next sign-in (for a lost
          or replaced phone). The reset is kept in the activity log.
        </p>
      </ConfirmDialog>
      <ConfirmDialog {...deletion.dialog} title="Delete staff member?" confirmLabel="Delete staff member">
        <p>
          {deletion.target?.name} ({deletion.target?.email}) will lose access at once. Their tasks stay, unassigned.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
