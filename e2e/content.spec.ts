import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasBrowser, launchBrowser, LOOKS, newContext, type VIEWPORTS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/content/', import.meta.url).pathname;
const LIVE_CHAT = 'https://chat.swerte.example/livechat';

/** Banners, notice bar, jackpot, notices, help anchors, customer service, download and feedback. */
describe.skipIf(!hasBrowser)('content', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      await page.screenshot({ path: `${SHOTS}failed-${task.name.replace(/\W+/g, '-')}.png` }).catch(() => {});
    }
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function visit(
    path: string,
    options: { viewport?: keyof typeof VIEWPORTS; lang?: 'TY' | 'EN'; theme?: 'light' | 'dark' } = {},
  ): Promise<Page> {
    context = await newContext(browser, site.baseURL, options.viewport ?? 'desktop');
    const { lang = 'TY', theme = 'light' } = options;
    // Once per tab: a later switch of language or theme (and its reload) is not undone.
    await context.addInitScript(
      ([l, th]) => {
        if (sessionStorage.getItem('e2e-look')) return;
        sessionStorage.setItem('e2e-look', '1');
        localStorage.setItem('lang', l as string);
        localStorage.setItem('theme', th as string);
      },
      [lang, theme],
    );
    page = await context.newPage();
    await page.goto(path);
    return page;
  }

  const carousel = (p: Page) => p.getByTestId('banner-carousel');
  const activeIndex = async (p: Page) => Number(await carousel(p).getAttribute('data-index'));

  it('rotates the home banners every 5 s, a dot shows its banner, and a click opens its link', async () => {
    const p = await visit('/');
    await carousel(p).waitFor();
    const dots = carousel(p).locator('.banner-carousel__dot');
    // The page's first banner shows at once; the others come with the banners call.
    await expect.poll(() => dots.count()).toBe(3);
    expect(await activeIndex(p)).toBe(0);
    // Only the first banner loads at once; the others wait (lazy).
    const images = carousel(p).locator('img');
    expect(await images.nth(0).getAttribute('loading')).toBe('eager');
    expect(await images.nth(1).getAttribute('loading')).toBe('lazy');

    const started = Date.now();
    await p.waitForFunction(
      () => document.querySelector('[data-testid="banner-carousel"]')?.getAttribute('data-index') === '1',
      undefined,
      { timeout: 8000 },
    );
    expect(Date.now() - started).toBeGreaterThan(2500);
    expect(await dots.nth(1).getAttribute('aria-current')).toBe('true');

    await dots.nth(2).click();
    expect(await activeIndex(p)).toBe(2);
    await dots.nth(0).click();
    // Pointed at, the carousel holds still.
    await p.waitForTimeout(5600);
    expect(await activeIndex(p)).toBe(0);

    await carousel(p).locator('.banner-carousel__slide').nth(0).locator('a').click();
    await p.waitForURL('**/promotions');
    // Re-created on the new route with that route's group.
    await p.locator('[data-page="promotions"]').waitFor();
    // The visitor's language (Filipino): the banner seeded for it, not the English one.
    await expect
      .poll(() => carousel(p).locator('img').first().getAttribute('alt'))
      .toBe('Mag-imbita ng Kaibigan');
  });

  it('shows the route group banners, and opens an external banner link in a new tab', async () => {
    const p = await visit('/help');
    await carousel(p).waitFor();
    expect(await carousel(p).locator('.banner-carousel__dot').count()).toBe(0);
    const link = carousel(p).locator('a').first();
    expect(await link.getAttribute('href')).toBe('https://t.me/swerte_support');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
  });

  it('puts the notice bar below the banner on home and above it elsewhere; a title opens noticeModal there', async () => {
    const p = await visit('/');
    const bar = p.getByTestId('notice-bar');
    await bar.waitFor();
    await carousel(p).waitFor();
    const below = async () =>
      ((await bar.boundingBox())?.y ?? 0) > ((await carousel(p).boundingBox())?.y ?? 0);
    expect(await below()).toBe(true);

    const titles = bar.locator('ul:not([aria-hidden]) .notice-bar__title');
    expect(await titles.count()).toBe(2);
    const second = (await titles.nth(1).textContent()) ?? '';
    // Pointed at, the marquee stops, as for a visitor reaching for a title.
    await bar.locator('.notice-bar__inner').hover({ position: { x: 10, y: 10 } });
    await titles.nth(1).click();
    const dialog = p.locator('[data-modal="noticeModal"]');
    await dialog.waitFor();
    const open = dialog.locator('.notice-accordion__title[aria-expanded="true"]');
    expect(await open.count()).toBe(1);
    expect((await open.textContent())?.trim()).toBe(second.trim());
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await p.goto('/live');
    await carousel(p).waitFor();
    await bar.waitFor();
    expect(await below()).toBe(false);
    await p.goto('/noticePage');
    await p.locator('[data-page="noticePage"]').waitFor();
    expect(await p.locator('[data-region="banner"] [data-testid="notice-bar"]').count()).toBe(0);
  });

  it('lists every notice on /noticePage, grouped, with operator HTML rendered', async () => {
    const p = await visit('/noticePage', { lang: 'EN' });
    const items = p.getByTestId('notice-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(9);
    for (const list of ['popup', 'player', 'promotion', 'banners']) {
      expect(await p.locator(`[data-list="${list}"] [data-testid="notice-item"]`).count()).toBe(2);
    }
    // Help notices (type H) have their own section.
    expect(await p.locator('[data-list="help"]').textContent()).toContain('How to deposit');
    expect(await p.locator('[data-list="promotion"]').textContent()).toContain('Double your first deposit');
  });

  it('keeps one notice open at a time in noticeModal, and its close button closes it', async () => {
    const p = await visit('/', { lang: 'EN' });
    const bar = p.getByTestId('notice-bar');
    await bar.waitFor();
    await bar.locator('.notice-bar__inner').hover({ position: { x: 10, y: 10 } });
    await bar.locator('ul:not([aria-hidden]) .notice-bar__title').first().click();
    const dialog = p.locator('[data-modal="noticeModal"]');
    await dialog.waitFor();
    const titles = dialog.locator('.notice-accordion__title');
    const expanded = () =>
      titles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded') === 'true'));
    expect(await titles.count()).toBe(2);
    expect(await expanded()).toEqual([true, false]);
    expect(await dialog.locator('.notice-accordion__content').count()).toBe(1);

    await titles.nth(1).click();
    expect(await expanded()).toEqual([false, true]);
    expect(await dialog.locator('.notice-accordion__content').count()).toBe(1);
    expect(await dialog.locator('.notice-accordion__content').textContent()).toContain('Dozens of new slots');
    // A second click on the open one closes it: none open.
    await titles.nth(1).click();
    expect(await expanded()).toEqual([false, false]);

    await dialog.getByTestId('notice-close').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens the help modal from a footer help link', async () => {
    const p = await visit('/', { lang: 'EN' });
    const footer = p.locator('footer.site-footer');
    await footer.scrollIntoViewIfNeeded();
    const link = footer.locator('.site-footer__links').first().locator('li > button').first();
    await link.waitFor();
    const title = ((await link.textContent()) ?? '').trim();
    await link.click();
    const dialog = p.locator('.modal[role="dialog"]');
    await dialog.waitFor();
    expect((await dialog.locator('h2').first().textContent())?.trim()).toBe(title);
    expect(((await dialog.locator('.help-article').textContent()) ?? '').length).toBeGreaterThan(20);
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('stops the jackpot while the tab is hidden and resumes it when shown again', async () => {
    const p = await visit('/rng');
    const amount = p.getByTestId('jackpot-amount');
    await amount.waitFor();
    const cents = async () => Number(await amount.getAttribute('data-cents'));
    const setVisibility = (state: 'hidden' | 'visible') =>
      p.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);

    await setVisibility('hidden');
    const hidden = await cents();
    await p.waitForTimeout(3500);
    expect(await cents()).toBe(hidden);

    await setVisibility('visible');
    // Shown again, it catches up with the shared clock and ticks on.
    await expect.poll(cents, { timeout: 2000 }).toBeGreaterThan(hidden);
    const resumed = await cents();
    await expect.poll(cents, { timeout: 5000 }).toBeGreaterThan(resumed);
    expect(((await cents()) - hidden) % 16_511).toBe(0);
  });

  it('shows the jackpot on /rng only, and it grows by 165.11 every 3 s', async () => {
    const p = await visit('/rng');
    const amount = p.getByTestId('jackpot-amount');
    await amount.waitFor();
    const first = Number(await amount.getAttribute('data-cents'));
    expect(await amount.textContent()).toMatch(/P\s?[\d,]+\.\d{2}/);
    await p.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="jackpot-amount"]')?.getAttribute('data-cents')) > before,
      first,
      { timeout: 5000 },
    );
    const next = Number(await amount.getAttribute('data-cents'));
    expect((next - first) % 16_511).toBe(0);
    expect(next - first).toBeGreaterThan(0);

    for (const path of ['/', '/live', '/fish']) {
      await p.goto(path);
      await carousel(p).waitFor();
      expect(await p.getByTestId('jackpot').count(), path).toBe(0);
    }
  });

  it('opens the help modal for /help#term and scrolls to the other anchors', async () => {
    const p = await visit('/help#term', { lang: 'EN' });
    const dialog = p.locator('.modal[role="dialog"]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').first().textContent()).toBe('User Agreement');
    await p.keyboard.press('Escape');

    await p.goto('/help#responsible');
    const section = p.locator('section#responsible');
    await section.waitFor();
    await expect
      .poll(() => section.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
    expect(await section.textContent()).toContain('1553');
    expect(await p.locator('section#age').textContent()).toContain('18');
    expect(await p.locator('section#agent').count()).toBe(1);

    // /help#agent, the header's affiliate link: the agent entry scrolled into view.
    await p.evaluate(() => window.scrollTo(0, 0));
    await p.goto('/help#agent');
    const agent = p.locator('section#agent');
    await agent.waitFor();
    await expect
      .poll(() =>
        agent.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight && window.scrollY > 0;
        }),
      )
      .toBe(true);
    expect(await agent.getAttribute('class')).toContain('is-target');
  });

  it('shows the help notices (type H) above the help items on /help and /helpmc', async () => {
    const p = await visit('/help', { lang: 'EN' });
    const notices = p.getByTestId('help-notices');
    await notices.waitFor();
    expect(await notices.textContent()).toContain('How to deposit');
    expect(await notices.textContent()).toContain('Open Member Centre');
    await p.goto('/helpmc');
    await p.getByTestId('help-notices').waitFor();
    expect(await p.locator('[data-region="header"]').count()).toBe(0);
  });

  it('opens the customer-service popup with the decoded type 3 address', async () => {
    const p = await visit('/');
    await context!.route('https://chat.swerte.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Live chat</title><h1>Live chat</h1>' }),
    );
    const live = p.getByTestId('header-live-chat');
    await live.waitFor();
    const [popup] = await Promise.all([p.waitForEvent('popup'), live.click()]);
    await popup.waitForURL(LIVE_CHAT);
    expect(popup.url()).toBe(LIVE_CHAT);
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.close();
  });

  it('closes the customer-service popup when the call fails', async () => {
    const p = await visit('/');
    await context!.route('**/wps/system/customerService**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'error_cs_unavailable', message: 'x', value: null }),
      }),
    );
    const live = p.getByTestId('header-live-chat');
    await live.waitFor();
    const [popup] = await Promise.all([p.waitForEvent('popup'), live.click()]);
    await popup.waitForEvent('close', { timeout: 5000 });
    expect(popup.isClosed()).toBe(true);
  });

  it('shows the app downloads with their QR codes and the web app install card', async () => {
    const p = await visit('/down', { lang: 'EN' });
    const cards = p.locator('.download-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    const qr = p.locator('.download-card__qr');
    await expect
      .poll(() =>
        qr.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(await p.getByTestId('install-card').textContent()).toContain('Install the web app');
    const manifest = await p.evaluate(() =>
      document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    );
    expect(manifest).toBe('/manifest.webmanifest');
    // The page may time the site's addresses (connect-src: the demo lists no mirrors, so its own
    // public address), and still runs no inline script.
    const csp = (await p.request.get('/down')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`connect-src 'self' ${site.baseURL}`);
    expect(csp).toContain("script-src 'self';");
  });

  it('is an installable web app whose service worker keeps only the shell and shows the offline page', async () => {
    const p = await visit('/');
    await carousel(p).waitFor();
    const manifest = await p.evaluate(
      async () => (await (await fetch('/manifest.webmanifest')).json()) as Record<string, unknown>,
    );
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?source=pwa' });
    expect(JSON.stringify(manifest)).toContain('icon-512.png');
    await p.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cached = await p.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((path) => path.startsWith('/wps') || path.startsWith('/media'))).toBe(false);

    await context!.setOffline(true);
    await p.goto('/noticePage').catch(() => undefined);
    await p.locator('h1').waitFor();
    expect(await p.locator('h1').textContent()).toBe('Walang koneksyon');
    await context!.setOffline(false);
  });

  it('sends feedback from the help page after the human check', async () => {
    const p = await visit('/help', { lang: 'EN' });
    await p.getByTestId('feedback-open').first().click();
    const form = p.getByTestId('feedback-form');
    await form.waitFor();
    await form.locator('textarea').fill('Too short');
    await form.locator('button[type="submit"]').click();
    expect(await form.locator('.field__error').first().textContent()).toContain('Between 3 and 300 words');
    await form.locator('select').selectOption('suggestion');
    await form.locator('textarea').fill('Please add more evening baccarat tables, they fill up fast.');
    await form.locator('input').fill('player@example.com');
    await form.locator('[data-testid="human-check"][data-state="verified"]').waitFor({ timeout: 15_000 });
    await form.locator('button[type="submit"]').click();
    await p.getByText('Thank you! We have received your feedback.').waitFor();
  });

  describe.runIf(LOOKS)('screenshots', () => {
    /**
     * Fonts, banner art, QR codes and promotion art drawn, and nothing left loading; the page scrolled
     * through once, so what loads near the viewport (footer, winner board, images) is in the picture.
     */
    async function settle(p: Page) {
      await p.locator('[data-page]').first().waitFor();
      await p.evaluate(() => document.fonts.ready);
      await p.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await p
        .waitForFunction(
          () =>
            document.querySelectorAll('.spinner, [aria-busy="true"]').length === 0 &&
            [
              ...document.querySelectorAll<HTMLImageElement>(
                '[data-region="banner"] img[loading="eager"], .download-card__qr, [data-page] img[loading="eager"]',
              ),
            ].every((img) => img.complete && img.naturalWidth > 0),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      await p.waitForTimeout(300);
    }

    /**
     * Language and theme through the app's own switches (header select and theme button); a page
     * without the header (/helpmc) takes them from local storage and a reload.
     */
    async function look(p: Page, lang: 'TY' | 'EN', theme: 'light' | 'dark') {
      const switcher = p.getByTestId('language-switcher');
      if ((await switcher.count()) === 0) {
        await p.evaluate(
          ([l, th]) => {
            localStorage.setItem('lang', l);
            localStorage.setItem('theme', th);
          },
          [lang, theme] as const,
        );
        await p.reload();
      } else {
        // Dispatched, not clicked: on phones the header's top row is folded away, and a modal may be open.
        await switcher.evaluate((select, l) => {
          const element = select as HTMLSelectElement;
          if (element.value === l) return;
          element.value = l;
          element.dispatchEvent(new Event('change', { bubbles: true }));
        }, lang);
        if ((await p.evaluate(() => document.documentElement.dataset.theme)) !== theme) {
          await p.getByTestId('theme-toggle').evaluate((button) => (button as HTMLButtonElement).click());
        }
      }
      await p.waitForFunction(
        ([tag, th]) =>
          document.documentElement.lang.startsWith(tag) && document.documentElement.dataset.theme === th,
        [lang === 'TY' ? 'fil' : 'en', theme] as const,
      );
      await settle(p);
    }

    const LOOKS = [
      ['TY', 'light'],
      ['EN', 'light'],
      ['EN', 'dark'],
      ['TY', 'dark'],
    ] as const;

    /** Every content page, and the notice and help modals (opened on the home page). */
    const PAGES: {
      name: string;
      path: string | ((p: Page) => Promise<string>);
      open?: (p: Page) => Promise<void>;
    }[] = [
      { name: 'home', path: '/' },
      { name: 'promotions', path: '/promotions' },
      {
        name: 'promoDetail',
        path: async (p) =>
          (await p.locator('[data-testid="promo-card"] .promo-card__title a').first().getAttribute('href')) ??
          '/promotions',
      },
      { name: 'vip', path: '/vip' },
      { name: 'help', path: '/help' },
      { name: 'helpmc', path: '/helpmc' },
      { name: 'noticePage', path: '/noticePage' },
      { name: 'down', path: '/down' },
      { name: 'join', path: '/join' },
      {
        name: 'noticeModal',
        path: '/',
        open: async (p) => {
          const bar = p.getByTestId('notice-bar');
          await bar.locator('.notice-bar__inner').hover({ position: { x: 10, y: 10 } });
          await bar.locator('ul:not([aria-hidden]) .notice-bar__title').first().click();
          await p.locator('[data-modal="noticeModal"]').waitFor();
        },
      },
      {
        name: 'helpModal',
        path: '/',
        open: async (p) => {
          const footer = p.locator('footer.site-footer');
          // The footer's content loads as it nears the viewport.
          await footer.scrollIntoViewIfNeeded();
          const link = footer.locator('.site-footer__links').first().locator('li > button').first();
          await link.click();
          await p.locator('.modal[role="dialog"] .help-article').waitFor();
        },
      },
    ];

    for (const viewport of ['phone', 'desktop'] as const) {
      it(`looks right in both languages and themes at ${viewport} width`, async () => {
        const p = await visit('/', { viewport });
        await settle(p);
        for (const { name, path, open } of PAGES) {
          await p.goto(typeof path === 'string' ? path : await path(p));
          await settle(p);
          if (open) await open(p);
          for (const [lang, theme] of LOOKS) {
            await look(p, lang, theme);
            const file = `${SHOTS}${lang}-${viewport}-${theme}-${name}.png`;
            // A modal is seen over the page as the viewport shows it.
            await p.screenshot({ path: file, fullPage: !open });
          }
          // Back to the first look for the next page, so the page loads in it.
          await look(p, 'TY', 'light');
          if (open) await p.keyboard.press('Escape');
        }
      }, 180_000);
    }
  });
});
