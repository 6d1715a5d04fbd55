import { messageAnswer } from '@hotel/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /api/staff/:id (admin). */
export async function deleteStaff(id: string) {
  return messageAnswer.parse(await api.delete(`/api/staff/${encodeURIComponent(id)}`));
}

export function useDeleteStaff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteStaff, onSuccess: () => client.invalidateQueries({ queryKey: ['staff'] }) });
}
