import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';

type NavLinkProps = Omit<ComponentProps<'a'>, 'className' | 'href'> & {
  to: string;
  replace?: boolean;
  /** Current only at exactly this address, not also at the addresses under it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

const comparable = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/** A navigation link that knows whether it leads to the current page: styled so, and `aria-current="page"`. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const [pathname] = useLocation();
  const here = comparable(pathname);
  const target = comparable(to);
  const isActive = here === target || (!end && here.startsWith(target === '/' ? '/' : `${target}/`));
  return <Link to={to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })} {...props} />;
}
