import { HomeContent } from '../../features/content/components/home-content';
import { GameCategoryTiles } from '../../features/games/components/game-category-tiles';

/** /, /index, /index.html, /home, /login, /forget: the home page (§2). */
export function HomeRoute() {
  return <HomeContent page="home" categories={<GameCategoryTiles />} />;
}
