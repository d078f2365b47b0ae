import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSmsSender } from './use-sms-sender';

describe('useSmsSender (§4 SMS button)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(expiredMinutes = 2) {
    const send = vi.fn(() => Promise.resolve({ expiredMinutes }));
    const onError = vi.fn();
    const hook = renderHook(() => useSmsSender({ send, onError }));
    return { send, onError, hook };
  }

  it('does not send without a valid number', async () => {
    const { send, hook } = setup();
    await act(async () => {
      expect(await hook.result.current.sendCode(false)).toBe(false);
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('counts down 60 × expiredMinutes seconds and refuses to send meanwhile', async () => {
    const { send, hook } = setup(2);
    await act(async () => {
      await hook.result.current.sendCode(true);
    });
    expect(hook.result.current.seconds).toBe(120);
    const tick = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1000);
        });
      }
    };
    await tick(1);
    expect(hook.result.current.seconds).toBe(119);
    await tick(2);
    await act(async () => {
      expect(await hook.result.current.sendCode(true)).toBe(false);
    });
    expect(send).toHaveBeenCalledTimes(1);
    await tick(117);
    expect(hook.result.current.seconds).toBe(0);
    await act(async () => {
      expect(await hook.result.current.sendCode(true)).toBe(true);
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets one request through per 1000 ms even when sending fails', async () => {
    const send = vi.fn(() => Promise.reject(new Error('down')));
    const onError = vi.fn();
    const hook = renderHook(() => useSmsSender({ send, onError }));
    await act(async () => {
      await hook.result.current.sendCode(true);
      await hook.result.current.sendCode(true);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(1000);
      await hook.result.current.sendCode(true);
    });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
