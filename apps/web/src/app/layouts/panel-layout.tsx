import { allowsRoute } from '@hotel/shared/access';
import { ArrowUpRight, KeyRound, LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { PanelConfig } from '@/lib/routing';
import { useLogout, useSession } from '@/lib/session';
import { Brand } from '@/ui/brand';
import { IconButton } from '@/ui/icon-button';
import { NavLink } from '@/ui/nav-link';
import { initials } from './initials';
import { StaffSearch } from './staff-search';
import { ThemeToggle } from './theme-toggle';
import { TwoStepDialog } from './two-step-dialog';
import { useDismissibleMenu } from './use-dismissible-menu';

const SIDEBAR_ID = 'panel-sidebar';

/**
 * The staff panels' frame (spec §2): a sidebar titled '<Role> Panel' with the role's links and Logout,
 * a mobile menu toggle, and a header with the page title (the page's h1) and 'Welcome, {name}'.
 */
export function PanelLayout({ panel, title, children }: { panel: PanelConfig; title: string; children: ReactNode }) {
  const { user } = useSession();
  const logout = useLogout();
  const [twoStep, setTwoStep] = useState(false);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Opening moves focus into the sidebar; closing it gives focus back to the toggle.
  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current && document.activeElement === document.body) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useDismissibleMenu(open, setOpen);

  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[17rem_1fr]">
      <a
        href="#main"
        className="sr-only rounded-md bg-gold px-4 py-2 text-sm font-medium text-on-gold focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>

      {open && (
        <button
          type="button"
          aria-hidden="true"
          tabIndex={-1}
          className="fixed inset-0 z-30 bg-black/50 lg:hidden"
          onClick={() => setOpen(false)}
        />
      )}

      <aside
        id={SIDEBAR_ID}
        className={cn(
          'panel-backdrop z-40 flex-col text-ivory lg:sticky lg:top-0 lg:flex lg:h-dvh',
          open ? 'fixed inset-y-0 left-0 flex w-72 max-w-[85vw] shadow-2xl' : 'hidden',
        )}
      >
        <div className="flex items-center justify-between px-6 pt-6 pb-5">
          <Link to={paths.home} aria-label="The Aurelia, home" className="rounded-md">
            <Brand tone="light" subtitle={false} />
          </Link>
          <IconButton
            ref={closeRef}
            tone="light"
            size="sm"
            className="lg:hidden"
            aria-label="Close menu"
            icon={<X className="size-5" />}
            onClick={() => setOpen(false)}
          />
        </div>
        <nav aria-labelledby={titleId} className="flex flex-1 flex-col overflow-y-auto px-4">
          <p id={titleId} className="px-3 pb-3 font-display text-lg text-champagne" data-panel-title="">
            {panel.title}
          </p>
          <ul className="flex flex-col gap-1">
            {panel.nav.map((item) => (
              <li key={item.page}>
                <NavLink
                  to={paths.panel(panel.role, item.page)}
                  end
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm transition-colors duration-200',
                      isActive
                        ? 'bg-white/10 font-medium text-champagne shadow-[inset_2px_0_0_var(--color-champagne)]'
                        : 'text-ivory-muted hover:bg-white/5 hover:text-ivory',
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-4.5 shrink-0" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-white/10 px-4 py-4">
          <Link
            to={paths.home}
            className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-ivory-muted hover:bg-white/5 hover:text-ivory"
          >
            <ArrowUpRight aria-hidden="true" className="size-4.5" />
            View website
          </Link>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setTwoStep(true)}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm text-ivory-muted hover:bg-white/5 hover:text-ivory"
          >
            <KeyRound aria-hidden="true" className="size-4.5" />
            Two-step sign-in
          </button>
          <button
            type="button"
            onClick={() => void logout()}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm text-ivory-muted hover:bg-white/5 hover:text-ivory"
          >
            <LogOut aria-hidden="true" className="size-4.5" />
            Logout
          </button>
        </div>
      </aside>
      {twoStep && <TwoStepDialog onClose={() => setTwoStep(false)} />}

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-20 border-b border-line bg-canvas/90 backdrop-blur">
          <div className="flex min-h-18 items-center gap-3 px-4 sm:px-8">
            <IconButton
              ref={toggleRef}
              className="lg:hidden"
              aria-label="Open menu"
              aria-expanded={open}
              aria-controls={SIDEBAR_ID}
              icon={<Menu className="size-6" />}
              onClick={() => setOpen(true)}
            />
            <div className="min-w-0 flex-1 py-3">
              <h1 className="text-xl leading-tight sm:text-3xl">{title}</h1>
              {user && <p className="truncate text-sm text-ink-muted">Welcome, {user.name}</p>}
            </div>
            {user && allowsRoute('GET /api/front-desk/search', user.role) && <StaffSearch role={user.role} />}
            <ThemeToggle />
            {user && (
              <span
                aria-hidden="true"
                className="hidden size-10 items-center justify-center rounded-full bg-gold text-sm font-semibold text-on-gold sm:inline-flex"
              >
                {initials(user.name)}
              </span>
            )}
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8">
          <div className="mx-auto max-w-7xl animate-rise">{children}</div>
        </main>
      </div>
    </div>
  );
}
