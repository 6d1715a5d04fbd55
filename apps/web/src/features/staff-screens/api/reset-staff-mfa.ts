import { messageAnswer } from '@hotel/shared/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';

/** POST /api/staff/:id/mfa/reset (admin): a lost phone; the staff member enrols again at the next sign-in. */
export function useResetStaffMfa() {
  return useMutation({
    mutationFn: async (id: string) =>
      messageAnswer.parse(await api.post(`/api/staff/${encodeURIComponent(id)}/mfa/reset`)),
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => notify.error(errorMessage(error, 'Two-step sign-in could not be reset')),
  });
}
