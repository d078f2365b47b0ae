import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { HEADER_ONLY, MAIN_ONLY, NO_SIDE_MENU } from './layout-flags';
import type { RouteHandle } from './layout-flags';
import { RootLayout } from './root-layout';
import { RouteErrorView } from './route-error-view';
import { HOME_ALIASES } from './shell/home-link';
import { SplashView } from './status/splash-view';
import { loadLazyTranslation } from '../i18n';
import { withChunkTimeout } from '../lib/chunk-error';

type Loader = () => Promise<{ Component: ComponentType }>;

/** Each page is its own chunk (DESIGN.md): the route loads it when first visited. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Loader {
  const loadInTime = withChunkTimeout(load);
  return async () => ({ Component: pick(await loadInTime()) });
}

/** Pages whose strings are in the lazy catalogue (content, help, lottery…) load it beside their chunk. */
function withLazyStrings<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadLazyTranslation()]).then(([module]) => module);
}

const home = lazyPage(
  () => import('./routes/home'),
  (m) => m.HomeRoute,
);
const register = lazyPage(
  () => import('./routes/register'),
  (m) => m.RegisterRoute,
);
const games = lazyPage(
  () => import('../features/games/pages/games-page'),
  (m) => m.GamesPage,
);
const egame = lazyPage(
  () => import('../features/games/pages/egame-page'),
  (m) => m.EgamePage,
);
const download = lazyPage(
  withLazyStrings(() => import('../features/system/pages/download-page')),
  (m) => m.DownloadPage,
);
const help = lazyPage(
  withLazyStrings(() => import('./routes/help')),
  (m) => m.HelpRoute,
);

function route(path: string, lazy: Loader, handle?: RouteHandle): RouteObject {
  return { path, lazy, handle };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    HydrateFallback: SplashView,
    children: [
      {
        errorElement: <RouteErrorView inShell />,
        children: [
          { index: true, lazy: home },
          ...HOME_ALIASES.map((path) => route(path, home)),
          ...['register', 'register.html'].map((path) => route(path, register)),
          route(
            'noticePage',
            lazyPage(
              withLazyStrings(() => import('../features/content/pages/notice-page')),
              (m) => m.NoticePage,
            ),
          ),
          route(
            'vip',
            lazyPage(
              withLazyStrings(() => import('../features/content/pages/vip-page')),
              (m) => m.VipPage,
            ),
          ),
          route(
            'pointMall',
            lazyPage(
              withLazyStrings(() => import('./routes/point-mall')),
              (m) => m.PointMallRoute,
            ),
            { layout: NO_SIDE_MENU },
          ),
          route(
            'sports',
            lazyPage(
              withLazyStrings(() => import('./routes/sports-book')),
              (m) => m.SportsRoute,
            ),
          ),
          route(
            'esports',
            lazyPage(
              withLazyStrings(() => import('./routes/sports-book')),
              (m) => m.EsportsRoute,
            ),
          ),
          route('elott', games),
          route(
            'cockfight',
            lazyPage(
              withLazyStrings(() => import('../features/sabong/pages/cockfight-page')),
              (m) => m.CockfightPage,
            ),
          ),
          route(
            'lottery',
            lazyPage(
              withLazyStrings(() => import('../features/lottery/pages/lottery-page')),
              (m) => m.LotteryPage,
            ),
            {
              layout: MAIN_ONLY,
            },
          ),
          route(
            'vnlottery',
            lazyPage(
              withLazyStrings(() => import('../features/lottery/pages/vn-lottery-page')),
              (m) => m.VnLotteryPage,
            ),
            { layout: HEADER_ONLY },
          ),
          ...['rng', 'live', 'fish', 'pvp'].map((path) => route(path, egame)),
          route(
            'hot',
            lazyPage(
              () => import('../features/games/pages/hot-page'),
              (m) => m.HotPage,
            ),
          ),
          route(
            'promotions',
            lazyPage(
              withLazyStrings(() => import('../features/content/pages/promotions-page')),
              (m) => m.PromotionsPage,
            ),
          ),
          route(
            'promoDetail',
            lazyPage(
              withLazyStrings(() => import('../features/content/pages/promo-detail-page')),
              (m) => m.PromoDetailPage,
            ),
          ),
          route(
            'seamless',
            lazyPage(
              withLazyStrings(() => import('../features/house/pages/seamless-page')),
              (m) => m.SeamlessPage,
            ),
            {
              layout: MAIN_ONLY,
            },
          ),
          route(
            'fairness',
            lazyPage(
              withLazyStrings(() => import('../features/house/pages/fairness-page')),
              (m) => m.FairnessPage,
            ),
            { layout: HEADER_ONLY },
          ),
          route(
            'fbsports',
            lazyPage(
              withLazyStrings(() => import('./routes/sports-book')),
              (m) => m.FbSportsRoute,
            ),
            {
              layout: HEADER_ONLY,
            },
          ),
          route('help', help),
          route(
            'helpmc',
            lazyPage(
              withLazyStrings(() => import('./routes/help-mc')),
              (m) => m.HelpMcRoute,
            ),
            {
              layout: MAIN_ONLY,
            },
          ),
          ...['down', 'download'].map((path) => route(path, download)),
          route(
            'join',
            lazyPage(
              withLazyStrings(() => import('./routes/join')),
              (m) => m.JoinRoute,
            ),
          ),
          route(
            'game',
            lazyPage(
              () => import('../features/games/pages/game-frame-page'),
              (m) => m.GameFramePage,
            ),
            {
              layout: HEADER_ONLY,
            },
          ),
          route(
            'agentHome',
            lazyPage(
              withLazyStrings(() => import('../features/agent/pages/agent-home-page')),
              (m) => m.AgentHomePage,
            ),
          ),
          route(
            '*',
            lazyPage(
              () => import('./routes/not-found'),
              (m) => m.NotFoundRoute,
            ),
          ),
        ],
      },
    ],
  },
];

/**
 * Loads the pages matching `pathname` into their routes before the router is created, so its first
 * render is the page itself rather than the splash (main.tsx, over a prerendered page). A page that
 * fails to load stays lazy: the router then loads it again and shows its error as usual.
 */
export async function resolveRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy().catch(() => null);
      if (loaded) Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
