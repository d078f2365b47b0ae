import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { expectLoggedInAs, modal, openLogin } from './support/auth.js';
import { hasBrowser, launchBrowser, VIEWPORTS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

/** Remember me and the new-address check, with visitors posing as other addresses through a trusted proxy. */
describe.skipIf(!hasBrowser)('sessions across tabs and addresses', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite({ TRUSTED_PROXIES: '127.0.0.1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const visitorFrom = (address: string): Promise<BrowserContext> =>
    browser.newContext({
      baseURL: site.baseURL,
      viewport: VIEWPORTS.desktop,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    });

  async function logIn(context: BrowserContext, username: string, password: string, remember = false) {
    const page = await context.newPage();
    await page.goto('/');
    await openLogin(page);
    const form = modal(page, 'loginPopupModal');
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="password"]').fill(password);
    if (remember) await form.locator('input[name="rememberMe"]').check();
    await form.locator('button[type="submit"]').first().click();
    return page;
  }

  it('keeps a remembered member logged in when a new tab opens the site', async () => {
    const context = await visitorFrom('198.51.100.10');
    await expectLoggedInAs(await logIn(context, 'demoagent', 'Agent1234', true), 'demoagent');
    // A new tab starts with empty session storage: only the httpOnly remember token can log it in.
    const tab = await context.newPage();
    await tab.goto('/');
    await expectLoggedInAs(tab, 'demoagent');
    await context.close();
  });

  it('asks a member logging in from a new address to confirm with an SMS code', async () => {
    const home = await visitorFrom('198.51.100.20');
    await expectLoggedInAs(await logIn(home, 'demoplayer', 'Demo1234'), 'demoplayer');
    await home.close();

    const elsewhere = await visitorFrom('203.0.113.99');
    const page = await logIn(elsewhere, 'demoplayer', 'Demo1234');
    const verify = modal(page, 'verifyLoginModal');
    await verify.waitFor({ timeout: 20_000 });
    if (await verify.getByTestId('verify-method-sms').count())
      await verify.getByTestId('verify-method-sms').click();
    const code = await site.smsCodeFrom('+639171234567', () => verify.getByTestId('sms-send').click());
    await verify.locator('input[name="answer"]').fill(code);
    await verify.locator('button[type="submit"]').click();
    await expectLoggedInAs(page, 'demoplayer');
    await elsewhere.close();
  });
});
