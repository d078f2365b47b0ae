import type { Deposit } from '@swerte/contracts';

/**
 * Whether the member may still take a deposit back: only a bank transfer the operator has not decided.
 * An online payment stays open for the gateway, which may still pay it. The server checks the same.
 */
export function canCancelDeposit(deposit: Pick<Deposit, 'status' | 'kind'>): boolean {
  return deposit.status === 'pending' && deposit.kind === 'bank';
}
