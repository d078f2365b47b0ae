/**
 * The build's prerender of the shell (vite.config.ts runs it after `vite build`, in Node): each list
 * route's first HTML — header, nav, banner frame with the first banner as a real <img>, the page's
 * placeholders, the footer's frame — in the default language, as a visitor without a session sees it
 * before any call has answered. main.tsx renders the app over it once the page's code is in.
 *
 * The first banner is not known at build time: the page is rendered with BANNER_FIELDS' placeholders,
 * which the server fills per request (apps/server/src/platform/web-static.ts), and once without a
 * banner for a route whose group has none.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { bannerGroupOf, type Banner } from '@swerte/contracts';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { preloadBannerRegion } from './app/shell/banner-host';
import { setFirstBanner } from './features/content/lib/first-banner';
import { initI18n } from './i18n';

/** Placeholders of the first banner's fields in a prerendered page (letters only: no escaping changes them). */
export const BANNER_FIELDS = {
  url: 'SWERTEFIRSTBANNERURL',
  mobileUrl: 'SWERTEFIRSTBANNERMOBILEURL',
  title: 'SWERTEFIRSTBANNERTITLE',
} as const;

/** The routes prerendered, by page file name: the list pages a visitor lands on, each with a banner group. */
export const PRERENDERED_ROUTES: Record<string, readonly string[]> = {
  home: ['/', '/index', '/index.html', '/home'],
  rng: ['/rng'],
  live: ['/live'],
  fish: ['/fish'],
  pvp: ['/pvp'],
  sports: ['/sports'],
  esports: ['/esports'],
  cockfight: ['/cockfight'],
  elott: ['/elott'],
};

// In the browser nothing is near the footer or the winners' board until it scrolls into view; the
// prerender draws them as that first moment does (their frames, not their content).
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/** The #root markup of `path`, with the first banner's placeholders or (`withBanner` false) none. */
export async function renderPage(path: string, withBanner: boolean): Promise<string> {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver ??= NeverIntersecting;
  await initI18n();
  const group = bannerGroupOf(path);
  if (group) await preloadBannerRegion();
  const banner: Banner | null =
    group && withBanner
      ? { bannerId: 0, groupName: group, linkageType: 0, linkUrl: null, ...BANNER_FIELDS }
      : null;
  setFirstBanner(group && banner ? { group, banner } : null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`prerender of ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // One piece: no boundary sent apart with an inline script to reveal it (the CSP forbids them).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await toText(prelude);
  if (/<script\b/i.test(html)) throw new Error(`the prerender of ${path} has an inline script`);
  return html;
}
