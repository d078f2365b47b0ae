import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, type VIEWPORTS } from './browser.js';
import type { RunningSite } from './site.js';

/**
 * Serves the page captchas that the server issued in-process, so the test knows each answer the way a
 * person reading the image would. Returns a getter for the answer of the image currently shown.
 */
export async function serveKnownCaptchas(page: Page, site: RunningSite): Promise<() => string> {
  let answer = '';
  await page.route('**/wps/captcha*', async (route) => {
    const captcha = await site.issueCaptcha();
    answer = captcha.answer;
    await route.fulfill({
      json: {
        success: true,
        code: 'ok',
        message: '',
        value: { captchaKey: captcha.captchaKey, image: captcha.image },
      },
    });
  });
  return () => answer;
}

export function modal(page: Page, name: string) {
  return page.locator(`[role="dialog"][data-modal="${name}"]`);
}

/** Waits until the header shows the logged-in account name. */
export async function expectLoggedInAs(page: Page, account: string): Promise<void> {
  await page.getByTestId('header-account').filter({ hasText: account }).first().waitFor({ timeout: 20_000 });
}

export async function openLogin(page: Page): Promise<void> {
  await page.getByTestId('header-login').first().click();
  await modal(page, 'loginPopupModal').waitFor();
}

/**
 * Logs in through the login modal already open, answering the captcha when the site asks for one, and
 * goes through the after-login flow.
 */
export async function logInThroughModal(
  page: Page,
  captcha: () => string,
  { username, password }: { username: string; password: string },
  { firstTime = false } = {},
): Promise<void> {
  const form = modal(page, 'loginPopupModal');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  if (await form.locator('input[name="captcha"]').count())
    await form.locator('input[name="captcha"]').fill(captcha());
  await form.locator('button[type="submit"]').first().click();
  await expectLoggedInAs(page, username);
  await passAfterLogin(page, { firstTime });
}

/**
 * Goes through the after-login flow (§4): the first-login welcome on a member's first session, then
 * the popup notices the demo site always has. Returns the notice titles shown.
 */
export async function passAfterLogin(page: Page, { firstTime = false } = {}): Promise<string[]> {
  if (firstTime) {
    const welcome = modal(page, 'firstLoginModal');
    await welcome.waitFor({ timeout: 20_000 });
    await welcome.getByTestId('welcome-later').click();
  }
  const notices = modal(page, 'noticeModal');
  await notices.waitFor({ timeout: 20_000 });
  const titles = await notices.locator('.notice-accordion__title').allTextContents();
  await notices.getByTestId('notice-close').click();
  await notices.waitFor({ state: 'detached' });
  return titles;
}

/**
 * A member signed in as a visitor does it, in a fresh browser context: the site opened on `start` in
 * the language `lang` (EN or TY), the header's login modal, then the after-login flow.
 */
export async function signedInPage(
  browser: Browser,
  site: RunningSite,
  member: { username: string; password: string },
  { viewport = 'desktop', lang = 'EN', start = '/', firstTime = false }: SignInOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, site.baseURL, viewport);
  await context.addInitScript((stored) => localStorage.setItem('lang', stored), lang);
  const page = await context.newPage();
  const captcha = await serveKnownCaptchas(page, site);
  await page.goto(start);
  await openLogin(page);
  await logInThroughModal(page, captcha, member, { firstTime });
  return { context, page };
}

interface SignInOptions {
  viewport?: keyof typeof VIEWPORTS;
  lang?: string;
  start?: string;
  /** A member's first session: the welcome comes before the notices. */
  firstTime?: boolean;
}
