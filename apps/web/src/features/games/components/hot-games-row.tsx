import { Link } from 'react-router';
import { ChevronRight, Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHotGames } from '../api/get-hot-games';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-tiles';
import './hot-games-row.css';

/** Most hot games the home page's row shows. */
export const HOME_HOT_GAMES = 12;

/** The home page's row of hot games (GCSGAME_hotGamesV2), with a link to /hot. */
export function HotGamesRow() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const games = hot.data?.slice(0, HOME_HOT_GAMES) ?? [];
  // Nothing hot (or the call failed): the home page simply goes on without the row.
  if (hot.data && games.length === 0) return null;
  if (hot.isError && !hot.data) return null;
  return (
    <section aria-labelledby="home-hot-games" className="hot-row">
      <div className="hot-row__head">
        <h2 id="home-hot-games" className="section-title hot-row__title">
          <Flame size={22} aria-hidden className="hot-row__icon" />
          {t('games.homeHotTitle')}
        </h2>
        <Link to="/hot" className="hot-row__all">
          {t('games.homeHotAll')}
          <ChevronRight size={16} aria-hidden />
        </Link>
      </div>
      {hot.data ? <GameGrid games={games} layout="row" /> : <GameGridSkeleton count={6} layout="row" />}
    </section>
  );
}
