import { type ProfileUser, profileAnswer } from '@hotel/shared/schemas/guest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { guestKeys } from './keys';

/** GET /api/guest/profile: the account with its phone number (the session only knows name and e-mail). */
export async function getProfile(signal?: AbortSignal): Promise<ProfileUser> {
  return profileAnswer.parse(await api.get('/api/guest/profile', { signal })).user;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: guestKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
