import { describe, expect, it } from 'vitest';
import type { PermissionValue } from '../api/get-permission';
import { readLoginedToHomePage, shouldRedirectToLogin } from './login-gate';

describe('shouldRedirectToLogin', () => {
  const gate = (pathname: string, enabled = true, hasToken = false) =>
    shouldRedirectToLogin({ enabled, hasToken, pathname });

  it('does nothing while the setting is off', () => {
    expect(gate('/vip', false)).toBe(false);
  });

  it('lets a visitor with a session token go anywhere', () => {
    expect(gate('/vip', true, true)).toBe(false);
  });

  it('sends a visitor without a token to /login', () => {
    for (const path of ['/', '/vip', '/rng', '/help', '/down', '/nowhere']) expect(gate(path)).toBe(true);
  });

  it('keeps the open paths open', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download', '/register/']) {
      expect(gate(path)).toBe(false);
    }
  });
});

describe('readLoginedToHomePage', () => {
  const permission = (loginedToHomePage: boolean) =>
    ({ info: { site: { loginedToHomePage } } }) as unknown as PermissionValue;

  it('is off until permission has loaded', () => {
    expect(readLoginedToHomePage(undefined)).toBe(false);
  });

  it("follows the operator's site setting", () => {
    expect(readLoginedToHomePage(permission(true))).toBe(true);
    expect(readLoginedToHomePage(permission(false))).toBe(false);
  });
});
