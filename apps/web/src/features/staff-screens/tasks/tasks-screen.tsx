import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@hotel/shared/constants';
import { TASK_MSG, type TaskDto, type TaskSort } from '@hotel/shared/schemas/tasks';
import { CircleCheck, ClipboardList, Clock, ListTodo, Loader, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDate, humanize } from '@/lib/format';
import { useLiveUpdates } from '@/lib/use-live-updates';
import { StatusBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { StatCard } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Empty } from '@/ui/empty';
import { ListFrame } from '@/ui/list-frame';
import { AnswerPagination } from '@/ui/pagination';
import { RowActions } from '@/ui/row-actions';
import { sortableHeaders } from '@/ui/sort-header';
import { Table } from '@/ui/table';
import { TaskPhoto } from '@/ui/task-photo';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/get-tasks';
import { FilterSelect, filterOptions } from '../shared/filter-select';
import { useConfirmDelete } from '../shared/use-confirm-delete';
import { useListState } from '../shared/use-list-state';
import { TaskFormModal } from './task-form-modal';
import { TaskStatusCell } from './task-status-cell';

const STATUS_FILTERS = filterOptions('All Status', TASK_STATUSES);
const TYPE_FILTERS = filterOptions('All Types', TASK_TYPES);

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
  const deletion = useConfirmDelete<TaskDto>(useDeleteTask(), {
    deleted: TASK_MSG.deleted,
    failed: TASK_MSG.deleteFailed,
  });
  const [form, setForm] = useState<{ open: boolean; task: TaskDto | null }>({ open: false, task: null });

  const data = tasks.data;
  const rows = data?.tasks ?? [];
  const header = sortableHeaders<TaskSort>(list);

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
        <FilterSelect
          list={list}
          name="status"
          label="Filter by status"
          options={STATUS_FILTERS}
          className="w-full sm:w-48"
        />
        <FilterSelect
          list={list}
          name="type"
          label="Filter by type"
          options={TYPE_FILTERS}
          className="w-full sm:w-48"
        />
      </div>

      <ListFrame
        query={tasks}
        failedMessage={TASK_MSG.fetchFailed}
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
                  {task.photo && (
                    <div className="mt-1">
                      <TaskPhoto src={task.photo} room={task.title} size="sm" />
                    </div>
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
                  <RowActions
                    align="start"
                    edit={{
                      label: `Edit the task for room ${task.title}`,
                      onClick: () => setForm({ open: true, task }),
                    }}
                    remove={{ label: `Delete the task for room ${task.title}`, onClick: () => deletion.ask(task) }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <AnswerPagination answer={data} onPage={list.setPage} noun="tasks" />
      </ListFrame>

      <TaskFormModal open={form.open} task={form.task} onClose={() => setForm({ open: false, task: null })} />
      <ConfirmDialog {...deletion.dialog} title="Delete task?" confirmLabel="Delete task">
        <p>
          The {deletion.target?.type} task for room {deletion.target?.title}
          {deletion.target?.assignedTo ? `, assigned to ${deletion.target.assignedTo.name},` : ''} will be removed.
        </p>
      </ConfirmDialog>
    </section>
  );
}
