import type { LoyaltyRewardKind } from '@swerte/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/money';

/** A reward as people read it: 500 points, 5.00 cash, 5.00 bonus. */
export function rewardText(t: TFunction, kind: LoyaltyRewardKind, amount: string): string {
  return t(`points.amounts.${kind}`, { amount: kind === 'points' ? amount : formatMoney(amount) });
}
