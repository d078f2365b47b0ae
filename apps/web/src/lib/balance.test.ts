import { describe, expect, it } from 'vitest';
import { walletEndpoints } from '@swerte/contracts';
import { BALANCE_QUERY_KEY, balanceEndpoint, balanceQueryOptions } from './balance';

describe('balance query', () => {
  it('calls the contract path', () => {
    expect(balanceEndpoint).toEqual({
      method: walletEndpoints.balance.method,
      path: walletEndpoints.balance.path,
    });
  });

  it('sits under the key that money-moving calls invalidate', () => {
    expect(balanceQueryOptions('t').queryKey.slice(0, BALANCE_QUERY_KEY.length)).toEqual([
      ...BALANCE_QUERY_KEY,
    ]);
  });
});
