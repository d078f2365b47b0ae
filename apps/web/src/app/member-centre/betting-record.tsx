import { HouseRoundRecall } from '../../features/house/components/round/house-round-recall';
import { BettingRecordPage } from '../../features/wallet/pages/betting-record-page';
import type { MemberCentrePageProps } from '../../stores/member-centre-store';

/** The wallet's betting record, whose house bets open the house area's game recall. */
export function BettingRecord(props: MemberCentrePageProps) {
  return <BettingRecordPage {...props} RoundRecall={HouseRoundRecall} />;
}
