import { HouseRoundRecall } from '../../features/house/components/round/house-round-recall';
import { LotteryBetDetail } from '../../features/lottery/components/lottery-bet-detail';
import { BettingRecordPage } from '../../features/wallet/pages/betting-record-page';
import type { MemberCentrePageProps } from '../../stores/member-centre-store';

/** The wallet's betting record: house bets open the house area's game recall, lottery tickets show their numbers. */
export function BettingRecord(props: MemberCentrePageProps) {
  return <BettingRecordPage {...props} RoundRecall={HouseRoundRecall} BetDetail={LotteryBetDetail} />;
}
