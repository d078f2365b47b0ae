import { describe, expect, it } from 'vitest';
import { canCancelDeposit } from './deposit-state';

describe('canCancelDeposit', () => {
  it('allows only a pending bank deposit', () => {
    expect(canCancelDeposit({ status: 'pending', kind: 'bank' })).toBe(true);
    for (const status of ['approved', 'rejected', 'cancelled'] as const) {
      expect(canCancelDeposit({ status, kind: 'bank' }), status).toBe(false);
    }
    expect(canCancelDeposit({ status: 'pending', kind: 'gateway' })).toBe(false);
  });
});
