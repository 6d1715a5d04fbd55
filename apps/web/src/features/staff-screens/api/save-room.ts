import { type RoomSavedAnswer, roomSavedAnswer } from '@hotel/shared/schemas/rooms-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface SaveRoomInput {
  id: string | null;
  fields: Record<string, string>;
  /** Stored images to keep, in order (edit only). */
  keepImages?: readonly string[];
  files: readonly File[];
}

/** POST /api/rooms or PUT /api/rooms/:id as multipart form data (spec §7). */
export async function saveRoom(input: SaveRoomInput): Promise<RoomSavedAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input.fields)) form.append(key, value);
  // An empty value still says "keep none"; leaving the field out would keep every stored image.
  if (input.id) form.append('keepImages', (input.keepImages ?? []).join(','));
  for (const file of input.files) form.append('images', file);
  const answer = input.id
    ? await api.put(`/api/rooms/${encodeURIComponent(input.id)}`, form)
    : await api.post('/api/rooms', form);
  return roomSavedAnswer.parse(answer);
}

export function useSaveRoom() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRoom, onSuccess: () => client.invalidateQueries({ queryKey: ['rooms'] }) });
}
