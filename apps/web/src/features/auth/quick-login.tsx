import type { Role } from '@hotel/shared/constants';
import { shellIcon } from '@/ui/shell-icons';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

// Lucide's shapes, drawn without its component factory (ui/shell-icons.tsx).
const BedDouble = shellIcon(
  <>
    <path d="M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8" />
    <path d="M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4" />
    <path d="M12 4v6" />
    <path d="M2 18h20" />
  </>,
);
const BriefcaseBusiness = shellIcon(
  <>
    <path d="M12 12h.01" />
    <path d="M16 6V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" />
    <path d="M22 13a18.15 18.15 0 0 1-20 0" />
    <rect width="20" height="14" x="2" y="6" rx="2" />
  </>,
);
const ConciergeBell = shellIcon(
  <>
    <path d="M3 20a1 1 0 0 1-1-1v-1a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v1a1 1 0 0 1-1 1Z" />
    <path d="M20 16a8 8 0 1 0-16 0" />
    <path d="M12 4v4" />
    <path d="M10 4h4" />
  </>,
);
const Crown = shellIcon(
  <>
    <path d="M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294z" />
    <path d="M5 21h14" />
  </>,
);
const Sparkles = shellIcon(
  <>
    <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
    <path d="M20 2v4" />
    <path d="M22 4h-4" />
    <circle cx="4" cy="20" r="2" />
  </>,
);

const ICONS: Record<Role, typeof Crown> = {
  admin: Crown,
  manager: BriefcaseBusiness,
  receptionist: ConciergeBell,
  housekeeping: Sparkles,
  guest: BedDouble,
};

/** 'Quick Login (Demo)': each button fills the form with that role's account; it does not submit. */
export function QuickLogin({ onPick }: { onPick: (email: string, password: string, label: string) => void }) {
  return (
    <section aria-labelledby="quick-login-title" className="mt-10 border-t border-line pt-8">
      <h2 id="quick-login-title" className="text-lg">
        Quick Login (Demo)
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Choose an account to fill in the form, then press Login. Every demo password is{' '}
        <code className="rounded bg-surface-muted px-1.5 py-0.5 text-ink">{DEMO_PASSWORD}</code>.
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {DEMO_ACCOUNTS.map((account) => {
          const Icon = ICONS[account.role];
          return (
            <li key={account.role}>
              <button
                type="button"
                onClick={() => onPick(account.email, DEMO_PASSWORD, account.label)}
                className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-line bg-canvas px-3 py-2 text-left transition-colors duration-200 hover:border-gold-ink"
              >
                <span aria-hidden="true" className="rounded-md bg-surface-muted p-2 text-gold-ink">
                  <Icon className="size-4" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="text-sm font-medium text-ink">{account.label}</span>
                  <span className="truncate text-xs text-ink-muted">{account.email}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
