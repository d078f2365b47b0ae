import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, bannerGroupOf } from '@swerte/contracts';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app';
import { resolveRoutesOf } from './app/router';
import { preloadBannerRegion } from './app/shell/banner-host';
import { getLanguage, initI18n } from './i18n';
import { getSessionToken } from './lib/storage';
import { applyTheme, readStoredTheme } from './stores/theme-store';

applyTheme(readStoredTheme());
// The installable web app (service worker, install prompt) exists only in production builds.
if (import.meta.env.PROD) void import('./lib/pwa').then((m) => m.startPwa());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A list route comes prerendered (the shell's first HTML, built by src/prerender.tsx): it stays on
// screen until the page's code, its banner region and the stored language's catalogue are in.
const stage = container.firstElementChild;
const prerendered = stage?.hasAttribute('data-prerendered') === true;
const { pathname } = window.location;
const ready = Promise.all([
  // The catalogue of the stored language is ready before the first paint, so no text flickers.
  initI18n().then(() =>
    prerendered && bannerGroupOf(pathname) ? preloadBannerRegion().catch(() => undefined) : undefined,
  ),
  prerendered ? resolveRoutesOf(pathname) : undefined,
]);

/**
 * The pages whose first render in the browser is the prerendered HTML exactly (the home). The game
 * lists differ at once (the jackpot ticks from the clock, the vendor tabs come from a call that may
 * answer before hydration ends), so they are rendered over, as a mismatch would be anyway.
 */
const HYDRATED_PATHS = new Set(['/', '/index', '/index.html', '/home']);

/** Once the app has taken the prerendered page over, it is live: no longer inert. */
function TakeOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    stage?.removeAttribute('inert');
    stage?.removeAttribute('data-prerendered');
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <TakeOver>
      <App />
    </TakeOver>
  </StrictMode>
);

void ready.finally(() => {
  // A visitor who sees the page as it was prerendered (no session, the default language and theme)
  // gets it hydrated: React adopts the HTML on screen instead of drawing it all again. Anyone else
  // gets the app rendered over it with the same layout (the first banner's picture included).
  const asPrerendered =
    prerendered &&
    HYDRATED_PATHS.has(pathname) &&
    getSessionToken() === null &&
    getLanguage() === DEFAULT_LANGUAGE &&
    readStoredTheme() === 'light';
  // A transition either way: the first render yields to the browser every few milliseconds instead
  // of one long task.
  startTransition(() => {
    if (asPrerendered && stage) hydrateRoot(stage, app);
    else createRoot(container).render(app);
  });
});
