import type { GameType } from '@swerte/contracts';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { GameListSection } from '../components/game-list-section';
import { ListTypeTabs } from '../components/list-type-tabs';
import { VendorTabs, VendorTabsSkeleton } from '../components/vendor-tabs';
import { useGameListState } from '../hooks/use-game-list-state';
import { useLane } from '../hooks/use-lane';
import { useRouteGameType } from '../hooks/use-route-game-type';

/** Slot-style listing for /rng, /live, /fish and /pvp: vendor tabs, filters, then the games (§2). */
export function EgamePage() {
  const gameType = useRouteGameType('RNG');
  // Each type keeps its own filters: a new type starts afresh.
  return <EgameList key={gameType} gameType={gameType} />;
}

function EgameList({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const { vendors, isPending } = useLane(gameType);
  // §2: /rng has a tabbed hall switched by ?page=; the other types get the filter bar.
  const hasHall = gameType === 'RNG';
  const list = useGameListState(gameType, {
    hallInUrl: hasHall,
    remembersVendor: true,
    firstVendor: vendors[0]?.vassalage,
  });
  const typeName = t(`gameTypes.${gameType}`);

  return (
    <Page
      name="egame"
      title={t('pages.egame', { type: typeName })}
      description={t(`gameTypeBlurbs.${gameType}`)}
    >
      {hasHall && (
        <ListTypeTabs variant="hall" value={list.filters.listType} onChange={list.chooseListType} />
      )}
      {!isPending && vendors.length === 0 ? (
        <EmptyState icon={Sparkles} title={t('games.noVendorsTitle')} text={t('games.noVendorsText')} />
      ) : (
        <GameListSection
          gameType={gameType}
          list={list}
          ready={!isPending}
          withFilterBar={!hasHall}
          vendorTabs={
            isPending ? (
              <VendorTabsSkeleton />
            ) : (
              <VendorTabs
                vendors={vendors}
                active={list.vendor}
                onSelect={(vendor) => list.chooseVendor(vendor.vassalage)}
              />
            )
          }
        />
      )}
    </Page>
  );
}
