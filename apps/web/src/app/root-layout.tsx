import { Suspense, lazy } from 'react';
import { SYSTEM_STATUS } from '@swerte/contracts';
import { useSystemStatus } from '../features/system/api/get-system-status';
import { Shell } from './shell/shell';
import { SplashView } from './status/splash-view';

const MaintenanceView = lazy(() =>
  import('./status/maintenance-view').then((m) => ({ default: m.MaintenanceView })),
);
const RegionBlockedView = lazy(() =>
  import('./status/region-blocked-view').then((m) => ({ default: m.RegionBlockedView })),
);

/**
 * Root view by system status (§2): 0 the shell, 1 maintenance, 2 region blocked. If the status
 * call itself fails the shell is shown, and each region reports its own loading problems. While the
 * status is on its way the shell is drawn (status 0 is the site's usual state): a splash would only
 * cover a page that is ready, and the rare maintenance or block replaces it when the answer comes.
 */
export function RootLayout() {
  const { data } = useSystemStatus();
  if (data?.status === SYSTEM_STATUS.maintenance) {
    return (
      <Suspense fallback={<SplashView />}>
        <MaintenanceView maintenance={data.maintenance} />
      </Suspense>
    );
  }
  if (data?.status === SYSTEM_STATUS.regionBlocked) {
    return (
      <Suspense fallback={<SplashView />}>
        <RegionBlockedView restriction={data.regionRestriction} />
      </Suspense>
    );
  }
  return <Shell />;
}
