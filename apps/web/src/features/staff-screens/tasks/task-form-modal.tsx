import { zodResolver } from '@hookform/resolvers/zod';
import { TASK_PRIORITIES, TASK_TYPES } from '@hotel/shared/constants';
import { TASK_MSG, type TaskDto, type TaskForm, taskBody } from '@hotel/shared/schemas/tasks';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { todayIso } from '@/lib/format';
import { saveWithFeedback } from '@/lib/save-with-feedback';
import { Checkbox } from '@/ui/checkbox';
import { Combobox } from '@/ui/combobox';
import { FormModal } from '@/ui/form-modal';
import { Input } from '@/ui/input';
import { optionsFor, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useHousekeepers } from '../api/get-housekeepers';
import { useTaskRooms } from '../api/get-task-rooms';
import { useSaveTask } from '../api/save-task';

type Values = z.output<typeof taskBody>;
const FIELDS = taskBody.keyof().options;
const PRIORITY_OPTIONS = optionsFor(TASK_PRIORITIES);
const TYPE_OPTIONS = optionsFor(TASK_TYPES);

function initialValues(task: TaskDto | null): TaskForm {
  return task
    ? {
        title: task.title,
        description: task.description,
        assignedToEmail: task.assignedTo?.email ?? '',
        dueDate: task.dueDate,
        priority: task.priority,
        type: task.type,
      }
    : { title: '', description: '', assignedToEmail: '', dueDate: todayIso(), priority: 'low', type: 'cleaning' };
}

/** The spec's 'Create Task' / 'Edit Task' modal. */
export function TaskFormModal({ open, task, onClose }: { open: boolean; task: TaskDto | null; onClose: () => void }) {
  const save = useSaveTask();
  // The spec's list is the available rooms; maintenance and inspections are often for the others.
  const [allRooms, setAllRooms] = useState(false);
  const rooms = useTaskRooms(open, allRooms ? 'all' : 'available');
  const housekeepers = useHousekeepers(open);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<TaskForm, unknown, Values>({ resolver: zodResolver(taskBody), defaultValues: initialValues(task) });

  useEffect(() => {
    if (open) {
      reset(initialValues(task));
      setAllRooms(false);
    }
  }, [open, task, reset]);

  const roomOptions = (rooms.data?.rooms ?? []).map((r) => ({
    value: r.roomNumber,
    label: allRooms && r.status !== 'available' ? `${r.roomNumber} (${r.status})` : r.roomNumber,
  }));
  const staffOptions = (housekeepers.data?.users ?? []).map((u) => ({
    value: u.email,
    label: u.name,
    description: u.email,
  }));
  const email = watch('assignedToEmail') ?? '';
  const chosenStaff = staffOptions.find((o) => o.value.toLowerCase() === email.trim().toLowerCase()) ?? null;
  // The room of a task being edited may no longer be available: keep it choosable.
  if (task && !roomOptions.some((o) => o.value === task.title))
    roomOptions.unshift({ value: task.title, label: `${task.title} (current)` });

  const onSubmit = handleSubmit(async (values) => {
    const saved = await saveWithFeedback(() => save.mutateAsync({ id: task?._id ?? null, body: values }), {
      saved: task ? TASK_MSG.updated : TASK_MSG.created,
      failed: task ? 'Failed to update task' : 'Failed to create task',
      fields: FIELDS,
      setError,
    });
    if (saved) onClose();
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={task ? 'Edit Task' : 'Create Task'}
      size="lg"
      formId="task-form"
      submitLabel={task ? 'Update' : 'Create'}
      pending={save.isPending}
    >
      <form id="task-form" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Room"
          placeholder="SELECT AVAILABLE ROOM"
          options={roomOptions}
          error={errors.title?.message ?? (rooms.isError ? TASK_MSG.roomsFailed : undefined)}
          hint={rooms.data && rooms.data.rooms.length === 0 ? 'No room is available right now.' : undefined}
          fieldClassName="sm:col-span-3"
          {...register('title')}
        />
        <Checkbox
          label="Show every room"
          description="Occupied rooms and rooms under maintenance too."
          checked={allRooms}
          onChange={(event) => {
            setAllRooms(event.target.checked);
            // A room picked from the longer list may not be in the shorter one: pick again rather than keep it unseen.
            if (!event.target.checked) setValue('title', task?.title ?? '');
          }}
          className="sm:col-span-3"
        />
        <Textarea
          label="Description"
          rows={3}
          error={errors.description?.message}
          fieldClassName="sm:col-span-3"
          {...register('description')}
        />
        <Combobox
          label="Housekeeper"
          hint="Type a name to find them; their email fills the field below."
          value={chosenStaff?.value ?? ''}
          selected={chosenStaff}
          options={staffOptions}
          loading={housekeepers.isPending}
          emptyText="No housekeeping staff member has this name"
          placeholder="Search by name"
          className="sm:col-span-3"
          onChange={(option) => setValue('assignedToEmail', option.value, { shouldValidate: true, shouldDirty: true })}
        />
        <Input
          label="Assigned Staff Email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          hint="A housekeeping staff member's email."
          error={errors.assignedToEmail?.message}
          fieldClassName="sm:col-span-3"
          {...register('assignedToEmail')}
        />
        <Input
          label="Due Date"
          type="date"
          min={task ? undefined : todayIso()}
          error={errors.dueDate?.message}
          {...register('dueDate')}
        />
        <Select
          label="Priority"
          options={PRIORITY_OPTIONS}
          error={errors.priority?.message}
          {...register('priority')}
        />
        <Select label="Type" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
      </form>
    </FormModal>
  );
}
