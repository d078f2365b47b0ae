import type { GameType } from '@swerte/contracts';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { GameListSection } from '../components/game-list-section';
import { VendorLobbyCard } from '../components/vendor-lobby-card';
import { VendorTabs, VendorTabsSkeleton } from '../components/vendor-tabs';
import { useGameListState } from '../hooks/use-game-list-state';
import { useLane } from '../hooks/use-lane';
import { useRouteGameType } from '../hooks/use-route-game-type';
import { lobbyPathOf } from '../lib/vendor-route';

/**
 * /sports, /esports, /elott, /cockfight: the list of /rng's siblings (vendor tabs, filter bar, search,
 * classification, min bet, paging); a vendor that opens whole on a page of its own also gets its card.
 */
export function GamesPage() {
  const gameType = useRouteGameType('SPORTS');
  return <GamesOfType key={gameType} gameType={gameType} />;
}

function GamesOfType({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const { vendors, isPending } = useLane(gameType);
  const list = useGameListState(gameType, {
    hallInUrl: false,
    remembersVendor: true,
    firstVendor: vendors[0]?.vassalage,
  });
  const chosen = vendors.find((vendor) => vendor.vassalage === list.vendor);
  const lobbyPath = chosen && lobbyPathOf(chosen);

  return (
    <Page
      name="games"
      title={t('pages.games', { type: t(`gameTypes.${gameType}`) })}
      description={t(`gameTypeBlurbs.${gameType}`)}
    >
      {!isPending && vendors.length === 0 ? (
        <EmptyState icon={Sparkles} title={t('games.noVendorsTitle')} text={t('games.noVendorsText')} />
      ) : (
        <GameListSection
          gameType={gameType}
          list={list}
          ready={!isPending}
          withFilterBar
          vendorTabs={
            isPending ? (
              <VendorTabsSkeleton />
            ) : (
              <>
                <VendorTabs
                  vendors={vendors}
                  active={list.vendor}
                  onSelect={(vendor) => list.chooseVendor(vendor.vassalage)}
                />
                {chosen && lobbyPath && (
                  <VendorLobbyCard vendor={chosen} gameType={gameType} to={lobbyPath} />
                )}
              </>
            )
          }
        />
      )}
    </Page>
  );
}
