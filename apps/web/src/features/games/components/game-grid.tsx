import { Suspense, lazy } from 'react';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameTiles, type GameTilesProps } from './game-tiles';

// The popup list loads when a vendor entry is first chosen.
const VendorGamesDialog = lazy(() =>
  import('./vendor-games-dialog').then((m) => ({ default: m.VendorGamesDialog })),
);

/** A list's tiles, each starting its game; a vendor entry opens the popup list of the vendor's games. */
export function GameGrid(props: Omit<GameTilesProps, 'launching' | 'onLaunch'>) {
  const { launch, launching, popupVendor, closePopup } = useLaunchGame();
  return (
    <>
      <GameTiles {...props} launching={launching} onLaunch={(game) => void launch(game)} />
      {popupVendor && (
        <Suspense fallback={null}>
          <VendorGamesDialog vendor={popupVendor} onClose={closePopup} />
        </Suspense>
      )}
    </>
  );
}
