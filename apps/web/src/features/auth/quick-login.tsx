import type { Role } from '@hotel/shared/constants';
import { BedDouble, BriefcaseBusiness, ConciergeBell, Crown, Sparkles } from 'lucide-react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

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
