import { describe, expect, it } from 'vitest';
import { PAYMENTS_PATHS, paymentsEndpoints, recordsEndpoints, walletEndpoints } from '@swerte/contracts';
import type { Endpoint } from '@swerte/contracts';
import type { EndpointRef } from '../../../lib/endpoint-ref';
import { MEMBER_RECEIPT_PATH, paymentRefs } from './payments';
import { recordRefs } from './records';
import { walletRefs } from './wallet';

function pairs(refs: Record<string, EndpointRef<Endpoint>>, contracts: Record<string, Endpoint>) {
  return Object.entries(refs).map(([name, ref]) => [name, ref, contracts[name]] as const);
}

describe('wallet, payment and record call refs', () => {
  it.each([
    ...pairs(walletRefs, walletEndpoints),
    ...pairs(paymentRefs, paymentsEndpoints),
    ...pairs(recordRefs, recordsEndpoints),
  ])('%s matches its contract', (_name, ref, contract) => {
    expect({ method: ref.method, path: ref.path }).toEqual({
      method: contract?.method,
      path: contract?.path,
    });
  });

  it('cover every member call of the three areas', () => {
    expect(Object.keys(walletRefs).sort()).toEqual(Object.keys(walletEndpoints).sort());
    expect(Object.keys(paymentRefs).sort()).toEqual(Object.keys(paymentsEndpoints).sort());
    expect(Object.keys(recordRefs).sort()).toEqual(Object.keys(recordsEndpoints).sort());
  });

  it('fetch receipt images where the server serves them', () => {
    expect(MEMBER_RECEIPT_PATH).toBe(PAYMENTS_PATHS.memberReceipt);
  });
});
