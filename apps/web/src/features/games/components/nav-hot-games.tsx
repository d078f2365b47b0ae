import { useId } from 'react';
import type { GameType } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { useHotGames } from '../api/get-hot-games';
import { useLaunchGame } from '../hooks/use-launch-game';
import { isVendorEntry } from '../lib/vendor-entry';
import { GameImage } from './game-image';
import './nav-hot-games.css';

/** Most hot games a nav dropdown shows. */
export const NAV_HOT_GAMES = 6;

interface NavHotGamesProps {
  gameType: GameType;
  /** A game was launched (or the launch asked for a login): the dropdown may close. */
  onLaunched: () => void;
}

/**
 * The hot games of one type (GCSGAME_hotGamesV2) in the nav's dropdown: asked only when the dropdown
 * opens; nothing is shown when the type has none or the call fails (the vendors above still work).
 */
export function NavHotGames({ gameType, onLaunched }: NavHotGamesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hot = useHotGames(gameType);
  const { launch, launching } = useLaunchGame();
  // The vendors are listed above in the dropdown: their hot-list entries (§3 VASSALAGE) are left out.
  const games = hot.data?.filter((game) => !isVendorEntry(game)).slice(0, NAV_HOT_GAMES) ?? [];
  if (hot.isError || (hot.data && games.length === 0)) return null;

  return (
    <section className="nav-hot" aria-labelledby={titleId}>
      <p id={titleId} className="nav-hot__title">
        {t('games.navHotOf', { type: t(`gameTypes.${gameType}`) })}
      </p>
      <ul className="nav-hot__list" aria-busy={!hot.data}>
        {hot.data
          ? games.map((game) => (
              <li key={game.nodeId}>
                <button
                  type="button"
                  className="nav-hot__game"
                  aria-label={t('games.playName', { name: game.gameName })}
                  aria-busy={launching === game.nodeId}
                  disabled={launching === game.nodeId}
                  onClick={() => void launch(game).then(onLaunched)}
                >
                  <GameImage key={game.imageUrl} src={game.imageUrl} alt="" />
                  <span className="nav-hot__name">{game.gameName}</span>
                  <span className="nav-hot__vendor">{game.vendorName}</span>
                </button>
              </li>
            ))
          : Array.from({ length: NAV_HOT_GAMES }, (_, index) => (
              <li key={index} className="nav-hot__skeleton" aria-hidden />
            ))}
      </ul>
    </section>
  );
}
