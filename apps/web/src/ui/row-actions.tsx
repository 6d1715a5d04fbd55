import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { IconButton } from './icon-button';

export interface RowAction {
  /** The button's name, naming the row ("Edit room 101"). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The tooltip, when it should say more than the name (why the button is disabled). */
  title?: string;
}

export interface RowActionsProps {
  view?: RowAction;
  edit?: RowAction;
  /** The destructive one, drawn in the danger colour. */
  remove?: RowAction;
  /** Where the buttons sit in their cell. */
  align?: 'start' | 'end';
}

/** A table row's view, edit and delete icon buttons, always in that order. */
export function RowActions({ view, edit, remove, align = 'end' }: RowActionsProps) {
  return (
    <div className={cn('flex gap-1', align === 'end' && 'justify-end')}>
      {view && <RowButton action={view} icon={<Eye className="size-4" />} />}
      {edit && <RowButton action={edit} icon={<Pencil className="size-4" />} />}
      {remove && <RowButton action={remove} icon={<Trash2 className="size-4" />} className="text-danger-ink" />}
    </div>
  );
}

function RowButton({ action, icon, className }: { action: RowAction; icon: ReactNode; className?: string }) {
  return (
    <IconButton
      size="sm"
      className={className}
      aria-label={action.label}
      icon={icon}
      disabled={action.disabled}
      title={action.title}
      onClick={action.onClick}
    />
  );
}

/** The header cell above the row actions: named for screen readers, blank on screen. */
export function ActionsHeader() {
  return (
    <th scope="col" className="relative">
      <span className="sr-only">Actions</span>
    </th>
  );
}
