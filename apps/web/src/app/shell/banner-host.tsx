import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { bannerGroupOf } from '@swerte/contracts';
import { showsJackpot } from '../../features/content/lib/banner-groups';
import { loadLazyTranslation } from '../../i18n';

// Carousel, notice bar and jackpot arrive with their strings after the first paint (home budget).
const BannerRegion = lazy(() =>
  Promise.all([import('./banner-region'), loadLazyTranslation()]).then(([m]) => ({
    default: m.BannerRegion,
  })),
);

/** The banner region (§2): on banner routes only, re-created on every route change. */
export function BannerHost() {
  const { pathname } = useLocation();
  const group = bannerGroupOf(pathname);
  return (
    <div className="shell__banner" data-region="banner">
      {group && (
        <Suspense
          fallback={
            // The region's place while its code loads (notice bar, banner, /rng jackpot): see shell.css.
            <div
              className="shell__banner-placeholder container"
              data-home={group === 'w_home' || undefined}
              data-jackpot={showsJackpot(pathname) || undefined}
              aria-hidden
            >
              <span />
            </div>
          }
        >
          <BannerRegion key={pathname} group={group} pathname={pathname} />
        </Suspense>
      )}
    </div>
  );
}
