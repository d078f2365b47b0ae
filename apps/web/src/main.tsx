import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './app/app';
import { initI18n } from './i18n';
import { applyTheme, readStoredTheme } from './stores/theme-store';

applyTheme(readStoredTheme());
// The installable web app (service worker, install prompt) exists only in production builds.
if (import.meta.env.PROD) void import('./lib/pwa').then((m) => m.startPwa());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// The catalogue of the stored language is ready before the first paint, so no text flickers.
void initI18n().finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
