import { allowsRoute } from '@hotel/shared/access';
import { useSession } from '@/lib/session';

/** Which panel a shared screen is mounted in, and what the signed-in role may do there (the shared access table). */
export function usePanel() {
  const { user } = useSession();
  const role = user?.role === 'admin' ? 'admin' : 'manager';
  return {
    role,
    canDeleteRooms: allowsRoute('DELETE /api/rooms/:id', user?.role ?? null),
    canDeleteStaff: allowsRoute('DELETE /api/staff/:id', user?.role ?? null),
    userId: user?.id,
  } as const;
}
