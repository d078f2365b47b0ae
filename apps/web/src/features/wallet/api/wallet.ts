import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferUplineBody, WalletTransferBody, walletEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { callEnc } from '../../../lib/auth/enc-call';
import { balanceEndpoint } from '../../../lib/balance';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof walletEndpoints;

/** Method and path of the wallet calls; api-refs.test.ts checks them against the contract. */
export const walletRefs = {
  balance: balanceEndpoint,
  transfer: endpointRef<Calls['transfer']>('POST', '/wps/relay/GCS_walletTransfer'),
  merchantWallet: endpointRef<Calls['merchantWallet']>('GET', '/wps/relay/GCS_merchantWallet'),
  consolidate: endpointRef<Calls['consolidate']>('POST', '/wps/member/info/funds/consolidated'),
  transferUpline: endpointRef<Calls['transferUpline']>('POST', '/wps/member/transferUpline'),
};

/** The member's wallet at every transfer-mode vendor. */
export function merchantWalletQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'merchant', token],
    queryFn: ({ signal }) => callEndpoint(walletRefs.merchantWallet, { signal }),
    enabled: token !== null,
  });
}

export function useMerchantWallet() {
  const token = useSessionStore((state) => state.token);
  return useQuery(merchantWalletQueryOptions(token));
}

/** Idempotent by transferId: a retry with the same id moves nothing twice. */
export function transferWallet(body: WalletTransferBody) {
  return callEndpoint(walletRefs.transfer, { body });
}

export function consolidateFunds() {
  return callEndpoint(walletRefs.consolidate);
}

/** "enc" (carries the payment password). */
export function transferToUpline(body: TransferUplineBody) {
  return callEnc(walletRefs.transferUpline, body);
}

/** A fresh id for one transfer the member is about to make. */
export function newTransferId(): string {
  return crypto.randomUUID();
}
