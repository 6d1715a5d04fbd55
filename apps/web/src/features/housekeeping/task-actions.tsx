import type { TaskStatus } from '@hotel/shared/constants';
import type { TaskDto } from '@hotel/shared/schemas/tasks';
import { Check, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { useUpdateTaskStatus } from './api/update-task-status';

/** "cleaning room 204", "maintenance in room 204": the work a button acts on, for its accessible name. */
export function workOf(task: Pick<TaskDto, 'type' | 'title'>): string {
  if (task.type === 'cleaning') return `cleaning room ${task.title}`;
  if (task.type === 'maintenance') return `maintenance in room ${task.title}`;
  return `inspection of room ${task.title}`;
}

interface Action {
  key: string;
  label: string;
  to: TaskStatus;
  variant: 'primary' | 'secondary' | 'ghost';
  Icon: typeof Play;
}

function actionsFor(status: TaskStatus): Action[] {
  const done: Action = { key: 'done', label: 'Done', to: 'completed', variant: 'primary', Icon: Check };
  if (status === 'pending')
    return [{ key: 'start', label: 'Start', to: 'in-progress', variant: 'secondary', Icon: Play }, done];
  if (status === 'in-progress') return [done];
  return [{ key: 'reopen', label: 'Reopen', to: 'pending', variant: 'ghost', Icon: RotateCcw }];
}

/**
 * One-tap Start and Done (and Reopen, since the spec lets a status move in any order). While a change is on
 * its way the buttons are only marked unavailable, not disabled, so the pressed one keeps keyboard focus;
 * when the new status arrives and that button is gone, focus moves to the card's next action.
 */
export function TaskActions({ task }: { task: TaskDto }) {
  const update = useUpdateTaskStatus();
  const group = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const container = group.current;
    if (container && !container.contains(document.activeElement)) container.querySelector('button')?.focus();
  }, [task.status]);

  const work = workOf(task);
  return (
    <div ref={group} className="flex flex-wrap gap-2">
      {actionsFor(task.status).map(({ key, label, to, variant, Icon }) => {
        const busy = update.isPending && update.variables?.status === to;
        return (
          <Button
            key={key}
            variant={variant}
            icon={<Icon aria-hidden="true" className="size-4" />}
            aria-label={`${label} ${work}`}
            aria-disabled={update.isPending || undefined}
            aria-busy={busy || undefined}
            className="min-w-24"
            onClick={() => {
              if (update.isPending) return;
              pressed.current = true;
              update.mutate(
                { id: task._id, status: to },
                {
                  onError: () => {
                    pressed.current = false;
                  },
                },
              );
            }}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
