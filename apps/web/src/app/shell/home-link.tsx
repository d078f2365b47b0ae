import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** The home page's addresses besides `/` (§2): the original site's names for it. */
export const HOME_ALIASES = ['index', 'index.html', 'home', 'login', 'forget'] as const;

const HOME_PATHS = new Set<string>(['/', ...HOME_ALIASES.map((alias) => `/${alias}`)]);

/**
 * The nav's Home entry, current on every address of the home page (a NavLink to `/` would be current
 * on `/` only). The build prerenders the home once for all its addresses, so the entry must look the
 * same on each for the page to hydrate.
 */
export function HomeNavLink({
  className,
  onClick,
  children,
}: {
  className: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const current = HOME_PATHS.has(useLocation().pathname);
  return (
    <Link
      to="/"
      className={current ? `${className} active` : className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
