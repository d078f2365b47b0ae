import type { PermissionValue } from '../api/get-permission';

/** §2: paths a visitor without a session may still open while loginedToHomePage is on. */
export const OPEN_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/**
 * Reads the operator's loginedToHomePage setting. The permission contract does not carry it yet,
 * so it is looked up defensively on `info` and `info.site` and counts as off unless it is `true`.
 */
export function readLoginedToHomePage(permission: PermissionValue | undefined): boolean {
  if (!permission) return false;
  const info = permission.info as unknown as Record<string, unknown>;
  const site = permission.info.site as unknown as Record<string, unknown>;
  return info.loginedToHomePage === true || site.loginedToHomePage === true;
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
