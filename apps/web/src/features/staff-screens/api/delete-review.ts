import { messageAnswer } from '@hotel/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /api/reviews/:id. */
export async function deleteReview(id: string) {
  return messageAnswer.parse(await api.delete(`/api/reviews/${encodeURIComponent(id)}`));
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => Promise.all(['reviews', 'rooms'].map((root) => client.invalidateQueries({ queryKey: [root] }))),
  });
}
