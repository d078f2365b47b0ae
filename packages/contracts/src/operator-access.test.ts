import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.js';
import { endpoints } from './index.js';
import { OPERATOR_ACCESS, OPERATOR_ROLES, operatorMay, operatorRolesFor } from './operator-access.js';

/** The operator's own session calls, which every role makes (the auditor included). */
const SELF_CALLS = new Set(
  Object.entries(OPERATOR_ACCESS)
    .filter(([, roles]) => roles.length === OPERATOR_ROLES.length)
    .map(([key]) => key),
);

describe('the operator permission matrix', () => {
  it('names every operator call of the contracts', () => {
    const operatorCalls = Object.values(endpoints)
      .flatMap((group): Endpoint[] => Object.values(group as Record<string, Endpoint>))
      .filter((endpoint) => endpoint.auth === 'operator');
    expect(operatorCalls.length).toBeGreaterThan(50);
    for (const call of operatorCalls)
      expect(operatorRolesFor(call.method, call.path), `${call.method} ${call.path}`).not.toBeNull();
  });

  it('lets admin make every call, the auditor every read and no write but their own session', () => {
    for (const [key, roles] of Object.entries(OPERATOR_ACCESS)) {
      expect(roles, key).toContain('admin');
      const isRead = key.startsWith('GET ');
      if (isRead) expect(roles, key).toContain('auditor');
      else if (!SELF_CALLS.has(key)) expect(roles, key).not.toContain('auditor');
    }
  });

  it('keeps money to finance, content to content and refuses unknown calls', () => {
    expect(operatorMay('finance', 'POST', '/wps/admin/wallet/adjust')).toBe(true);
    expect(operatorMay('support', 'POST', '/wps/admin/wallet/adjust')).toBe(false);
    expect(operatorMay('content', 'POST', '/wps/admin/content/banners')).toBe(true);
    expect(operatorMay('finance', 'POST', '/wps/admin/content/banners')).toBe(false);
    expect(operatorMay('support', 'GET', '/wps/admin/content/feedback')).toBe(true);
    expect(operatorMay('auditor', 'GET', '/wps/admin/deposits')).toBe(true);
    expect(operatorMay('auditor', 'POST', '/wps/admin/deposits/:id/approve')).toBe(false);
    expect(operatorMay('admin', 'GET', '/wps/admin/nothing')).toBe(false);
    expect(operatorRolesFor('GET', 'toString')).toBeNull();
  });
});
