import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { loadLazyTranslation } from '../../../i18n';
import { WinnerBoardSkeleton } from './winner-board-skeleton';

// The board's code and strings stay out of the home page's first load (home budget).
const WinnerBoard = lazy(() =>
  Promise.all([import('./winner-board'), loadLazyTranslation()]).then(([m]) => ({ default: m.WinnerBoard })),
);

/** Start loading a little before the board scrolls into view. */
const PRELOAD_MARGIN = '400px';

/** The home page's winner board, loaded when it comes near the viewport; a skeleton keeps its place. */
export function LazyWinnerBoard({ currencySymbol }: { currencySymbol: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, tests) the board simply loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<WinnerBoardSkeleton />}>
          <WinnerBoard currencySymbol={currencySymbol} />
        </Suspense>
      ) : (
        <WinnerBoardSkeleton />
      )}
    </div>
  );
}
