import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { cn } from '@/lib/cn';
import { humanize } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLogout, useSession } from '@/lib/session';
import { ChevronDown, LayoutDashboard, LogOut } from '@/ui/shell-icons';
import { initials } from './initials';

/**
 * The logged-in user's menu (spec §2): a disclosure button with their name that shows name, role,
 * Dashboard and Logout. Closes on Esc (focus back to the button), an outside click, or navigation.
 */
export function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const [pathname] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A new address (a link followed) closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line py-1 pr-3 pl-1 text-sm font-medium text-ink transition-colors hover:border-gold-ink"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-gold text-xs font-semibold text-on-gold"
        >
          {initials(user.name)}
        </span>
        <span className="max-w-36 truncate">{user.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-raised"
      >
        <div className="border-b border-line px-3 pt-2 pb-3">
          <p className="truncate font-medium text-ink">{user.name}</p>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
          <p className="mt-2 inline-block rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-gold-ink">
            {humanize(user.role)}
          </p>
        </div>
        <ul className="pt-2">
          <li>
            <Link
              to={paths.dashboard(user.role)}
              className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-ink hover:bg-surface-muted hover:text-gold-ink"
            >
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Dashboard
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => void logout()}
              className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm text-ink hover:bg-surface-muted hover:text-gold-ink"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
