import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectLoggedInAs, modal, passAfterLogin } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS, newContext, type VIEWPORTS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/agent-centre/', import.meta.url).pathname;
const PAGES = [
  'agentTeamOverview',
  'agentAnnouncement',
  'agentAccountRegistration',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserProfit',
  'agentMyIncome',
  'agentTransactionDetails',
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealtimeSalary',
];

/** The demo agent logs in from /agentHome, the centre opens on the team overview, every page answers. */
describe.skipIf(!hasBrowser)('agent centre', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    site = await startSite({ EVENT_POLL_MS: '100' });
    // Two new players in the demo agent's team: one loses 120.00, one's 30.00 is a push.
    await site.settleBet('acplayerone', { stake: 12_000n, payout: 0n, upline: 'demoagent' });
    await site.settleBet('acplayertwo', { stake: 3_000n, payout: 3_000n, upline: 'demoagent' });
    // The reports read aggregates the outbox delivers (every 100 ms here) a moment after the bets.
    await site.eventsDelivered();
    // Every contract kind on, so each of their pages shows; the demo agent holds a daily salary offer.
    await site.enableContracts(['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'], 2);
    await site.offerTopContract('demoagent', 'daily_salary', 1.5);
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

  async function logInAsAgent(
    lang: 'TY' | 'EN',
    viewport: keyof typeof VIEWPORTS,
    who = { username: 'demoagent', password: 'Agent1234', firstTime: false },
  ): Promise<Page> {
    await context?.close();
    context = await newContext(browser, site.baseURL, viewport);
    await context.addInitScript((language: string) => localStorage.setItem('lang', language), lang);
    page = await context.newPage();
    await page.goto('/agentHome');
    const form = modal(page, 'loginPopupModal');
    await form.waitFor();
    await form.locator('input[name="username"]').fill(who.username);
    await form.locator('input[name="password"]').fill(who.password);
    await form.locator('button[type="submit"]').first().click();
    await expectLoggedInAs(page, who.username);
    await passAfterLogin(page, { firstTime: who.firstTime });
    return page;
  }

  /** Opens a page of the centre and waits until it has loaded. */
  async function openPage(target: Page, key: string) {
    const centre = modal(target, 'agentCentre');
    await centre.locator(`[data-ac-page="${key}"]`).click();
    const pane = centre.locator(`[data-ac-pane="${key}"]`);
    await pane.locator('.ac-page, .wallet-page').first().waitFor();
    await expect.poll(() => pane.locator('.spinner').count(), { timeout: 20_000 }).toBe(0);
    return pane;
  }

  for (const [lang, viewport] of [
    ['EN', 'desktop'],
    ['TY', 'phone'],
    ['EN', 'phone'],
    ['TY', 'desktop'],
  ] as const) {
    it(`opens on the team overview and shows every page (${lang}, ${viewport})`, async () => {
      const target = await logInAsAgent(lang, viewport);
      const centre = modal(target, 'agentCentre');
      await centre.waitFor({ timeout: 20_000 });
      await centre.locator('[data-ac-pane="agentTeamOverview"]').waitFor();
      await expect
        .poll(() => centre.getByTestId('ac-team-size').textContent(), { timeout: 20_000 })
        .toContain('3');
      // The push adds no valid bet.
      await expect
        .poll(() => centre.getByTestId('ac-valid-bet').textContent(), { timeout: 20_000 })
        .toContain('120.00');
      await modal(target, 'agentCentre').getByTestId('ac-overview-chart').waitFor({ timeout: 20_000 });
      if (LOOKS) await target.screenshot({ path: `${SHOTS}${lang}-${viewport}-agentTeamOverview.png` });
      for (const key of PAGES.slice(1)) {
        await openPage(target, key);
        if (LOOKS) await target.screenshot({ path: `${SHOTS}${lang}-${viewport}-${key}.png` });
      }
      await modal(target, 'agentCentre').locator('[data-ac-page="agentTeamBetting"]').click();
      await expect
        .poll(() => modal(target, 'agentCentre').getByTestId('ac-bets-totals').textContent(), {
          timeout: 20_000,
        })
        .toContain('120.00');
      await modal(target, 'agentCentre').getByTestId('ac-close').click();
      await modal(target, 'agentCentre').waitFor({ state: 'detached' });
    });
  }

  it('pays a daily salary down the waterfall: register a sub-agent, offer, accept, bets, the job, income', async () => {
    let target = await logInAsAgent('EN', 'desktop');
    await modal(target, 'agentCentre').waitFor({ timeout: 20_000 });
    let pane = await openPage(target, 'agentDailySalary');
    await pane.getByTestId('ac-contract-accept').click();
    await expect
      .poll(() => pane.getByTestId('ac-contract-rate').textContent(), { timeout: 20_000 })
      .toContain('1.50%');

    pane = await openPage(target, 'agentAccountRegistration');
    await pane.getByTestId('ac-invite-qr').waitFor();
    await pane.getByTestId('ac-register-agent').click();
    await pane.getByTestId('ac-register-username').fill('acsubagent');
    await pane.getByTestId('ac-register-password').fill('Agent1234');
    await pane.getByTestId('ac-register-rate-daily_salary').fill('2.50');
    await pane.locator('button[type="submit"]').click();
    await pane.getByRole('alert').filter({ hasText: '1.50%' }).waitFor({ timeout: 20_000 }); // above its own
    await pane.getByTestId('ac-register-rate-daily_salary').fill('0.50');
    await pane.locator('button[type="submit"]').click();
    await pane.locator('.form-alert--success').waitFor({ timeout: 20_000 });

    target = await logInAsAgent('EN', 'phone', {
      username: 'acsubagent',
      password: 'Agent1234',
      firstTime: true,
    });
    await modal(target, 'agentCentre').waitFor({ timeout: 20_000 });
    pane = await openPage(target, 'agentDailySalary');
    await pane.getByTestId('ac-contract-accept').click();
    await expect
      .poll(() => pane.getByTestId('ac-contract-rate').textContent(), { timeout: 20_000 })
      .toContain('0.50%');

    await site.settleBet('acsubplayer', { stake: 40_000n, payout: 0n, upline: 'acsubagent' });
    await site.eventsDelivered();
    // The daily-salary job itself settles today: the site's job clock moves past tomorrow's 00:10.
    const total = await site.runDailyContractJob('daily_salary');

    // The sub-agent: 0.50 % of its team's 400.00; the demo agent: 1.50 % of its whole team's valid
    // bets (120.00 + 400.00) less the sub-agent's 2.00. Together: the top rate on the team, to the cent.
    pane = await openPage(target, 'agentMyIncome');
    await expect
      .poll(() => pane.getByTestId('ac-income-total').textContent(), { timeout: 20_000 })
      .toContain('2.00');
    if (LOOKS) await target.screenshot({ path: `${SHOTS}EN-phone-subagent-income.png` });
    target = await logInAsAgent('EN', 'desktop');
    await modal(target, 'agentCentre').waitFor({ timeout: 20_000 });
    pane = await openPage(target, 'agentMyIncome');
    await expect
      .poll(() => pane.getByTestId('ac-income-total').textContent(), { timeout: 20_000 })
      .toContain('5.80');
    expect(total).toBe('7.80');
    pane = await openPage(target, 'agentDailySalary');
    await pane.getByTestId('ac-contract-rows').waitFor();
    if (LOOKS) await target.screenshot({ path: `${SHOTS}EN-desktop-agentDailySalary-paid.png` });
  });
});
