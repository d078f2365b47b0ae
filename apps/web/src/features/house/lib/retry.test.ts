import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { retryOnNetworkError } from './retry';

describe('retryOnNetworkError', () => {
  it('repeats the same call after a network error and returns its answer', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('error_network', 'Network error', 0))
      .mockResolvedValueOnce('round-1');
    await expect(retryOnNetworkError(call, [0, 0])).resolves.toBe('round-1');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('stops at the first answer from the server, even a refusal', async () => {
    const refusal = new ApiError('error_insufficient_balance', 'Not enough', 400);
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(refusal);
    await expect(retryOnNetworkError(call, [0, 0])).rejects.toBe(refusal);
    expect(call).toHaveBeenCalledOnce();
  });

  it('gives up after the last delay', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(new ApiError('error_network', '', 0));
    await expect(retryOnNetworkError(call, [0, 0])).rejects.toMatchObject({ code: 'error_network' });
    expect(call).toHaveBeenCalledTimes(3);
  });
});
