import { allowsRoute } from '@hotel/shared/access';
import type { Role } from '@hotel/shared/constants';
import { BedDouble, CalendarCheck, ChevronRight, History, Star, Users } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { Card } from '@/ui/card';

// Every link stays inside the viewer's own panel: a manager's staff link is the manager's staff screen
// (the spec's manager overview sent it to the admin panel, which a manager cannot open).
const ACTIONS = [
  { page: 'staff', label: 'Manage staff', description: 'Add, edit or disable team members', icon: Users },
  { page: 'rooms', label: 'Manage rooms', description: 'Rates, photos and status', icon: BedDouble },
  { page: 'bookings', label: 'View bookings', description: 'Reservations and stays', icon: CalendarCheck },
  { page: 'reviews', label: 'Read reviews', description: 'What guests are saying', icon: Star },
] as const;
// The staff activity page reads the log of staff changes (GET /api/audit): offered to whoever may read it.
const AUDIT_ACTIONS = [
  { page: 'activity', label: 'Staff activity', description: 'Who changed what, and when', icon: History },
] as const;

export function QuickActions({ role }: { role: Extract<Role, 'admin' | 'manager'> }) {
  const mayAudit = allowsRoute('GET /api/audit', role);
  return (
    <Card title="Quick actions" headingLevel={2}>
      <ul
        className={
          mayAudit
            ? 'grid gap-2 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5'
            : 'grid gap-2 sm:grid-cols-2 lg:grid-cols-4'
        }
      >
        {[...ACTIONS, ...(mayAudit ? AUDIT_ACTIONS : [])].map((action) => (
          <li key={action.page}>
            <Link
              to={paths.panel(role, action.page)}
              className="group flex min-h-16 items-center gap-3 rounded-lg border border-line px-4 py-3 transition-colors hover:border-gold-ink hover:bg-surface-muted"
            >
              <action.icon aria-hidden="true" className="size-5 shrink-0 text-gold-ink" />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-ink">{action.label}</span>
                <span className="block text-xs text-ink-muted">{action.description}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 text-ink-muted transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
