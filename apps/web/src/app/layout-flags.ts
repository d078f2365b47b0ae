import { useMatches } from 'react-router';

/** Which shell regions a route shows (§2: some pages are "header only" or hide the header). */
export interface LayoutFlags {
  header: boolean;
  banner: boolean;
  sideMenu: boolean;
  footer: boolean;
}

export interface RouteHandle {
  layout?: Partial<LayoutFlags>;
}

const FULL: LayoutFlags = { header: true, banner: true, sideMenu: true, footer: true };

export const HEADER_ONLY: Partial<LayoutFlags> = { banner: false, sideMenu: false, footer: false };
export const MAIN_ONLY: Partial<LayoutFlags> = {
  header: false,
  banner: false,
  sideMenu: false,
  footer: false,
};
export const NO_SIDE_MENU: Partial<LayoutFlags> = { sideMenu: false };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'layout' in handle;
}

export function useLayoutFlags(): LayoutFlags {
  const matches = useMatches();
  return matches.reduce<LayoutFlags>(
    (flags, match) => (isRouteHandle(match.handle) ? { ...flags, ...match.handle.layout } : flags),
    FULL,
  );
}
