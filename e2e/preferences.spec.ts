import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedInPage } from './support/auth.js';
import { hasBrowser, launchBrowser, newContext } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

describe.skipIf(!hasBrowser)('language and theme', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('starts in Filipino and switches to English, persisting over a reload', async () => {
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    await page.goto('/promotions');
    const heading = page.locator('[data-page="promotions"] h1').first();
    await heading.waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fil');
    const filipinoTitle = await heading.textContent();

    await page.getByTestId('language-switcher').selectOption('EN');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForFunction(
      (before) => document.querySelector('[data-page="promotions"] h1')?.textContent !== before,
      filipinoTitle,
    );
    const englishTitle = await heading.textContent();
    expect(englishTitle).toBe('Promotions');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['EN', 'TY']);

    await page.reload();
    await heading.waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await heading.textContent()).toBe(englishTitle);
    await context.close();
  });

  it('fits every nav entry beside a signed-in member’s balance, in Filipino, on desktop widths', async () => {
    const { context, page } = await signedInPage(
      browser,
      site,
      { username: 'demoplayer', password: 'Demo1234' },
      { lang: 'TY' },
    );
    for (const width of [1600, 1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const list = page.locator('.main-nav__list');
      const [scroll, client] = await list.evaluate((nav) => [nav.scrollWidth, nav.clientWidth]);
      expect(scroll, `nav at ${width} px`).toBeLessThanOrEqual(client);
    }
    await context.close();
  }, 90_000);

  it('refetches server data in the new language', async () => {
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('[data-page="home"]').waitFor();
    const helpRequest = page.waitForRequest(
      (request) => request.url().includes('/wps/system/helpCenter') && request.url().includes('lang=EN'),
    );
    await page.getByTestId('language-switcher').selectOption('EN');
    await helpRequest;
    await context.close();
  });

  it('switches to the dark theme and keeps it over a reload', async () => {
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('[data-page="home"]').waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);

    await page.reload();
    await page.locator('[data-page="home"]').waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await context.close();
  });
});
