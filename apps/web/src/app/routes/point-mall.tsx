import { PointMallPage } from '../../features/points/pages/point-mall-page';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';

/** /pointMall with the site's time zone for its redeem history. */
export function PointMallRoute() {
  const { timeZone } = useSiteSettings();
  return <PointMallPage timeZone={timeZone} />;
}
