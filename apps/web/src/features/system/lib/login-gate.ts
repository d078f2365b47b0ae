import type { PermissionValue } from '../api/get-permission';

/** §2: paths a visitor without a session may still open while loginedToHomePage is on. */
export const OPEN_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/** The operator's loginedToHomePage setting (permission info.site); off until permission has loaded. */
export function readLoginedToHomePage(permission: PermissionValue | undefined): boolean {
  return permission?.info.site.loginedToHomePage ?? false;
}

interface LoginGateInput {
  enabled: boolean;
  hasToken: boolean;
  pathname: string;
}

/** Whether this navigation must be sent to /login (§2 loginedToHomePage rule). */
export function shouldRedirectToLogin({ enabled, hasToken, pathname }: LoginGateInput): boolean {
  if (!enabled || hasToken) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !OPEN_PATHS.includes(path);
}
