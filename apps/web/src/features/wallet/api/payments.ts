import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  BankDepositBody,
  GatewayDepositBody,
  WithdrawBody,
  WithdrawalConfirmation,
  paymentsEndpoints,
} from '@swerte/contracts';
import { callEndpoint, fetchBlob, fillPath } from '../../../lib/api-client';
import { callEnc } from '../../../lib/auth/enc-call';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof paymentsEndpoints;

/** Method and path of the deposit and withdrawal calls; api-refs.test.ts checks them. */
export const paymentRefs = {
  depositMethods: endpointRef<Calls['depositMethods']>('GET', '/wps/wallet/deposit/methods'),
  bankDeposit: endpointRef<Calls['bankDeposit']>('POST', '/wps/wallet/deposit/bank'),
  gatewayDeposit: endpointRef<Calls['gatewayDeposit']>('POST', '/wps/wallet/deposit/gateway'),
  deposits: endpointRef<Calls['deposits']>('GET', '/wps/wallet/deposits'),
  cancelDeposit: endpointRef<Calls['cancelDeposit']>('POST', '/wps/wallet/deposits/:orderNo/cancel'),
  withdrawInfo: endpointRef<Calls['withdrawInfo']>('GET', '/wps/wallet/withdraw/info'),
  withdraw: endpointRef<Calls['withdraw']>('POST', '/wps/wallet/withdraw'),
  withdrawals: endpointRef<Calls['withdrawals']>('GET', '/wps/wallet/withdrawals'),
  confirmWithdrawal: endpointRef<Calls['confirmWithdrawal']>(
    'POST',
    '/wps/wallet/withdrawals/:orderNo/confirm',
  ),
};

/** PAYMENTS_PATHS.memberReceipt: image bytes, not an envelope, so not an endpoint ref. */
export const MEMBER_RECEIPT_PATH = '/wps/wallet/deposits/:orderNo/receipts/:receiptId';

function useToken() {
  return useSessionStore((state) => state.token);
}

export function useDepositMethods() {
  const token = useToken();
  return useQuery({
    queryKey: ['wallet', 'depositMethods', token],
    queryFn: ({ signal }) => callEndpoint(paymentRefs.depositMethods, { signal }),
    enabled: token !== null,
    // Operators switch methods on and off at any time: asked again whenever the deposit page opens.
    staleTime: 0,
  });
}

export function depositsQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: ['wallet', 'deposits', token],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(paymentRefs.deposits, { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: token !== null,
  });
}

export function useDeposits() {
  return useInfiniteQuery(depositsQueryOptions(useToken()));
}

/**
 * One receipt image of the member's own deposit, as bytes (the call needs the bearer token). Receipts
 * never change, so they are fetched once; outside 'wallet' keys, so money moving does not refetch them.
 */
export function receiptQueryOptions(token: string | null, orderNo: string, receiptId: number) {
  return queryOptions({
    queryKey: ['depositReceipt', token, orderNo, receiptId],
    queryFn: ({ signal }) => fetchBlob(fillPath(MEMBER_RECEIPT_PATH, { orderNo, receiptId }), { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: 1,
  });
}

export function useReceipt(orderNo: string, receiptId: number) {
  return useQuery(receiptQueryOptions(useToken(), orderNo, receiptId));
}

export function withdrawInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'withdrawInfo', token],
    queryFn: ({ signal }) => callEndpoint(paymentRefs.withdrawInfo, { signal }),
    enabled: token !== null,
  });
}

export function useWithdrawInfo() {
  return useQuery(withdrawInfoQueryOptions(useToken()));
}

export function withdrawalsQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: ['wallet', 'withdrawals', token],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(paymentRefs.withdrawals, { signal, query: { cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: token !== null,
  });
}

export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQueryOptions(useToken()));
}

export function depositByBank(body: BankDepositBody) {
  return callEndpoint(paymentRefs.bankDeposit, { body });
}

export function depositByGateway(body: GatewayDepositBody) {
  return callEndpoint(paymentRefs.gatewayDeposit, { body });
}

/** Only the member's own pending bank deposit; nothing was credited, so no balance changes. */
export function cancelDeposit(orderNo: string) {
  return callEndpoint(paymentRefs.cancelDeposit, { params: { orderNo } });
}

/** "enc" (carries the payment password); the amount is held from the cash wallet at once. */
export function requestWithdrawal(body: WithdrawBody) {
  return callEnc(paymentRefs.withdraw, body);
}

export function confirmWithdrawal(orderNo: string, confirmation: WithdrawalConfirmation) {
  return callEndpoint(paymentRefs.confirmWithdrawal, { params: { orderNo }, body: { confirmation } });
}
