import { HomeContent } from '../../features/content/components/home-content';
import { GameCategoryTiles } from '../../features/games/components/game-category-tiles';
import { LazyHotGamesRow } from '../../features/games/components/lazy-hot-games-row';

/** /, /index, /index.html, /home, /login, /forget: the home page (§2). */
export function HomeRoute() {
  return <HomeContent page="home" categories={<GameCategoryTiles />} hotGames={<LazyHotGamesRow />} />;
}
