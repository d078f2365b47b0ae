import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { GameType } from '@swerte/contracts';
import { Check, LayoutGrid, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { VendorLogo } from '../../../ui/vendor-logo';
import { GameGridSkeleton } from '../components/game-grid';
import { GameListSection } from '../components/game-list-section';
import { useGameListState } from '../hooks/use-game-list-state';
import { useLane } from '../hooks/use-lane';
import { useRouteGameType } from '../hooks/use-route-game-type';
import { getVendorTarget } from '../lib/vendor-route';
import './games-page.css';

/** /sports, /esports, /elott, /cockfight: the vendors of the type as cards, then the type's games. */
export function GamesPage() {
  const gameType = useRouteGameType('SPORTS');
  return <GamesOfType key={gameType} gameType={gameType} />;
}

function GamesOfType({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const { vendors, isPending } = useLane(gameType);
  const { pathname } = useLocation();
  const list = useGameListState(gameType, { hallInUrl: false, remembersVendor: false });
  const listRef = useRef<HTMLDivElement>(null);
  const typeName = t(`gameTypes.${gameType}`);

  const showVendor = (vassalage: string | undefined) => {
    list.chooseVendor(vassalage);
    listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Page
      name="games"
      title={t('pages.games', { type: typeName })}
      description={t(`gameTypeBlurbs.${gameType}`)}
    >
      {isPending ? (
        <GameGridSkeleton count={5} />
      ) : vendors.length === 0 ? (
        <EmptyState icon={Sparkles} title={t('games.noVendorsTitle')} text={t('games.noVendorsText')} />
      ) : (
        <>
          <section aria-label={t('games.providersTitle')}>
            <ul className="vendor-cards">
              {vendors.map((vendor) => {
                const target = getVendorTarget(vendor);
                const selected = list.filters.listType === '' && list.vendor === vendor.vassalage;
                return (
                  <li
                    key={vendor.vassalage}
                    className={`vendor-card vendor-card--${gameType.toLowerCase()}`}
                    data-selected={selected}
                  >
                    <div className="vendor-card__art">
                      <VendorLogo src={vendor.logoUrl} name={vendor.displayName} height={64} decorative />
                      {vendor.isHot === 1 && <span className="vendor-card__hot">{t('games.hot')}</span>}
                    </div>
                    <div className="vendor-card__body">
                      <h2 className="vendor-card__name">{vendor.displayName}</h2>
                      <p className="vendor-card__type">{typeName}</p>
                      {target.path !== pathname ? (
                        <Link to={target.path} className="btn btn--primary">
                          {t('games.openSportsbook')}
                        </Link>
                      ) : (
                        <button
                          type="button"
                          className={selected ? 'btn btn--primary' : 'btn btn--ghost'}
                          aria-pressed={selected}
                          onClick={() => showVendor(selected ? undefined : vendor.vassalage)}
                        >
                          {selected ? <Check size={18} aria-hidden /> : <LayoutGrid size={18} aria-hidden />}
                          {t('games.viewGames')}
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
          <div ref={listRef} className="games-page__list">
            <h2 className="section-title">
              {list.vendor
                ? t('games.gamesOf', {
                    vendor:
                      vendors.find((vendor) => vendor.vassalage === list.vendor)?.displayName ?? list.vendor,
                  })
                : t('games.allGamesOf', { type: typeName })}
            </h2>
            <GameListSection gameType={gameType} list={list} ready withFilterBar />
          </div>
        </>
      )}
    </Page>
  );
}
