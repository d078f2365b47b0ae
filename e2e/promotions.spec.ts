import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { modal } from './support/auth.js';
import { openBackOffice } from './support/back-office.js';
import { hasBrowser, launchBrowser, LOOKS, VIEWPORTS } from './support/browser.js';
import { registerByUsername } from './support/member-setup.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/promotions/', import.meta.url).pathname;

/**
 * Promotions as a player meets them: a deposit approved in the back office, a deposit bonus joined and
 * claimed on /promotions, the bonus in the member centre's bonus details, the VIP page's progress; a
 * visitor's click on an action opens the login popup. (The pages' screenshots in both languages, themes
 * and widths are taken with every content page's, in content.spec.ts.)
 */
describe.skipIf(!hasBrowser)('promotions and VIP', () => {
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
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A browser context in a language, viewport and theme, set before the site's first script runs. */
  async function open(
    options: { lang?: 'TY' | 'EN'; viewport?: keyof typeof VIEWPORTS; theme?: 'dark' } = {},
  ) {
    context = await browser.newContext({
      baseURL: site.baseURL,
      viewport: VIEWPORTS[options.viewport ?? 'desktop'],
      locale: 'en-US',
    });
    await context.addInitScript(
      ([lang, theme]) => {
        if (lang) localStorage.setItem('lang', lang);
        if (theme) localStorage.setItem('theme', theme);
      },
      [options.lang ?? null, options.theme ?? null] as const,
    );
    page = await context.newPage();
    return page;
  }
  async function shot(target: Page, name: string): Promise<void> {
    if (LOOKS)
      await target.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true, animations: 'disabled' });
  }
  const card = (target: Page, kind: string) =>
    target.locator(`[data-testid="promo-card"][data-kind="${kind}"]`).first();

  /** Answers the message a promotion action ends with; returns its text. */
  async function acknowledge(target: Page): Promise<string> {
    const message = modal(target, 'messageDialog');
    await message.waitFor({ timeout: 20_000 });
    const text = (await message.textContent()) ?? '';
    await message.getByTestId('confirm').click();
    await message.waitFor({ state: 'detached' });
    return text;
  }

  it('joins and claims a deposit bonus after an approved deposit, sees it in bonus details and VIP progress', async () => {
    const me = await open({ lang: 'EN' });
    await me.goto('/');
    await registerByUsername(me, site, {
      username: 'promoplayer',
      password: 'Secret123',
      mobile: '9175550177',
    });
    const backOffice = await openBackOffice(site.baseURL);

    // A bank transfer of 500.00, reported in the member centre and approved in the back office.
    await me.getByTestId('header-account').first().click();
    await me.getByTestId('header-member-center').click();
    const centre = modal(me, 'memberCentre');
    await centre.locator('[data-mc-page="depositv2"]').click();
    const deposit = centre.locator('[data-mc-pane="depositv2"]');
    await deposit.locator('[role="radio"]').first().click();
    await deposit.locator('input[name="amount"]').fill('500');
    await deposit.locator('button[type="submit"]').click();
    await deposit.getByTestId('deposit-done').waitFor();
    await backOffice.approveDeposit('promoplayer');
    await centre.getByTestId('mc-close').click();

    await me.goto('/promotions');
    const reload = card(me, 'deposit_bonus');
    await expect.poll(() => reload.locator('.promo-badge').textContent()).toBe('Open');
    await reload.getByTestId('promo-action').click();
    expect(await acknowledge(me)).toContain('joined');
    await expect.poll(() => reload.locator('.promo-badge').textContent()).toBe('Ready to claim');
    await reload.getByTestId('promo-action').click();
    expect(await acknowledge(me)).toContain('100.00');
    await expect.poll(() => reload.locator('.promo-badge').textContent()).toBe('Claimed');
    await expect.poll(() => reload.getByTestId('promo-action').count()).toBe(0);
    await shot(me, 'EN-desktop-promotions-member');

    await reload.locator('.promo-card__title a').click();
    await me.getByTestId('promo-entry').waitFor();
    expect(await me.getByTestId('promo-entry').textContent()).toContain('100.00');
    await shot(me, 'EN-desktop-promo-detail-member');

    await me.getByTestId('header-account').first().click();
    await me.getByTestId('header-member-center').click();
    await centre.locator('[data-mc-page="bonusDetails"]').click();
    const bonuses = centre.locator('[data-mc-pane="bonusDetails"]').getByTestId('bonus-list');
    await bonuses.waitFor();
    const bonusText = (await bonuses.textContent()) ?? '';
    expect(bonusText).toContain('Reload Bonus 20%');
    expect(bonusText).toContain('100.00');
    expect(bonusText).toContain('500.00'); // turnover required: 5× the bonus
    await centre.getByTestId('mc-close').click();

    // The header shows what can be played and withdrawn: the bonus stays out of it while locked, and
    // joins it once its turnover is played.
    const balance = me.getByTestId('header-balance-amount').first();
    await me.getByTestId('header-balance').first().locator('.header-balance__value').click();
    await expect.poll(() => balance.textContent()).toBe('500.00');
    await site.settleMemberBet('promoplayer', { stake: 50_000n, payout: 50_000n });
    await me.getByTestId('header-balance').first().locator('.header-balance__value').click();
    await expect.poll(() => balance.textContent()).toBe('600.00');

    await me.goto('/vip');
    const mine = me.getByTestId('vip-me');
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Bronze');
    expect(await mine.textContent()).toContain('Towards Silver');
    expect(await mine.getByRole('progressbar').first().getAttribute('aria-valuenow')).toBe('10'); // 500 of 5,000
    expect(await me.locator('.vip-level.is-current').textContent()).toContain('Bronze');
    await shot(me, 'EN-desktop-vip-member');
  });

  it('sends a visitor who clicks an action to the login popup', async () => {
    const visitor = await open({ viewport: 'phone' });
    await visitor.goto('/promotions');
    await card(visitor, 'deposit_bonus').getByTestId('promo-action').click();
    await modal(visitor, 'loginPopupModal').waitFor();
    await visitor.keyboard.press('Escape');
    await visitor.goto('/vip');
    await visitor.locator('.vip-me').getByRole('button', { name: 'Mag-register' }).waitFor();
  });
});
