import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Modal } from '../../../ui/modal';
import { useGameList } from '../hooks/use-game-list';
import { useLaunchGame } from '../hooks/use-launch-game';
import { initialFilters } from '../lib/game-list-filters';
import type { PopupVendor } from '../lib/vendor-entry';
import { GameGridSkeleton, GameTiles } from './game-tiles';

/**
 * §3 launch object isGame VASSALAGE: a vendor, not a game, opens a popup list of its games, 15 at a
 * time, each launched from there like any tile (a vendor's own list holds games, never vendor entries).
 */
export function VendorGamesDialog({ vendor, onClose }: { vendor: PopupVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { launch, launching } = useLaunchGame();
  const list = useGameList(
    vendor.gameType,
    { ...initialFilters(vendor.vassalage), pageNo },
    vendor.vassalage,
    true,
  );
  return (
    <Modal open name="vendorGamesModal" title={vendor.displayName} width={980} onClose={onClose}>
      {list.status === 'pending' ? (
        <GameGridSkeleton count={10} />
      ) : list.status === 'error' ? (
        <LoadFailed onRetry={list.retry} />
      ) : (
        <GameTiles
          games={list.games}
          launching={launching}
          onLaunch={(game) => void launch(game)}
          hasMore={list.hasMore}
          isFetchingMore={list.isFetchingMore}
          onMore={() => setPageNo((page) => page + 1)}
          empty={
            <EmptyState
              icon={Sparkles}
              title={t('games.vendorEmptyTitle')}
              text={t('games.vendorPopupEmpty')}
            />
          }
        />
      )}
    </Modal>
  );
}
