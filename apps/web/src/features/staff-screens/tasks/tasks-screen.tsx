import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@hotel/shared/constants';
import { TASK_MSG, type TaskDto, type TaskSort } from '@hotel/shared/schemas/tasks';
import { CircleCheck, ClipboardList, Clock, ListTodo, Loader, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { formatDate, humanize } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { StatCard } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { IconButton } from '@/ui/icon-button';
import { Pagination } from '@/ui/pagination';
import { Select } from '@/ui/select';
import { SortHeader } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/get-tasks';
import { ListFrame } from '../shared/list-frame';
import { useListState } from '../shared/use-list-state';
import { TaskFormModal } from './task-form-modal';
import { TaskStatusCell } from './task-status-cell';

const STATUS_FILTERS = [
  { value: '', label: 'All Status' },
  ...TASK_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
];
const TYPE_FILTERS = [{ value: '', label: 'All Types' }, ...TASK_TYPES.map((t) => ({ value: t, label: humanize(t) }))];

/** The spec's task screen ('Housekeeping & Maintenance Tasks'), in the admin and manager panels. */
export function TasksScreen() {
  useLiveUpdates();
  const list = useListState<'status' | 'type'>({ sort: '', order: 'asc' }, ['status', 'type']);
  const tasks = useTasks({
    page: list.page,
    status: list.filters.status as TaskStatus | undefined,
    type: list.filters.type as TaskType | undefined,
    ...(list.sort ? { sort: list.sort as TaskSort, order: list.order } : {}),
  });
  const remove = useDeleteTask();
  const [form, setForm] = useState<{ open: boolean; task: TaskDto | null }>({ open: false, task: null });
  const [deleting, setDeleting] = useState<TaskDto | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(TASK_MSG.deleted);
      setDeleting(null);
    } catch (error) {
      notify.error(errorMessage(error, TASK_MSG.deleteFailed));
    }
  };

  const data = tasks.data;
  const rows = data?.tasks ?? [];
  const header = (column: TaskSort, label: string) => (
    <SortHeader column={column} sort={list.sort} order={list.order} onSort={list.toggleSort}>
      {label}
    </SortHeader>
  );

  return (
    <section aria-labelledby="tasks-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tasks-title" className="text-2xl">
          Housekeeping &amp; Maintenance Tasks
        </h2>
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setForm({ open: true, task: null })}
        >
          Add Task
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard label="Total Tasks" value={data?.totalTasks ?? '—'} icon={<ListTodo className="size-5" />} />
        <StatCard label="Pending" value={data?.pendingTasks ?? '—'} icon={<Clock className="size-5" />} />
        <StatCard label="In Progress" value={data?.progressTasks ?? '—'} icon={<Loader className="size-5" />} />
        <StatCard label="Completed" value={data?.completedTasks ?? '—'} icon={<CircleCheck className="size-5" />} />
      </div>

      <div className="flex flex-wrap gap-3">
        <Select
          label="Filter by status"
          hideLabel
          options={STATUS_FILTERS}
          value={list.filters.status ?? ''}
          onChange={(event) => list.setFilter('status', event.target.value || undefined)}
          fieldClassName="w-full sm:w-48"
        />
        <Select
          label="Filter by type"
          hideLabel
          options={TYPE_FILTERS}
          value={list.filters.type ?? ''}
          onChange={(event) => list.setFilter('type', event.target.value || undefined)}
          fieldClassName="w-full sm:w-48"
        />
      </div>

      <ListFrame
        isLoading={tasks.isPending}
        error={tasks.error}
        failedMessage={TASK_MSG.fetchFailed}
        onRetry={() => void tasks.refetch()}
        isEmpty={rows.length === 0}
        empty={
          <Empty
            icon={<ClipboardList className="size-6" />}
            title={TASK_MSG.empty}
            description={
              list.filters.status || list.filters.type
                ? 'No task matches these filters.'
                : 'Add a task to send housekeeping or maintenance to a room.'
            }
          />
        }
      >
        <Table caption="Housekeeping and maintenance tasks">
          <thead>
            <tr>
              {header('room', 'Room No')}
              {header('type', 'Type')}
              {header('status', 'Status')}
              {header('priority', 'Priority')}
              {header('dueDate', 'Due Date')}
              <th scope="col">Assigned To</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((task) => (
              <tr key={task._id}>
                <td className="font-medium">
                  {task.title}
                  {task.description && (
                    <p className="max-w-56 truncate text-xs font-normal text-ink-muted">{task.description}</p>
                  )}
                </td>
                <td>{humanize(task.type)}</td>
                {/* The select's visually hidden label must stay inside the scrolling table. */}
                <td className="relative">
                  <TaskStatusCell task={task} />
                </td>
                <td>
                  <StatusBadge status={task.priority} />
                </td>
                <td className="whitespace-nowrap tabular-nums">{formatDate(task.dueDate)}</td>
                <td>
                  {task.assignedTo ? (
                    <>
                      <span className="block whitespace-nowrap">{task.assignedTo.name}</span>
                      <span className="block max-w-44 truncate text-xs text-ink-muted">{task.assignedTo.email}</span>
                    </>
                  ) : (
                    <span className="text-ink-muted">Unassigned</span>
                  )}
                </td>
                <td>
                  <div className="flex gap-1">
                    <IconButton
                      size="sm"
                      aria-label={`Edit the task for room ${task.title}`}
                      icon={<Pencil className="size-4" />}
                      onClick={() => setForm({ open: true, task })}
                    />
                    <IconButton
                      size="sm"
                      className="text-danger-ink"
                      aria-label={`Delete the task for room ${task.title}`}
                      icon={<Trash2 className="size-4" />}
                      onClick={() => setDeleting(task)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {data && (
          <Pagination page={data.page} limit={data.limit} total={data.total} onPage={list.setPage} noun="tasks" />
        )}
      </ListFrame>

      <TaskFormModal open={form.open} task={form.task} onClose={() => setForm({ open: false, task: null })} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete task?"
        confirmLabel="Delete task"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          The {deleting?.type} task for room {deleting?.title}
          {deleting?.assignedTo ? `, assigned to ${deleting.assignedTo.name},` : ''} will be removed.
        </p>
      </ConfirmDialog>
    </section>
  );
}
