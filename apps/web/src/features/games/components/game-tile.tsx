import { useId } from 'react';
import type { Game } from '@swerte/contracts';
import { Play, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isVendorEntry } from '../lib/vendor-entry';
import { GameImage } from './game-image';
import './game-tile.css';

export interface GameTileProps {
  game: Game;
  onLaunch: (game: Game) => void;
  isLaunching: boolean;
  /** Shown to logged-in members only. */
  favourite?: { isFavourite: boolean; isPending: boolean; onToggle: (game: Game) => void };
}

/**
 * One game: its artwork (lazy), name, vendor, hot/new badges and the favourite star. An entry for a
 * whole vendor (§3 isGame VASSALAGE) shows the vendor's logo and game type and opens its games.
 */
export function GameTile({ game, onLaunch, isLaunching, favourite }: GameTileProps) {
  const { t } = useTranslation();
  const isVendor = isVendorEntry(game);
  const metaId = useId();
  return (
    <li
      className={isVendor ? 'game-tile game-tile--vendor' : 'game-tile'}
      data-testid="game-tile"
      data-game-id={game.nodeId}
    >
      <button
        type="button"
        className="game-tile__launch"
        aria-describedby={metaId}
        aria-busy={isLaunching}
        disabled={isLaunching}
        onClick={() => onLaunch(game)}
      >
        {/* Named by text, not aria-label: the name ("Play <game>") holds the visible game name, as
            speech input expects (WCAG 2.5.3); the vendor and badges are its description. */}
        <span className="visually-hidden">
          {isVendor
            ? t('games.vendorPopupOpen', { vendor: game.gameName })
            : t('games.playName', { name: game.gameName })}
        </span>
        <GameImage key={game.imageUrl} src={game.imageUrl} alt="" fit={isVendor ? 'contain' : 'cover'} />
        <span className="game-tile__play" aria-hidden>
          <span className="game-tile__play-icon">
            {isLaunching ? <span className="game-tile__spinner" /> : <Play size={18} fill="currentColor" />}
          </span>
          {isLaunching ? t('games.launching') : t(isVendor ? 'games.listLabel' : 'games.play')}
        </span>
        <span className="game-tile__caption">
          <span className="game-tile__name" aria-hidden>
            {game.gameName}
          </span>
          <span className="game-tile__meta" id={metaId} aria-hidden>
            <span className="game-tile__vendor">
              {isVendor ? t(`gameTypes.${game.gameType}`) : game.vendorName}
            </span>
            {game.isHot === 1 && <span className="game-badge game-badge--hot">{t('games.hot')}</span>}
            {game.isNew === 1 && <span className="game-badge game-badge--new">{t('games.new')}</span>}
          </span>
        </span>
      </button>
      {favourite && (
        <button
          type="button"
          className="game-tile__fav"
          aria-pressed={favourite.isFavourite}
          aria-label={t(favourite.isFavourite ? 'games.favRemove' : 'games.favAdd', { name: game.gameName })}
          disabled={favourite.isPending}
          onClick={() => favourite.onToggle(game)}
        >
          <Star size={18} fill={favourite.isFavourite ? 'currentColor' : 'none'} aria-hidden />
        </button>
      )}
    </li>
  );
}
