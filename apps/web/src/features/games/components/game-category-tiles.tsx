import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { GAME_TYPE_ROUTES } from '@swerte/contracts';
import type { GameType } from '@swerte/contracts';
import { ArrowRight, Bird, Dices, Fish, Gamepad2, Swords, Ticket, Trophy, Tv } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGameVendors } from '../api/get-game-vendors';
import { useListedGameTypes } from '../hooks/use-listed-game-types';
import './game-category-tiles.css';

// The vendor logos load after the home page itself (home budget).
const CategoryVendors = lazy(() =>
  import('./category-vendors').then((m) => ({ default: m.CategoryVendors })),
);

const ICONS: Record<GameType, LucideIcon> = {
  RNG: Dices,
  LIVE: Tv,
  SPORTS: Trophy,
  FISH: Fish,
  COCKFIGHT: Bird,
  ESPORTS: Gamepad2,
  PVP: Swords,
  ELOTT: Ticket,
};

/** The home page's game categories: each game type with something that opens, its vendors and their count. */
export function GameCategoryTiles() {
  const { t } = useTranslation();
  const { data: lanes } = useGameVendors();
  const types = useListedGameTypes() ?? [];
  return (
    <ul className="category-tiles">
      {types.map((type) => {
        const Icon = ICONS[type];
        const vendors = lanes?.find((lane) => lane.gameType === type)?.vendors ?? [];
        const count = vendors.length;
        return (
          <li
            key={type}
            className={`category-tile category-tile--${type.toLowerCase()}`}
            data-game-type={type}
          >
            <Link to={GAME_TYPE_ROUTES[type]} className="category-tile__link">
              <span className="category-tile__icon" aria-hidden>
                <Icon size={26} />
              </span>
              <span className="category-tile__name">{t(`gameTypes.${type}`)}</span>
              <span className="category-tile__blurb">{t(`gameTypeBlurbs.${type}`)}</span>
              <span className="category-tile__foot">
                <span className="category-tile__count">{t('home.vendorCount', { count })}</span>
                <ArrowRight size={16} aria-hidden />
              </span>
            </Link>
            {count > 0 && (
              <Suspense fallback={null}>
                <CategoryVendors gameType={type} vendors={vendors} />
              </Suspense>
            )}
          </li>
        );
      })}
    </ul>
  );
}
