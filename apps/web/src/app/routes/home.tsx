import { HomeContent } from '../../features/content/components/home-content';
import { LazyWinnerBoard } from '../../features/content/components/lazy-winner-board';
import { GameCategoryTiles } from '../../features/games/components/game-category-tiles';
import { LazyHotGamesRow } from '../../features/games/components/lazy-hot-games-row';
import { LazyLotteryHome } from '../../features/lottery/components/lazy-lottery-home';
import { useHomeTexts } from '../../features/system/api/get-home-texts';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useUnderCentreSinceLoad } from '../shell/member-centre-link';

/** /, /index, /index.html, /home, /login, /forget: the home page (§2). */
export function HomeRoute() {
  const { currencySymbol, name } = useSiteSettings();
  // A member centre link (`/?mc=…`) shows the centre over the home: the game sections come when it closes.
  const underCentre = useUnderCentreSinceLoad();
  return (
    <HomeContent
      page="home"
      texts={useHomeTexts()}
      siteName={name}
      categories={underCentre ? null : <GameCategoryTiles />}
      hotGames={underCentre ? null : <LazyHotGamesRow />}
      lottery={underCentre ? null : <LazyLotteryHome />}
      winners={underCentre ? null : <LazyWinnerBoard currencySymbol={currencySymbol} />}
    />
  );
}
