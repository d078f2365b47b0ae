import { Suspense, lazy } from 'react';

// The row's code (tiles, launch, favourites) stays out of the home page's first load (budget).
const HotGamesRow = lazy(() => import('./hot-games-row').then((m) => ({ default: m.HotGamesRow })));

/** The home page's hot games, loaded after the page itself; its place is kept meanwhile. */
export function LazyHotGamesRow() {
  return (
    <Suspense fallback={<div style={{ minHeight: 240 }} aria-hidden />}>
      <HotGamesRow />
    </Suspense>
  );
}
