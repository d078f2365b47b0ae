import type { BuySlipBody, Slip } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { lotteryRefs } from './lottery-refs';

/** A fresh id for one slip: a retry of the same slip (a lost answer) is answered, not charged again. */
export function newSlipRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** POST /wps/lottery/slips: every bet on every draw, paid from the wallet at once. */
export function buySlip(body: BuySlipBody): Promise<Slip> {
  return callEndpoint(lotteryRefs.buy, { body });
}
