import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { bannerGroupOf, type BannerGroup } from '@swerte/contracts';
import { showsJackpot } from '../../features/content/lib/banner-groups';
import { loadLazyTranslation } from '../../i18n';

interface RegionProps {
  group: BannerGroup;
  pathname: string;
}
type Region = ComponentType<RegionProps>;

// Carousel, notice bar and jackpot arrive with their strings after the first paint (home budget).
let loaded: Region | null = null;
const loadRegion = () =>
  Promise.all([import('./banner-region'), loadLazyTranslation()]).then(([m]) => {
    loaded = m.BannerRegion;
    return { default: m.BannerRegion };
  });
const LazyBannerRegion = lazy(loadRegion);

/**
 * Loads the region's code before the app's first render over a prerendered page, so that render has the
 * carousel (and the first banner's picture) where the HTML had it, not a placeholder in between.
 */
export function preloadBannerRegion(): Promise<void> {
  return loadRegion().then(() => undefined);
}

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
          {loaded ? (
            <BannerRegionNow key={pathname} region={loaded} group={group} pathname={pathname} />
          ) : (
            <LazyBannerRegion key={pathname} group={group} pathname={pathname} />
          )}
        </Suspense>
      )}
    </div>
  );
}

function BannerRegionNow({ region: Region, ...props }: { region: Region } & RegionProps) {
  return <Region {...props} />;
}
