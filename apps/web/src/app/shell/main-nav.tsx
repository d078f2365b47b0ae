import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { GAME_TYPE_ROUTES } from '@swerte/contracts';
import type { GameType } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import type { VendorLanes } from '../../features/games/api/get-game-vendors';
import { useChooseVendor } from '../../features/games/hooks/use-choose-vendor';
import { VendorLogo } from '../../ui/vendor-logo';
import { HomeNavLink } from './home-link';
import { DROPDOWN_CLOSE_DELAY_MS } from './nav-items';
import './main-nav.css';

// The dropdown's hot games (tiles, artwork, the launch hook) load with the first dropdown opened, so
// the entry chunk and the home page carry none of it.
const NavHotGames = lazy(() =>
  import('../../features/games/components/nav-hot-games').then((m) => ({ default: m.NavHotGames })),
);

/**
 * Desktop nav: Home, one entry per game type with a dropdown of its vendors and hot games, Promotions,
 * App download. Text only: it is in the entry chunk, where every byte counts against the home budget.
 */
export function MainNav({ lanes }: { lanes: VendorLanes }) {
  const { t } = useTranslation();
  const chooseVendor = useChooseVendor();
  const [openType, setOpenType] = useState<GameType | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const open = (type: GameType) => {
    cancelClose();
    setOpenType(type);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpenType(null), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const openLane = lanes.find((lane) => lane.gameType === openType && lane.vendors.length > 0);

  return (
    <nav
      className="main-nav"
      aria-label={t('header.mainNav')}
      onKeyDown={(event) => event.key === 'Escape' && setOpenType(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) scheduleClose();
      }}
    >
      <ul className="main-nav__list">
        <li>
          <HomeNavLink className="main-nav__link">{t('nav.home')}</HomeNavLink>
        </li>
        {lanes.map((lane) => {
          const hasVendors = lane.vendors.length > 0;
          return (
            <li
              key={lane.gameType}
              onMouseEnter={() => hasVendors && open(lane.gameType)}
              onMouseLeave={scheduleClose}
              onFocus={() => hasVendors && open(lane.gameType)}
            >
              <NavLink
                to={GAME_TYPE_ROUTES[lane.gameType]}
                className="main-nav__link"
                aria-haspopup={hasVendors ? 'true' : undefined}
                aria-expanded={hasVendors ? openType === lane.gameType : undefined}
                onClick={() => setOpenType(null)}
              >
                {t(`gameTypes.${lane.gameType}`)}
              </NavLink>
            </li>
          );
        })}
        <li>
          <NavLink to="/promotions" className="main-nav__link">
            {t('nav.promotions')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/down" className="main-nav__link">
            {t('nav.download')}
          </NavLink>
        </li>
      </ul>
      {openLane && (
        <div
          className="main-nav__panel"
          onMouseEnter={() => open(openLane.gameType)}
          onMouseLeave={scheduleClose}
          onFocus={() => open(openLane.gameType)}
        >
          <div className="container">
            <p className="main-nav__panel-title">
              {t('header.vendorsOf', { type: t(`gameTypes.${openLane.gameType}`) })}
            </p>
            <ul className="main-nav__vendors">
              {openLane.vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <button
                    type="button"
                    className="main-nav__vendor"
                    onClick={() => {
                      setOpenType(null);
                      chooseVendor(vendor);
                    }}
                  >
                    <VendorLogo src={vendor.logoUrl} name={vendor.displayName} height={44} />
                    {vendor.isHot === 1 && <span className="main-nav__hot">{t('games.hot')}</span>}
                  </button>
                </li>
              ))}
            </ul>
            <Suspense fallback={null}>
              <NavHotGames
                key={openLane.gameType}
                gameType={openLane.gameType}
                onLaunched={() => setOpenType(null)}
              />
            </Suspense>
          </div>
        </div>
      )}
    </nav>
  );
}
