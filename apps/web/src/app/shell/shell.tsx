import { Suspense, lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ImageCdnContext } from '../../features/games/lib/image-cdn-context';
import { usePermission } from '../../features/system/api/get-permission';
import { readLoginedToHomePage, shouldRedirectToLogin } from '../../features/system/lib/login-gate';
import { useSessionStore } from '../../stores/session-store';
import { Spinner } from '../../ui/spinner';
import { useLayoutFlags } from '../layout-flags';
import { BannerHost } from './banner-host';
import { Header } from './header';
import { LazyFooter } from './lazy-footer';
import { NavigationProgress } from './navigation-progress';
import { ScrollManager } from './scroll-manager';
import './shell.css';

// The right bar floats over the page and nothing waits for it: it loads after the first paint.
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));
// Modals and overlays draw nothing on first paint: their hosts arrive beside the route's chunk.
const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));
// Game pages without the header (the house games, the lottery) still show the session clock and run
// the reality check (issue 15): it floats at the top.
const RealityCheck = lazy(() =>
  import('../../features/protection/components/reality-check').then((m) => ({ default: m.RealityCheck })),
);

const NO_CDNS: readonly string[] = [];

/** The named views of §2: header, banner, main, sideMenu, footer. */
export function Shell() {
  const { t } = useTranslation();
  const layout = useLayoutFlags();
  const { pathname } = useLocation();
  const { data: permission } = usePermission();
  const hasToken = useSessionStore((state) => state.token !== null);

  const mustLogin = shouldRedirectToLogin({
    enabled: readLoginedToHomePage(permission),
    hasToken,
    pathname,
  });
  if (mustLogin) return <Navigate to="/login" replace />;

  return (
    // Game pictures anywhere (lists, hot rows, the nav's dropdown) use the operator's image CDNs (§3).
    <ImageCdnContext value={permission?.info.imageCDNs ?? NO_CDNS}>
      <div className="shell">
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        <NavigationProgress />
        <ScrollManager />
        {layout.header && <Header />}
        {!layout.header && hasToken && (
          <div className="shell__session-clock">
            <Suspense fallback={null}>
              <RealityCheck />
            </Suspense>
          </div>
        )}
        {layout.banner && <BannerHost />}
        <main id="main" className="shell__main" data-region="main" tabIndex={-1}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        {layout.sideMenu && (
          <aside data-region="sideMenu" aria-label={t('sideMenu.label')}>
            <Suspense fallback={null}>
              <SideMenu />
            </Suspense>
          </aside>
        )}
        {layout.footer && <LazyFooter />}
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </div>
    </ImageCdnContext>
  );
}
