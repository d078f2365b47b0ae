import type { Page } from 'playwright-core';
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
