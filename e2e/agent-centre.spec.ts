import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectLoggedInAs, modal, passAfterLogin } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS, newContext, type VIEWPORTS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/agent-centre/', import.meta.url).pathname;
const PAGES = [
  'agentTeamOverview',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserProfit',
  'agentMyIncome',
  'agentTransactionDetails',
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
    await new Promise((resolve) => setTimeout(resolve, 3000));
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

  async function logInAsAgent(lang: 'TY' | 'EN', viewport: keyof typeof VIEWPORTS): Promise<Page> {
    context = await newContext(browser, site.baseURL, viewport);
    await context.addInitScript((language: string) => localStorage.setItem('lang', language), lang);
    page = await context.newPage();
    await page.goto('/agentHome');
    const form = modal(page, 'loginPopupModal');
    await form.waitFor();
    await form.locator('input[name="username"]').fill('demoagent');
    await form.locator('input[name="password"]').fill('Agent1234');
    await form.locator('button[type="submit"]').first().click();
    await expectLoggedInAs(page, 'demoagent');
    await passAfterLogin(page);
    return page;
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
        await modal(target, 'agentCentre').locator(`[data-ac-page="${key}"]`).click();
        await modal(target, 'agentCentre').locator(`[data-ac-pane="${key}"]`).waitFor();
        const pane = modal(target, 'agentCentre').locator(`[data-ac-pane="${key}"]`);
        await pane.locator('.ac-page, .wallet-page').first().waitFor();
        await expect.poll(() => pane.locator('.spinner').count(), { timeout: 20_000 }).toBe(0);
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
});
