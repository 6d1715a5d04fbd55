import { useSession } from '@/lib/session';

/** Which panel a shared screen is mounted in, and what that role may do there (API.md access). */
export function usePanel() {
  const { user } = useSession();
  const role = user?.role === 'admin' ? 'admin' : 'manager';
  return {
    role,
    isAdmin: role === 'admin',
    /** Only the admin deletes rooms and staff (API.md). */
    canDeleteRooms: role === 'admin',
    canDeleteStaff: role === 'admin',
    userId: user?.id,
  } as const;
}
