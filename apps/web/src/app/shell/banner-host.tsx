import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { bannerGroupOf, showsJackpot } from '../../features/content/lib/banner-groups';
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
          fallback={<RegionPlaceholder isHome={group === 'w_home'} withJackpot={showsJackpot(pathname)} />}
        >
          <BannerRegion key={pathname} group={group} pathname={pathname} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The region's place while its code loads: notice bar, banner and (on /rng) jackpot, in the order and
 * sizes the region lays them out, so the page below does not jump when they arrive.
 */
function RegionPlaceholder({ isHome, withJackpot }: { isHome: boolean; withJackpot: boolean }) {
  const notice = <span className="shell__placeholder-notice" />;
  return (
    <div className="shell__banner-placeholder container" aria-hidden>
      {!isHome && notice}
      <span className="shell__placeholder-banner" />
      {isHome && notice}
      {withJackpot && <span className="shell__placeholder-jackpot" />}
    </div>
  );
}
