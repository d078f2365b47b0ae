import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { modal, openLogin, passAfterLogin } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS, newContext, type VIEWPORTS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/modals/', import.meta.url).pathname;

/** Every account modal and dialog of §2, in both languages, saved as pictures for review. */
describe.skipIf(!hasBrowser)('account modals in both languages', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    await site.setFlags({ FREEPLAY3: '1' });
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(lang: 'TY' | 'EN', viewport: keyof typeof VIEWPORTS, path: string): Promise<Page> {
    const context = await newContext(browser, site.baseURL, viewport);
    await context.addInitScript((language) => localStorage.setItem('lang', language), lang);
    const page = await context.newPage();
    await page.goto(path);
    await page.locator('[data-page]').first().waitFor();
    return page;
  }

  // Finished animations: a modal caught while fading in would look half transparent.
  async function shot(page: Page, name: string): Promise<void> {
    if (LOOKS) await page.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
  }

  // Each language and each width once; every pairing only when the pictures are wanted.
  const looks = LOOKS
    ? ([
        ['TY', 'phone'],
        ['TY', 'desktop'],
        ['EN', 'phone'],
        ['EN', 'desktop'],
      ] as const)
    : ([
        ['TY', 'phone'],
        ['EN', 'desktop'],
      ] as const);
  for (const [lang, viewport] of looks) {
    it(`shows every account modal in ${lang} at ${viewport} width`, async () => {
      const tag = `${lang}-${viewport}`;
      const page = await open(lang, viewport, '/');
      await openLogin(page);
      const login = modal(page, 'loginPopupModal');
      await login
        .getByTestId('human-check')
        .and(page.locator('[data-state="verified"]'))
        .waitFor({ timeout: 20_000 });
      await shot(page, `${tag}-login-username`);
      await login.getByTestId('login-tab-sms').click();
      await shot(page, `${tag}-login-sms`);
      await page.keyboard.press('Escape');

      await page.goto('/register');
      const register = modal(page, 'registerModal');
      await register.waitFor();
      await shot(page, `${tag}-register-mobile`);
      await register.getByTestId('country-code').click();
      await register.getByRole('listbox').waitFor();
      await shot(page, `${tag}-register-country`);
      await register.getByTestId('country-code').press('Escape');
      await register.getByTestId('register-mode-username').click();
      await register.locator('button[type="submit"]').click();
      await register.locator('.field__error').first().waitFor();
      await shot(page, `${tag}-register-username-errors`);

      await page.goto('/forget');
      const forget = modal(page, 'forgetPassModal');
      await forget.waitFor();
      await shot(page, `${tag}-forget-email`);
      await forget.getByTestId('forget-mode-mobile').click();
      await shot(page, `${tag}-forget-mobile`);
      await page.keyboard.press('Escape');

      await openLogin(page);
      await login.getByTestId('free-play').click();
      await page.getByTestId('header-account').first().waitFor();
      await modal(page, 'firstLoginModal').waitFor({ timeout: 20_000 });
      await shot(page, `${tag}-first-login-trial`);
      await modal(page, 'firstLoginModal').getByTestId('welcome-later').click();
      await modal(page, 'noticeModal').waitFor({ timeout: 20_000 });
      await shot(page, `${tag}-notices`);
      await passAfterLogin(page);
      await shot(page, `${tag}-header-trial`);
      await page.getByTestId('header-account').first().click();
      await page
        .getByRole('menu')
        .getByText(/deposit/i)
        .first()
        .click();
      await page.locator('[data-modal="trialAccountDialog"]').waitFor();
      await shot(page, `${tag}-trial-warning`);
      await page.keyboard.press('Escape');

      await page.getByTestId('header-account').first().click();
      await page.getByTestId('header-logout').click();
      await page.locator('[data-modal="logoutDialog"]').waitFor();
      await shot(page, `${tag}-logout-confirm`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang === 'EN' ? 'en' : 'fil');
      await page.context().close();
    });
  }
});
