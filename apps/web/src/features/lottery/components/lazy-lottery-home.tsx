import { Suspense, lazy } from 'react';
import { loadLazyTranslation } from '../../../i18n';

// The sections' code and strings stay out of the home page's first load (budget); they show only
// once their calls answer with games, so nothing keeps a place for them meanwhile.
const LotteryHome = lazy(() =>
  Promise.all([import('./lottery-home'), loadLazyTranslation()]).then(([m]) => ({ default: m.LotteryHome })),
);

/** Home's popular lotteries and latest results, loaded after the page itself. */
export function LazyLotteryHome() {
  return (
    <Suspense fallback={null}>
      <LotteryHome />
    </Suspense>
  );
}
