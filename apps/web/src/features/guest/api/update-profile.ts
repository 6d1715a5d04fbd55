import type { ProfileBody } from '@hotel/shared/schemas/auth';
import { type ProfileUser, profileAnswer } from '@hotel/shared/schemas/guest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guestKeys } from './keys';

/** PUT /api/guest/profile: name, phone and, only when given, a new password. */
export async function updateProfile(body: ProfileBody): Promise<ProfileUser> {
  return profileAnswer.parse(await api.put('/api/guest/profile', body)).user;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => client.setQueryData(guestKeys.profile, user),
  });
}
