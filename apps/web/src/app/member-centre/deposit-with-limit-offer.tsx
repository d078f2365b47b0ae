import { DepositLimitOffer } from '../../features/protection/components/deposit-limit-offer';
import { DepositPage } from '../../features/wallet/pages/deposit-page';
import type { MemberCentrePageProps } from '../../stores/member-centre-store';

/**
 * depositv2 with the protection area's offer (issue 15): before a member's first deposit the page first
 * offers to set a deposit limit. Whether it is due is the server's answer (`depositLimitOffer`).
 */
export function DepositWithLimitOffer(props: MemberCentrePageProps) {
  return <DepositPage {...props} intro={<DepositLimitOffer />} />;
}
