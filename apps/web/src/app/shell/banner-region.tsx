import { useEffect } from 'react';
import type { BannerGroup } from '@swerte/contracts';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { Jackpot } from '../../features/content/components/jackpot';
import { NoticeBar } from '../../features/content/components/notice-bar';
import { showsJackpot } from '../../features/content/lib/banner-groups';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { measureWhenIdle } from '../../features/system/lib/domain-speed';

/**
 * §2: the carousel of the route's banner group with the notice bar above it, except on the home page,
 * where the notice bar sits below; /rng adds the jackpot counter.
 */
export function BannerRegion({ group, pathname }: { group: BannerGroup; pathname: string }) {
  const { currencySymbol } = useSiteSettings();
  const isHome = group === 'w_home';
  // The mirrors are timed once per session, when the browser has nothing better to do (§3 router response).
  useEffect(() => measureWhenIdle(() => undefined), []);
  return (
    <>
      {!isHome && <NoticeBar />}
      <BannerCarousel group={group} />
      {isHome && <NoticeBar />}
      {showsJackpot(pathname) && <Jackpot symbol={currencySymbol} />}
    </>
  );
}
