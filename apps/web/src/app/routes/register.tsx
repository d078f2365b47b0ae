import { HomeContent } from '../../features/content/components/home-content';
import { GameCategoryTiles } from '../../features/games/components/game-category-tiles';
import { ReferralNotice } from '../../features/member/components/referral-notice';
import { useHomeTexts } from '../../features/system/api/get-home-texts';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';

/** /register, /register.html: the home content, reading an optional referralCode (§2). */
export function RegisterRoute() {
  return (
    <HomeContent
      page="register"
      texts={useHomeTexts()}
      siteName={useSiteSettings().name}
      categories={<GameCategoryTiles />}
      notice={<ReferralNotice />}
    />
  );
}
