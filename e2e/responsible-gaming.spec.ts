import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInThroughModal, modal, openLogin, serveKnownCaptchas } from './support/auth.js';
import { LOOKS, hasBrowser, launchBrowser, newContext, type VIEWPORTS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/responsible-gaming/', import.meta.url).pathname;
const JOURNEY_MS = 120_000;
const WAIT = { timeout: 30_000 };

/**
 * The player-protection tools as a player meets them: a deposit limit set on the Responsible gaming
 * page refuses a deposit past it (naming the limit), and a self-exclusion confirmed on the page logs
 * the player out and turns the next login away. Looked at in both languages, phone and desktop.
 */
describe.skipIf(!hasBrowser)('responsible gaming', () => {
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
    if (task.result?.state === 'fail' && page)
      await page.screenshot({ path: `${SHOTS}failed-${task.name.replace(/\W+/g, '-')}.png` }).catch(() => {});
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function loggedIn(viewport: keyof typeof VIEWPORTS, lang: 'EN' | 'TY') {
    context = await newContext(browser, site.baseURL, viewport);
    await context.addInitScript((stored) => localStorage.setItem('lang', stored), lang);
    const target = await context.newPage();
    page = target;
    const captcha = await serveKnownCaptchas(target, site);
    await target.goto('/');
    await openLogin(target);
    await logInThroughModal(target, captcha, { username: 'demoplayer', password: 'Demo1234' });
    return { target, captcha };
  }

  const pane = (target: Page) => modal(target, 'memberCentre').locator('[data-mc-pane="responsibleGaming"]');

  it.runIf(LOOKS)('looks right on a phone in Filipino', { timeout: JOURNEY_MS }, async () => {
    const { target } = await loggedIn('phone', 'TY');
    await target.goto('/?mc=responsibleGaming');
    await pane(target).getByTestId('rg-activity').waitFor(WAIT);
    await target.screenshot({ path: `${SHOTS}page-ty-390.png`, fullPage: true, animations: 'disabled' });
  });

  it('limits a deposit, then self-excludes and cannot log in again', { timeout: JOURNEY_MS }, async () => {
    const { target, captcha } = await loggedIn('desktop', 'EN');
    await target.goto('/?mc=responsibleGaming');
    const rg = pane(target);
    await rg.getByTestId('rg-limit-form').waitFor(WAIT);
    await rg.getByTestId('rg-limit-value').fill('100');
    await rg.getByTestId('rg-limit-save').click();
    await rg.getByTestId('rg-limit-deposit-daily').getByText('Daily · Deposit: 100.00').waitFor(WAIT);

    // A deposit past the limit is refused by the server, which names the limit.
    const refused = await target.evaluate(async () => {
      const token = sessionStorage.getItem('token') ?? '';
      const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
      const methods = (await (await fetch('/wps/wallet/deposit/methods', { headers })).json()) as {
        value: { id: number; kind: string }[];
      };
      const bank = methods.value.find((m) => m.kind === 'bank');
      const res = await fetch('/wps/wallet/deposit/bank', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ methodId: bank?.id, amount: '150', reference: 'e2e' }),
      });
      return (await res.json()) as { code: string; message: string };
    });
    expect(refused.code).toBe('error_limit_deposit');
    expect(refused.message).toContain('daily deposit limit of 100.00');
    if (LOOKS)
      await target.screenshot({ path: `${SHOTS}page-en-1440.png`, fullPage: true, animations: 'disabled' });

    await rg.getByTestId('rg-exclude').click();
    const confirm = modal(target, 'selfExclusionDialog');
    expect(await confirm.getByTestId('confirm').isDisabled()).toBe(true);
    await confirm.getByTestId('rg-understand').check();
    if (LOOKS) await target.screenshot({ path: `${SHOTS}confirm-en-1440.png`, animations: 'disabled' });
    await confirm.getByTestId('confirm').click();
    await target.getByTestId('header-login').first().waitFor(WAIT);

    await openLogin(target);
    const form = modal(target, 'loginPopupModal');
    await form.locator('input[name="username"]').fill('demoplayer');
    await form.locator('input[name="password"]').fill('Demo1234');
    if (await form.locator('input[name="captcha"]').count())
      await form.locator('input[name="captcha"]').fill(captcha());
    await form.locator('button[type="submit"]').first().click();
    await form.getByText(/This account is self-excluded until \d{4}-/).waitFor(WAIT);
  });
});
