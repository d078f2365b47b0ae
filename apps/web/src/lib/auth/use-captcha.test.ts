import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createThrottle } from './throttle';
import { CAPTCHA_REFRESH_MS, useCaptcha } from './use-captcha';

describe('createThrottle', () => {
  it('passes once per interval', () => {
    let now = 0;
    const pass = createThrottle(1000, () => now);
    expect(pass()).toBe(true);
    now = 999;
    expect(pass()).toBe(false);
    now = 1000;
    expect(pass()).toBe(true);
  });
});

describe('useCaptcha (§4 refresh at most once a second)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches a new image on click no more than once per second', async () => {
    vi.useFakeTimers();
    let served = 0;
    const fetchMock = vi.fn(() => {
      served += 1;
      const value = { captchaKey: `k${served}`, image: 'data:image/png;base64,AA' };
      return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCaptcha());
    await act(async () => {
      result.current.refresh();
      result.current.refresh();
      result.current.refresh();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.captcha?.captchaKey).toBe('k1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAPTCHA_REFRESH_MS);
      result.current.refresh();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.captcha?.captchaKey).toBe('k2');
  });
});
