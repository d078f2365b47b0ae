import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  expectLoggedInAs,
  logInThroughModal,
  modal,
  openLogin,
  passAfterLogin,
  serveKnownCaptchas,
} from './support/auth.js';
import { demoOperatorToken, siteCall } from './support/back-office.js';
import { LOOKS, hasBrowser, launchBrowser, newContext, type VIEWPORTS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/responsible-gaming/', import.meta.url).pathname;
const JOURNEY_MS = 120_000;
const WAIT = { timeout: 30_000 };

/**
 * The player-protection tools as a player meets them: a deposit limit set on the Responsible gaming
 * page refuses a deposit past it (naming the limit), and a self-exclusion confirmed on the page logs
 * the player out and turns the next login away; a new player gives a date of birth and a session-time
 * limit while registering, is offered a deposit limit before the first deposit, sees the reality check
 * recall the session's bets, and is stopped by the session limit. Looked at in both languages, phone
 * and desktop.
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

  it.runIf(LOOKS)(
    'a visitor: register limits, footer and help, phone, both languages',
    { timeout: JOURNEY_MS },
    async () => {
      for (const lang of ['TY', 'EN'] as const) {
        context = await newContext(browser, site.baseURL, 'phone');
        await context.addInitScript((stored) => localStorage.setItem('lang', stored), lang);
        const target = await context.newPage();
        page = target;
        await target.goto('/register');
        const form = modal(target, 'registerModal');
        await form.getByTestId('register-mode-username').click();
        await form.getByTestId('register-limits').locator('summary').click();
        await form.getByTestId('register-limit-session').scrollIntoViewIfNeeded();
        await target.screenshot({
          path: `${SHOTS}register-${lang.toLowerCase()}-390.png`,
          animations: 'disabled',
        });
        await target.goto('/help#responsible');
        await target.getByTestId('rg-contacts').waitFor(WAIT);
        await target.getByTestId('rg-help').scrollIntoViewIfNeeded();
        await target.screenshot({
          path: `${SHOTS}help-${lang.toLowerCase()}-390.png`,
          animations: 'disabled',
        });
        await target.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await target.getByTestId('footer-rg-tools').waitFor(WAIT);
        await target.getByTestId('footer-rg-tools').scrollIntoViewIfNeeded();
        await target.screenshot({
          path: `${SHOTS}footer-${lang.toLowerCase()}-390.png`,
          animations: 'disabled',
        });
        await context.close();
        context = undefined;
      }
    },
  );

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

  it(
    'registers with a date of birth and a session limit, sets a deposit limit first, and the session limit stops play',
    { timeout: JOURNEY_MS },
    async () => {
      const call = siteCall(site.baseURL);
      const admin = await demoOperatorToken(site.baseURL);
      // The visitor's jurisdiction (the default one, the Philippines) asks the date of birth for this journey.
      const jurisdictions = await call<Record<string, unknown>[]>(
        'GET',
        '/wps/admin/protection/jurisdictions',
        admin,
      );
      const { code, ...rules } = jurisdictions.find((j) => j.isDefault === true)!;
      const setRules = (askDateOfBirth: boolean) =>
        call('PUT', `/wps/admin/protection/jurisdictions/${String(code)}`, admin, {
          ...rules,
          askDateOfBirth,
        });
      await setRules(true);
      try {
        context = await newContext(browser, site.baseURL, 'desktop');
        // English unless the journey switches (the offer is looked at in Filipino too).
        await context.addInitScript(() => {
          if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
        });
        const target = await context.newPage();
        page = target;
        const captcha = await serveKnownCaptchas(target, site);
        const username = `rg${Date.now().toString(36).slice(-7)}`;
        const mobile = `9175${String(Date.now()).slice(-6)}`;

        await target.goto('/register');
        const form = modal(target, 'registerModal');
        await form.getByTestId('register-mode-username').click();
        await form.locator('input[name="username"]').fill(username);
        await form.locator('input[name="password"]').fill('Secret123');
        await form.locator('input[name="confirmPassword"]').fill('Secret123');
        await form.locator('input[name="mobileNum"]').fill(mobile);
        const code = await site.smsCodeFrom(`+63${mobile}`, () => form.getByTestId('sms-send').click());
        await form.locator('input[name="verificationCode"]').fill(code);
        if (await form.locator('input[name="captcha"]').count()) {
          await form.getByTestId('captcha-image').waitFor();
          await form.locator('input[name="captcha"]').fill(captcha());
        }
        const year = new Date().getFullYear();
        await form.getByTestId('register-date-of-birth').fill(`${year - 17}-01-01`);
        await form.locator('button[type="submit"]').first().click();
        await form.getByText('Only for ages 18 and over').waitFor(WAIT);
        await form.getByTestId('register-date-of-birth').fill(`${year - 30}-01-01`);
        await form.getByTestId('register-limits').locator('summary').click();
        await form.getByTestId('register-limit-session').fill('5');
        await form.locator('button[type="submit"]').first().click();
        await expectLoggedInAs(target, username);
        await passAfterLogin(target, { firstTime: true });

        // Before the first deposit the deposit page offers a deposit limit first.
        await target.goto('/?mc=depositv2');
        const offer = modal(target, 'memberCentre').getByTestId('rg-deposit-offer');
        await offer.waitFor(WAIT);
        if (LOOKS) {
          await target.screenshot({ path: `${SHOTS}offer-en-1440.png`, animations: 'disabled' });
          await target.setViewportSize({ width: 390, height: 844 });
          await target.evaluate(() => localStorage.setItem('lang', 'TY'));
          await target.reload();
          await modal(target, 'memberCentre')
            .getByText('Magtakda muna ng limitasyon sa deposito?')
            .waitFor(WAIT);
          await target.screenshot({ path: `${SHOTS}offer-ty-390.png`, animations: 'disabled' });
          await target.setViewportSize({ width: 1440, height: 900 });
          await target.evaluate(() => localStorage.setItem('lang', 'EN'));
          await target.reload();
          await offer.waitFor(WAIT);
        }
        await offer.getByTestId('rg-offer-amount').fill('300');
        await offer.getByTestId('rg-offer-period').selectOption('weekly');
        await offer.getByTestId('rg-offer-save').click();
        await offer
          .getByTestId('rg-offer-saved')
          .getByText('Deposit limit in force: 300.00 (Weekly).')
          .waitFor(WAIT);
        const token = await target.evaluate(() => sessionStorage.getItem('token'));
        const status = await call<{ limits: { kind: string; period: string }[] }>(
          'GET',
          '/wps/member/protection',
          token,
        );
        expect(status.limits.map((l) => `${l.kind}:${l.period}`)).toEqual([
          'deposit:weekly',
          'session:daily',
        ]);

        // Play a few spins, then the reality check (every 5 minutes) recalls them after 6 minutes of session.
        await site.creditMember(username, 10_000n);
        await call('POST', '/wps/member/protection/realityCheck', token, { minutes: 5 });
        const { content } = await call<{ content: string }>('POST', '/wps/game/launchGame', token, {
          vassalage: 'SW_RNG',
          gameCode: 'SWERTE_FIESTA',
          gameType: 'RNG',
          platform: 'WEB',
        });
        await target.goto(content);
        await target.locator('[data-page="seamless"][data-game="slot"]').waitFor(WAIT);
        const spin = target.getByTestId('slot-spin');
        for (let n = 0; n < 3; n++) {
          await spin.and(target.locator(':enabled')).waitFor(WAIT);
          await spin.click();
          await spin
            .and(target.locator(':disabled'))
            .waitFor({ timeout: 5_000 })
            .catch(() => {});
        }
        await spin.and(target.locator(':enabled')).waitFor(WAIT);
        await site.backdateSessions(username, 6);
        await target.reload();
        const reminder = modal(target, 'realityCheckDialog');
        await reminder.getByTestId('reality-recent').waitFor(WAIT);
        expect(await reminder.getByTestId('reality-recent').locator('li').count()).toBe(3);
        if (LOOKS) await target.screenshot({ path: `${SHOTS}reality-en-1440.png`, animations: 'disabled' });
        await reminder.getByTestId('confirm').click();
        if (LOOKS) {
          await target.screenshot({ path: `${SHOTS}clock-en-1440.png`, animations: 'disabled' });
          await target.setViewportSize({ width: 390, height: 844 });
          await target.screenshot({ path: `${SHOTS}clock-en-390.png`, animations: 'disabled' });
          await target.setViewportSize({ width: 1440, height: 900 });
        }

        // Six minutes played against a daily session limit of five: the next spin is refused.
        await target.locator('[data-page="seamless"][data-game="slot"]').waitFor(WAIT);
        await spin.and(target.locator(':enabled')).waitFor(WAIT);
        await spin.click();
        await target.getByText(/You have used your daily session time of 5 minutes/).waitFor(WAIT);
      } finally {
        await setRules(rules.askDateOfBirth === true);
      }
    },
  );
});
