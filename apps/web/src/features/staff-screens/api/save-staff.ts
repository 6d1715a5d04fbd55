import { type StaffAnswer, type StaffCreateBody, type StaffUpdateBody, staffAnswer } from '@hotel/shared/schemas/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type SaveStaffInput = { id: null; body: StaffCreateBody } | { id: string; body: StaffUpdateBody };

/** POST /api/staff or PUT /api/staff/:id. */
export async function saveStaff(input: SaveStaffInput): Promise<StaffAnswer> {
  const answer = input.id
    ? await api.put(`/api/staff/${encodeURIComponent(input.id)}`, input.body)
    : await api.post('/api/staff', input.body);
  return staffAnswer.parse(answer);
}

export function useSaveStaff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveStaff, onSuccess: () => client.invalidateQueries({ queryKey: ['staff'] }) });
}
