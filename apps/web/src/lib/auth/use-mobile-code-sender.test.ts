import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { encodeProblem, mobileValidator, ruleValidator } from './field-problems';
import type { HumanCheck } from './use-human-check';
import { useMobileCodeSender } from './use-mobile-code-sender';

beforeAll(async () => {
  await initI18n();
});

const human: HumanCheck = {
  status: 'verified',
  take: () => Promise.resolve('payload'),
  retry: () => undefined,
};

function setup(number: string, valid = true) {
  const request = vi.fn(() => Promise.resolve({ expiredMinutes: 1 }));
  const setNotice = vi.fn();
  const setFailure = vi.fn();
  const hook = renderHook(() =>
    useMobileCodeSender({
      request,
      dialingCode: '63',
      mobileNo: () => number,
      checkNumber: () => Promise.resolve(valid),
      human,
      setNotice,
      setFailure,
    }),
  );
  return { request, setNotice, setFailure, hook };
}

describe('useMobileCodeSender (§4)', () => {
  it('clears the messages, then sends the trimmed number with the dialing code and a human check', async () => {
    const { request, setNotice, setFailure, hook } = setup(' 9171234567 ');
    act(() => hook.result.current.send());
    expect(setFailure).toHaveBeenCalledWith(null);
    expect(setNotice).toHaveBeenCalledWith(null);
    await waitFor(() => expect(hook.result.current.seconds).toBe(60));
    expect(request).toHaveBeenCalledWith({
      countryDialingCode: '63',
      mobileNo: '9171234567',
      altcha: 'payload',
    });
    expect(setNotice).toHaveBeenLastCalledWith(expect.any(String));
  });

  it('sends nothing for an invalid number, nor for an empty one that an optional field lets through', async () => {
    for (const [number, valid] of [
      ['917', false],
      ['  ', true],
    ] as const) {
      const { request, hook } = setup(number, valid);
      act(() => hook.result.current.send());
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(request).not.toHaveBeenCalled();
    }
  });
});

describe('mobileValidator', () => {
  const invalid = encodeProblem({ key: 'in_mobileNum_error' });

  it('requires a number valid for the country by default', () => {
    const validate = mobileValidator('PH');
    expect(validate('  ')).toBe(encodeProblem({ key: 'field_required' }));
    expect(validate('123')).toBe(invalid);
    expect(validate('09171234567')).toBe(true);
  });

  it('lets an optional number be left out, and checks it once typed', () => {
    const rule = {
      enabled: true,
      required: false,
      minLength: 0,
      maxLength: 20,
      acceptedPattern: '*',
      patternId: 0,
    };
    const validate = mobileValidator('PH', ruleValidator(rule));
    expect(validate('')).toBe(true);
    expect(validate('123')).toBe(invalid);
  });
});
