import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestIssuer, type TestIssuer } from '../apps/server/test/oidc-issuer.js';
import { expectLoggedInAs, modal, openLogin, passAfterLogin } from './support/auth.js';
import { hasBrowser, launchBrowser, newContext } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

/**
 * Social login (§1, §4) through a real OpenID Connect round trip: the site, a local provider the test
 * starts, and the browser following the redirects between them.
 */
describe.skipIf(!hasBrowser)('social login in the browser', () => {
  let issuer: TestIssuer;
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    issuer = await startTestIssuer('swerte-e2e', 'e2e-secret');
    site = await startSite({
      GOOGLE_CLIENT_ID: 'swerte-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER: issuer.url,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await issuer?.close();
  });

  /** A visitor who is signed in at the provider as `subject`. */
  async function visitorSignedInAs(subject: string): Promise<Page> {
    issuer.signInAs(subject);
    const page = await (await newContext(browser, site.baseURL)).newPage();
    await page.goto('/');
    await page.locator('[data-page]').first().waitFor();
    return page;
  }

  it('turns away a provider account that belongs to no member with member_no_enter', async () => {
    const page = await visitorSignedInAs('stranger-e2e');
    await openLogin(page);
    await modal(page, 'loginPopupModal').getByTestId('social-google').click();
    const warning = modal(page, 'messageDialog');
    await warning.waitFor({ timeout: 20_000 });
    expect(await warning.textContent()).toContain('Hindi makapasok ang hindi miyembro.');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('header-login').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('logs a linked member in with Google and shows no password change', async () => {
    await site.linkSocial('demoplayer', 'google', 'google-e2e-42');
    const page = await visitorSignedInAs('google-e2e-42');
    await openLogin(page);
    await modal(page, 'loginPopupModal').getByTestId('social-google').click();
    await expectLoggedInAs(page, 'demoplayer');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/.{20,}/);
    await passAfterLogin(page);
    expect(await modal(page, 'changePassModal').count()).toBe(0);
    await page.context().close();
  });
});
