import {
  adminApprovalEndpoints,
  adminDepositMethodEndpoints,
  adminPaymentsEndpoints,
  PAYMENTS_PATHS,
  type DepositMethodInput,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint, fetchBlob, fillPath } from '../../lib/api-client';

const e = adminPaymentsEndpoints;
export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

export const depositsQuery = (status: DepositStatus | undefined, cursor: number | undefined) =>
  queryOptions({
    queryKey: ['deposits', status ?? 'all', cursor ?? 0],
    queryFn: ({ signal }) => callEndpoint(e.deposits, { query: { status, cursor, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

export const withdrawalsQuery = (status: WithdrawalStatus | undefined, cursor: number | undefined) =>
  queryOptions({
    queryKey: ['withdrawals', status ?? 'all', cursor ?? 0],
    queryFn: ({ signal }) => callEndpoint(e.withdrawals, { query: { status, cursor, pageSize: 50 }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

export type Decision = 'approve' | 'reject' | 'paid';

/** What a decision answers, deposit or withdrawal alike: the order and its new status. */
export interface Decided {
  orderNo: string;
  status: DepositStatus | WithdrawalStatus;
}

export function decide(
  kind: 'deposit' | 'withdrawal',
  decision: Decision,
  id: number,
  remark: string,
): Promise<Decided> {
  const params = { id };
  const body = { remark };
  if (kind === 'deposit') {
    return decision === 'approve'
      ? callEndpoint(e.approveDeposit, { params, body })
      : callEndpoint(e.rejectDeposit, { params, body });
  }
  return decision === 'paid'
    ? callEndpoint(e.payWithdrawal, { params, body })
    : callEndpoint(e.rejectWithdrawal, { params, body });
}

/** A receipt image as an object URL (an <img> cannot send the bearer token itself). */
export async function receiptUrl(depositId: number, receiptId: number): Promise<string> {
  const blob = await fetchBlob(fillPath(PAYMENTS_PATHS.operatorReceipt, { id: depositId, receiptId }));
  return URL.createObjectURL(blob);
}

/** A payout above the four-eyes amount, sent for a second operator's approval (the Approvals page). */
export const requestPayout = (withdrawalId: number, remark: string) =>
  callEndpoint(adminApprovalEndpoints.create, {
    body: { kind: 'withdrawal_paid', withdrawalId, decision: { remark } },
  });

const methods = adminDepositMethodEndpoints;
export const methodsQuery = () =>
  queryOptions({
    queryKey: ['depositMethods'],
    queryFn: ({ signal }) => callEndpoint(methods.list, { signal }),
  });
export const saveMethod = (id: number | null, body: DepositMethodInput) =>
  id === null
    ? callEndpoint(methods.create, { body })
    : callEndpoint(methods.update, { params: { id }, body });
export const setMethodEnabled = (id: number, enabled: boolean) =>
  callEndpoint(methods.setEnabled, { params: { id }, body: { enabled } });
export const orderMethods = (ids: number[]) => callEndpoint(methods.order, { body: { ids } });
