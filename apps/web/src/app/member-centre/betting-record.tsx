import { HouseRoundRecall } from '../../features/house/components/round/house-round-recall';
import { LotteryBetDetail } from '../../features/lottery/components/lottery-bet-detail';
import { SportsBetDetail } from '../../features/sports/components/sports-bet-detail';
import { BettingRecordPage, type BetDetailProps } from '../../features/wallet/pages/betting-record-page';
import type { MemberCentrePageProps } from '../../stores/member-centre-store';

/** A row's own game detail: a lottery ticket's numbers, a sports bet's legs (each renders nothing on other bets). */
function GameBetDetail({ bet }: BetDetailProps) {
  return (
    <>
      <LotteryBetDetail bet={bet} />
      <SportsBetDetail bet={bet} />
    </>
  );
}

/** The wallet's betting record: house bets open the house area's game recall, lottery and sports bets show their detail. */
export function BettingRecord(props: MemberCentrePageProps) {
  return <BettingRecordPage {...props} RoundRecall={HouseRoundRecall} BetDetail={GameBetDetail} />;
}
