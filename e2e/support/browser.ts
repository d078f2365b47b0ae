import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's old headless shell first: the same Blink without the browser's own UI, which Playwright also
// prefers for headless runs; it spends less CPU per page than the full browser.
const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The Chromium to drive: CHROMIUM_PATH, else Debian's package locations. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES.find((path) => existsSync(path));
}

const executablePath = findChromium();
export const hasBrowser = executablePath !== undefined;

if (!hasBrowser) {
  if (process.env.E2E_REQUIRED === '1') {
    throw new Error(
      'E2E_REQUIRED=1 but no Chromium was found (install Debian package "chromium" or set CHROMIUM_PATH).',
    );
  }
  console.warn('[e2e] skipped: no Chromium found (install Debian package "chromium" or set CHROMIUM_PATH).');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * `npm run screenshots` (E2E_LOOKS=1): the run also takes the pictures a developer reviews looks by (in
 * e2e/screenshots/) and runs the tests that only take pictures. Nothing asserts on them, so CI skips them.
 */
export const LOOKS = process.env.E2E_LOOKS === '1';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * A list route arrives prerendered and inert (`[data-prerendered]`) until the app renders over it, with
 * the same elements in it: a page load here (goto, reload) returns once the app has taken over, so a test
 * never reads or clicks the prerendered copy that is about to be replaced.
 */
function waitForAppOnLoad(page: Page): void {
  const taken = () =>
    page
      .locator('[data-prerendered]')
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await taken();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await taken();
    return response;
  };
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[viewport], locale: 'en-US' });
  context.on('page', waitForAppOnLoad);
  return context;
}
