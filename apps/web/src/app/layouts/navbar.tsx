import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { lazyPage } from '@/lib/lazy-page';
import { paths } from '@/lib/paths';
import { useLogout, useSession } from '@/lib/session';
import { Brand } from '@/ui/brand';
import { LinkButton } from '@/ui/button';
import { IconButton } from '@/ui/icon-button';
import { NavLink } from '@/ui/nav-link';
import { Menu, X } from '@/ui/shell-icons';
import { initials } from './initials';
import { SITE_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useDismissibleMenu } from './use-dismissible-menu';

/**
 * The signed-in user's menu: a chunk of its own, since most visitors are not signed in. A page the server drew for
 * a signed-in visitor has it fetched before it is taken over (main.tsx), so the take-over finds it drawn.
 */
export const UserMenu = lazyPage(() => import('./user-menu').then((m) => m.UserMenu));

const MOBILE_MENU_ID = 'site-mobile-menu';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'relative inline-flex min-h-11 items-center px-1 text-sm tracking-wide transition-colors duration-200',
    'after:absolute after:inset-x-1 after:bottom-2 after:h-px after:origin-left after:bg-gold after:transition-transform after:duration-200',
    isActive
      ? 'font-medium text-gold-ink after:scale-x-100'
      : 'text-ink hover:text-gold-ink after:scale-x-0 hover:after:scale-x-100',
  );
}

/** The public site's top bar (spec §2): six links, the theme toggle, Login/Register or the user menu. */
export function Navbar() {
  const { user } = useSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);

  useDismissibleMenu(open, setOpen);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/80">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to={paths.home} aria-label="The Aurelia Hotel & Spa, home" className="rounded-md">
          <Brand />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6 xl:gap-8">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            ) : (
              <>
                <LinkButton to={paths.login} variant="ghost" size="sm">
                  Login
                </LinkButton>
                <LinkButton to={paths.register} size="sm">
                  Register
                </LinkButton>
              </>
            )}
          </div>
          <IconButton
            className="lg:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            icon={open ? <X className="size-6" /> : <Menu className="size-6" />}
            onClick={() => setOpen((v) => !v)}
          />
        </div>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!open} className="border-t border-line bg-canvas lg:hidden">
        <nav aria-label="Main (mobile)" className="mx-auto max-w-7xl px-5 py-3 sm:px-8">
          <ul className="flex flex-col">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === paths.home}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-12 items-center border-b border-line/70 font-display text-lg',
                      isActive ? 'text-gold-ink' : 'text-ink hover:text-gold-ink',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 pb-2">
            {user ? (
              <div className="flex flex-col gap-3">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-gold text-sm font-semibold text-on-gold"
                  >
                    {initials(user.name)}
                  </span>
                  <div>
                    <p className="font-medium text-ink">{user.name}</p>
                    <p className="text-sm text-ink-muted capitalize">{user.role}</p>
                  </div>
                </div>
                <div className="grid grid-cols-2 gap-3">
                  <LinkButton to={paths.dashboard(user.role)} variant="secondary">
                    Dashboard
                  </LinkButton>
                  <button
                    type="button"
                    onClick={() => void logout()}
                    className="inline-flex min-h-11 items-center justify-center rounded-md border border-line-strong text-sm font-medium text-ink hover:text-gold-ink"
                  >
                    Logout
                  </button>
                </div>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <LinkButton to={paths.login} variant="secondary">
                  Login
                </LinkButton>
                <LinkButton to={paths.register}>Register</LinkButton>
              </div>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
