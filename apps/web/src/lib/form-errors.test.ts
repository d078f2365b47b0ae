import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { applyServerErrors } from './form-errors';

const t = ((key: string) => key) as unknown as TFunction;

describe('applyServerErrors', () => {
  it('puts field messages and a field-owned code under their fields and returns the alert text', () => {
    const setError = vi.fn();
    const error = new ApiError('error_payment_password', 'Mali ang payment password', 400, undefined, {
      amount: 'Too much',
    });
    const text = applyServerErrors(error, setError, t, { error_payment_password: 'paymentPassword' });
    expect(text).toBe('Mali ang payment password');
    expect(setError).toHaveBeenCalledWith('amount', { message: 'Too much' });
    expect(setError).toHaveBeenCalledWith('paymentPassword', { message: 'Mali ang payment password' });
  });

  it('leaves the fields alone for anything but an API error', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new Error('boom'), setError, t)).toBe('errors.error_internal');
    expect(setError).not.toHaveBeenCalled();
  });
});
