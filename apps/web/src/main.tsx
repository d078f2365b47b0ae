import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { bannerGroupOf } from '@swerte/contracts';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app';
import { resolveRoutesOf } from './app/router';
import { preloadBannerRegion } from './app/shell/banner-host';
import { initI18n } from './i18n';
import { applyTheme, readStoredTheme } from './stores/theme-store';

applyTheme(readStoredTheme());
// The installable web app (service worker, install prompt) exists only in production builds.
if (import.meta.env.PROD) void import('./lib/pwa').then((m) => m.startPwa());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A list route comes prerendered (the shell's first HTML, built by src/prerender.tsx): it stays on
// screen until the page's code, its banner region and the stored language's catalogue are in, and the
// first render replaces it with the same layout (the first banner's picture included), not a splash.
const prerendered = container.firstElementChild?.hasAttribute('data-prerendered') === true;
const { pathname } = window.location;
const ready = Promise.all([
  // The catalogue of the stored language is ready before the first paint, so no text flickers.
  initI18n().then(() =>
    prerendered && bannerGroupOf(pathname) ? preloadBannerRegion().catch(() => undefined) : undefined,
  ),
  prerendered ? resolveRoutesOf(pathname) : undefined,
]);
const root = createRoot(container);
void ready.finally(() =>
  // A transition: the first render yields to the browser every few milliseconds instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
