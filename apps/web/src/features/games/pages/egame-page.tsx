import { useSearchParams } from 'react-router';
import { Clock, Flame, LayoutGrid, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGameStore } from '../../../stores/game-store';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { VendorTabs } from '../components/vendor-tabs';
import { useLane } from '../hooks/use-lane';
import { useRouteGameType } from '../hooks/use-route-game-type';
import './egame-page.css';

/** §2: /rng has a tabbed hall switched by the query parameter `page` (1 is the default hall). */
const RNG_HALLS = [
  { page: '1', icon: LayoutGrid, label: 'hallAll' },
  { page: '2', icon: Flame, label: 'hallHot' },
  { page: '3', icon: Star, label: 'hallFav' },
  { page: '4', icon: Clock, label: 'hallRecent' },
] as const;
const DEFAULT_HALL = RNG_HALLS[0].page;

/** Slot-style listing for /rng, /live, /fish and /pvp: vendor tabs, then the games of the vendor. */
export function EgamePage() {
  const { t } = useTranslation();
  const gameType = useRouteGameType('RNG');
  const { vendors, isPending } = useLane(gameType);
  const storedVendor = useGameStore((state) => state.activeVendors[gameType]);
  const setActiveVendor = useGameStore((state) => state.setActiveVendor);
  const [params, setParams] = useSearchParams();
  const active = vendors.find((vendor) => vendor.vassalage === storedVendor) ?? vendors[0];
  const requestedHall = params.get('page');
  const hall = RNG_HALLS.some((entry) => entry.page === requestedHall) ? requestedHall : DEFAULT_HALL;
  const typeName = t(`gameTypes.${gameType}`);

  return (
    <Page
      name="egame"
      title={t('pages.egame', { type: typeName })}
      description={t(`gameTypeBlurbs.${gameType}`)}
    >
      {gameType === 'RNG' && (
        <div className="hall-tabs" role="tablist" aria-label={t('games.hallLabel')}>
          {RNG_HALLS.map(({ page, icon: Icon, label }) => (
            <button
              key={page}
              type="button"
              role="tab"
              aria-selected={hall === page}
              className="hall-tab"
              onClick={() => setParams(page === DEFAULT_HALL ? {} : { page }, { replace: true })}
            >
              <Icon size={16} aria-hidden />
              {t(`games.${label}`)}
            </button>
          ))}
        </div>
      )}
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : vendors.length === 0 ? (
        <EmptyState icon={Sparkles} title={t('games.noVendorsTitle')} text={t('games.noVendorsText')} />
      ) : (
        <>
          <VendorTabs
            vendors={vendors}
            active={active?.vassalage}
            onSelect={(vendor) => setActiveVendor(gameType, vendor.vassalage)}
          />
          <EmptyState
            icon={Sparkles}
            tone="gold"
            title={t('games.comingTitle')}
            text={t('games.comingText', { vendor: active?.displayName ?? typeName })}
          />
        </>
      )}
    </Page>
  );
}
