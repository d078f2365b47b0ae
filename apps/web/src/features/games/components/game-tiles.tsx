import type { ReactNode } from 'react';
import { GAME_PAGE_SIZE } from '@swerte/contracts';
import type { Game } from '@swerte/contracts';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../hooks/use-favourites';
import type { LaunchableGame } from '../hooks/use-launch-game';
import { isVendorEntry } from '../lib/vendor-entry';
import { GameTile } from './game-tile';
import './game-grid.css';

export interface GameTilesProps {
  games: readonly Game[];
  /** The game whose launch is under way. */
  launching: number | null;
  onLaunch: (game: LaunchableGame) => void;
  /** The next page may be asked for. */
  hasMore?: boolean;
  isFetchingMore?: boolean;
  onMore?: () => void;
  /** The previous filter's games are shown while the new ones load. */
  isUpdating?: boolean;
  /** Shown instead of the grid when there are no games. */
  empty?: ReactNode;
  /** The favourites list: a game unstarred leaves it at once (and comes back if the call fails). */
  onlyFavourites?: boolean;
  /** A grid, or one row that scrolls sideways (the home page). */
  layout?: 'grid' | 'row';
}

/**
 * The tiles of a list, the favourite star for members, and "more" while pages remain (§4); what a
 * tile starts is the caller's (`GameGrid`, or the vendor popup list inside it).
 */
export function GameTiles(props: GameTilesProps) {
  const { hasMore, isFetchingMore, onMore, isUpdating, empty, launching, onLaunch } = props;
  const { t } = useTranslation();
  const favourites = useFavourites();
  const games =
    props.onlyFavourites && favourites.hasIds
      ? props.games.filter((game) => favourites.isFavourite(game.nodeId))
      : props.games;
  if (games.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="game-grid-wrap" aria-busy={isUpdating || isFetchingMore}>
      <ul
        className={['game-grid', `game-grid--${props.layout ?? 'grid'}`, isUpdating && 'game-grid--updating']
          .filter(Boolean)
          .join(' ')}
      >
        {games.map((game) => (
          <GameTile
            key={game.nodeId}
            game={game}
            isLaunching={launching === game.nodeId}
            onLaunch={onLaunch}
            favourite={
              favourites.isLoggedIn && !isVendorEntry(game)
                ? {
                    isFavourite: favourites.isFavourite(game.nodeId),
                    isPending: favourites.isPending(game.nodeId),
                    onToggle: (chosen) => void favourites.toggle(chosen),
                  }
                : undefined
            }
          />
        ))}
        {isFetchingMore && <SkeletonTiles count={5} />}
      </ul>
      {hasMore && onMore && !isFetchingMore && (
        <div className="game-grid__more">
          <button type="button" className="btn btn--ghost" onClick={onMore}>
            {t('games.more')}
            <ChevronDown size={18} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}

/** Placeholder tiles while a list loads, as tall as the tiles that replace them (no shift). */
export function SkeletonTiles({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} className="game-skeleton" aria-hidden>
      <span className="game-skeleton__art" />
      <span className="game-tile__caption">
        <span className="game-tile__name">
          <span className="game-skeleton__line" />
        </span>
        <span className="game-tile__meta">
          <span className="game-skeleton__line game-skeleton__line--short" />
        </span>
      </span>
    </li>
  ));
}

/** A whole grid of placeholders, announced as loading: a first page's worth unless told otherwise. */
export function GameGridSkeleton({
  count = GAME_PAGE_SIZE,
  layout = 'grid',
}: {
  count?: number;
  layout?: 'grid' | 'row';
}) {
  const { t } = useTranslation();
  return (
    <div className="game-grid-wrap" role="status" aria-label={t('common.loading')}>
      <ul className={`game-grid game-grid--${layout}`}>
        <SkeletonTiles count={count} />
      </ul>
    </div>
  );
}
