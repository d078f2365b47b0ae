import { HomeContent } from '../../features/content/components/home-content';
import { GameCategoryTiles } from '../../features/games/components/game-category-tiles';
import { ReferralNotice } from '../../features/member/components/referral-notice';

/** /register, /register.html: the home content, reading an optional referralCode (§2). */
export function RegisterRoute() {
  return <HomeContent page="register" categories={<GameCategoryTiles />} notice={<ReferralNotice />} />;
}
