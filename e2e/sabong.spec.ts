import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signedInPage } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const PLAYER = { username: 'demoplayer', password: 'Demo1234' };
const SHOTS = new URL('./screenshots/sabong/', import.meta.url).pathname;

/** The header's balance as a number (display only: "P 1,234.50" → 1234.5). */
async function balanceOf(page: Page): Promise<number> {
  const text = await page.locator('[data-testid="header-balance-amount"]').first().innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

const figure = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/**
 * Sabong as a player meets it: the arena from the home page's cockfight tile, a bet on Meron built from
 * chips, the pools and payouts moving live as another player bets Wala, the fight closed, its result
 * confirmed, and the payout shown equal to the pools minus the plasada and to the balance's rise.
 */
describe.skipIf(!hasBrowser)('sabong', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    await site.creditMember(PLAYER.username, 100_000n);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('bets on Meron, watches the pools move, and is paid the pools minus the plasada', async () => {
    const fightId = await site.openSabongFight();
    const { context, page } = await signedInPage(browser, site, PLAYER);
    try {
      // The cockfight category on the home page leads to the arena (it has no nav entry, §2).
      await page.locator('a[href="/cockfight"]').first().click();
      await page.waitForURL(/\/cockfight$/);
      const board = page.locator(`[data-testid="fight-board"][data-fight="${fightId}"]`);
      await board.waitFor();
      expect(await figure(page, 'fight-status')).toContain('Betting open');

      const before = await balanceOf(page);
      await page.getByTestId('pick-meron').click();
      await page.getByTestId('chip-100').click();
      await page.getByTestId('chip-100').click();
      await page.getByTestId('place-bet').click();
      await page.locator('.form-alert--success').waitFor();
      await expect.poll(() => balanceOf(page)).toBeCloseTo(before - 200, 2);
      await expect.poll(() => figure(page, 'pool-meron')).toBe('200.00');

      // Another player's Wala bet reaches this page through the stream: 500.00 − 10% = 450.00 over 200.00.
      await site.sabongBet('sabongwalae2e', fightId, 'wala', '300');
      await expect.poll(() => figure(page, 'pool-wala'), { timeout: 10_000 }).toBe('300.00');
      expect(await figure(page, 'payout-meron')).toBe('225.00');
      expect(await figure(page, 'payout-wala')).toBe('150.00');

      await site.settleSabongFight(fightId, 'meron');
      await board.and(page.locator('[data-status="settled"]')).waitFor({ timeout: 10_000 });
      expect(await figure(page, 'fight-result')).toContain('Meron');
      const mine = page.getByTestId('my-bets').locator('[data-status="won"]').first();
      await mine.waitFor({ timeout: 10_000 });
      expect(await mine.getByTestId('bet-payout').innerText()).toContain('450.00');
      await expect.poll(() => balanceOf(page)).toBeCloseTo(before - 200 + 450, 2);
    } finally {
      await context.close();
    }
  }, 180_000);

  // Pictures for a look-over (npm run screenshots): the arena with a settled fight, bets and an open fight.
  it.skipIf(!LOOKS)(
    'shows the arena in both languages on a phone and a desktop',
    async () => {
      mkdirSync(SHOTS, { recursive: true });
      const fightId = await site.openSabongFight();
      await site.sabongBet('sabonglooksm', fightId, 'meron', '1250');
      await site.sabongBet('sabonglooksw', fightId, 'wala', '980');
      await site.sabongBet('sabonglooksd', fightId, 'draw', '40');
      for (const lang of ['EN', 'TY'] as const)
        for (const viewport of ['phone', 'desktop'] as const) {
          const { context, page } = await signedInPage(browser, site, PLAYER, {
            viewport,
            lang,
            start: '/cockfight',
          });
          await page.getByTestId('fight-board').waitFor();
          await page.getByTestId('pick-meron').click();
          await page.getByTestId('chip-500').click();
          await page.screenshot({
            path: `${SHOTS}${lang}-${viewport}.png`,
            fullPage: true,
            animations: 'disabled',
          });
          await context.close();
        }
    },
    300_000,
  );
});
