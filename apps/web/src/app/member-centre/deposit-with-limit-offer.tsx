import { DepositLimitOffer } from '../../features/protection/components/deposit-limit-offer';
import { useDeposits } from '../../features/wallet/api/payments';
import { DepositPage } from '../../features/wallet/pages/deposit-page';
import type { MemberCentrePageProps } from '../../stores/member-centre-store';

/**
 * depositv2 with the protection area's offer (issue 15): before a member's first deposit (none in their
 * list yet) the page first offers to set a deposit limit.
 */
export function DepositWithLimitOffer(props: MemberCentrePageProps) {
  const deposits = useDeposits();
  const first = deposits.data !== undefined && deposits.data.pages[0]?.list.length === 0;
  return <DepositPage {...props} intro={first ? <DepositLimitOffer /> : null} />;
}
