import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasBrowser, launchBrowser, LOOKS, newContext, VIEWPORTS } from './support/browser.js';
import { ROUTES } from './support/routes.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/', import.meta.url).pathname;

describe.skipIf(!hasBrowser)('every route renders its page', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    describe(`at ${viewport} width`, () => {
      let context: BrowserContext;
      let page: Page;
      const failures: string[] = [];
      beforeAll(async () => {
        context = await newContext(browser, site.baseURL, viewport);
        page = await context.newPage();
        page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
        page.on('console', (message) => {
          if (message.text().includes('Content Security Policy'))
            failures.push(`${page.url()}: ${message.text()}`);
        });
      });
      afterAll(() => context?.close());

      // One page loads the routes one after another, each by its address (a direct load, not a link).
      for (const route of ROUTES) {
        it(`renders ${route.path} with its shell regions`, async () => {
          failures.length = 0;
          await page.goto(route.path);
          const root = page.locator(`[data-page="${route.page}"]`);
          await root.waitFor({ state: 'visible', timeout: 15_000 });
          const heading = (await root.locator('h1').first().textContent())?.trim() ?? '';
          expect(heading, 'a page title').not.toBe('');
          expect(await page.locator('[data-region="header"]').count(), 'header').toBe(route.header ? 1 : 0);
          expect(await page.locator('[data-region="sideMenu"]').count(), 'side menu').toBe(
            route.sideMenu ? 1 : 0,
          );
          expect(await page.locator('[data-region="main"]').count(), 'main').toBe(1);
          if (LOOKS) {
            const name = route.path.replace(/[^a-zA-Z0-9]+/g, '_') || 'root';
            await page.screenshot({ path: `${SHOTS}${viewport}-${name}.png`, fullPage: false });
          }
          expect(failures).toEqual([]);
        });
      }
    });
  }

  it('sends / prerendered (shell, first banner as the <img> its Link header preloads) and hydrates it with no mismatch', async () => {
    const response = await fetch(`${site.baseURL}/`);
    const html = await response.text();
    const link = response.headers.get('link') ?? '';
    const [, narrow] = /<([^>]+)>; rel=preload; as=image; media="\(max-width: \d+px\)"/.exec(link) ?? [];
    const [, wide] = /<([^>]+)>; rel=preload; as=image; media="\(min-width: \d+px\)"/.exec(link) ?? [];
    expect(narrow, 'the phone art preloaded').toBeTruthy();
    const attribute = (url: string) => url.replace(/&/g, '&amp;');
    expect(html).toMatch(/<html lang="fil"/);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<div data-prerendered inert');
    for (const region of ['header', 'banner', 'main', 'footer'])
      expect(root).toContain(`data-region="${region}"`);
    expect(root).toContain('data-page="home"');
    expect(root).toContain('Mag-login');
    expect(root).toContain(`<source media="(max-width: 640px)" srcSet="${attribute(narrow!)}"/>`);
    expect(root).toMatch(
      new RegExp(
        `<img src="${attribute(wide!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]* fetchPriority="high"`,
      ),
    );
    expect(html).toContain('<script type="application/json" id="first-banner">');
    expect(html).not.toMatch(/<script>/);

    const context = await newContext(browser, site.baseURL, 'phone');
    // Whether the prerendered header left the page: rendering over it replaces it, hydrating keeps it.
    await context.addInitScript(() => {
      const seen = window as unknown as { headerReplaced?: boolean };
      seen.headerReplaced = false;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.querySelector('[data-region="header"]'))
              seen.headerReplaced = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    const headerReplaced = () =>
      page.evaluate(() => (window as unknown as { headerReplaced?: boolean }).headerReplaced);
    // Each address of the home, a game list (rendered over its prerender), then the home again with the
    // session's stored vendor lanes: React's hydration errors (#418, #423, #425) would show here.
    for (const path of ['/', '/index', '/home', '/rng', '/']) {
      await page.goto(path);
      await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
      await page.locator('[data-region="footer"]').scrollIntoViewIfNeeded();
      await page
        .getByTestId('header-clock')
        .filter({ hasText: /\d{2}:\d{2}:\d{2}/ })
        .waitFor();
      if (path !== '/rng') expect(await headerReplaced(), `${path} hydrated, not drawn again`).toBe(false);
      if (path === '/') {
        const image = page.getByTestId('banner-carousel').locator('img').first();
        expect(await image.getAttribute('src')).toBe(wide);
        expect(await page.getByTestId('header-login').isEnabled()).toBe(true);
      }
    }
    await page.locator('[data-game-type="RNG"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads a deep link directly and keeps the address', async () => {
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    const response = await page.goto('/promotions');
    expect(response?.status()).toBe(200);
    await page.locator('[data-page="promotions"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/promotions');
    await context.close();
  });

  it('shows unknown routes as a not-found page inside the shell', async () => {
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    await page.goto('/definitely/not/a/page');
    await page.locator('[data-page="not-found"]').waitFor();
    expect(await page.locator('[data-region="header"]').count()).toBe(1);
    expect(await page.locator('[data-region="footer"]').count()).toBe(1);
    await context.close();
  });

  it('ticks the header clock every second', async () => {
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    await page.goto('/');
    const clock = page.getByTestId('header-clock');
    // The prerendered page has no time in it: the clock starts when the app renders over it.
    await page.waitForFunction(() => document.querySelector('[data-testid="header-clock"]')?.textContent);
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{4}\/\d{2}\/\d{2} \(\S+\) \d{2}:\d{2}:\d{2}$/);
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="header-clock"]')?.textContent !== before,
      first,
      {
        timeout: 3_000,
      },
    );
    await context.close();
  });

  it('opens the user agreement in the help modal from /help#term', async () => {
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    await page.goto('/help#term');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/18/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
