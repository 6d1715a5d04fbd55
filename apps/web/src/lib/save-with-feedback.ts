import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { applyServerErrors } from './server-errors';

/**
 * Saves a form and tells the user how it went: the success toast, or the server's field errors beside
 * the fields and an error toast. Resolves to whether it saved.
 */
export async function saveWithFeedback<T extends FieldValues>(
  save: () => Promise<unknown>,
  options: {
    saved: string;
    failed: string;
    fields: readonly Path<T>[];
    setError: UseFormSetError<T>;
    /** Anything else the failure should show (an error that belongs to no field). */
    onFailed?: (error: unknown) => void;
  },
): Promise<boolean> {
  try {
    await save();
    notify.success(options.saved);
    return true;
  } catch (error) {
    applyServerErrors(error, options.fields, options.setError);
    options.onFailed?.(error);
    notify.error(errorMessage(error, options.failed));
    return false;
  }
}
