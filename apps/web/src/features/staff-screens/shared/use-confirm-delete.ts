import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';

interface DeleteMutation {
  mutateAsync: (id: string) => Promise<unknown>;
  isPending: boolean;
}

/**
 * Deleting a row after the user confirms: `ask(row)` opens the ConfirmDialog (spread `dialog` on it);
 * confirming deletes, says so and closes; a failure is told and leaves the dialog open to try again.
 */
export function useConfirmDelete<T extends { _id: string }>(
  remove: DeleteMutation,
  messages: { deleted: string; failed: string },
  onDeleted?: (row: T) => void,
) {
  const [target, setTarget] = useState<T | null>(null);

  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target._id);
      notify.success(messages.deleted);
      onDeleted?.(target);
      setTarget(null);
    } catch (error) {
      notify.error(errorMessage(error, messages.failed));
    }
  };

  return {
    /** The row waiting for confirmation. */
    target,
    ask: (row: T) => setTarget(row),
    dialog: {
      open: target !== null,
      pending: remove.isPending,
      onConfirm: () => void confirm(),
      onClose: () => setTarget(null),
    },
  };
}
