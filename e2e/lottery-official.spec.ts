import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { modal, signedInPage } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS } from './support/browser.js';
import { signInToConsole, type ConsoleDesk } from './support/console.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/lottery-official/', import.meta.url).pathname;
const PLAYER = { username: 'demoplayer', password: 'Demo1234' };

async function balanceOf(page: Page): Promise<number> {
  const text = await page.getByTestId('lottery-balance').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

/** A button of a North draw's row on the console's Lottery page ("Enter result MB 20261127"). */
async function drawAction(page: Page, action: string, numero: string) {
  await page.getByRole('link', { name: 'Lottery', exact: true }).click();
  await page.getByRole('combobox', { name: 'Game' }).selectOption('MB');
  return page.getByRole('button', { name: `${action} MB ${numero}`, exact: true });
}

/**
 * An operator types the official result of a North draw prize by prize, as printed by the state
 * lottery: `special` as the special prize, made-up numbers for the 26 others.
 */
async function enterOfficialResult(page: Page, numero: string, special: string) {
  await (await drawAction(page, 'Enter result', numero)).click();
  const dialog = page.getByRole('dialog');
  const fields = dialog.locator('input[inputmode="numeric"]');
  expect(await fields.count()).toBe(27);
  for (let i = 0; i < 27; i++) {
    const field = fields.nth(i);
    const digits = Number(await field.getAttribute('maxlength'));
    await field.fill(
      String((i + 1) * 7919)
        .padStart(6, '0')
        .slice(-digits),
    );
  }
  await dialog.getByLabel('special 1', { exact: true }).fill(special);
  await dialog.getByRole('button', { name: 'Enter result' }).click();
  await page.getByText('Entered. Another operator must now confirm it.').waitFor();
}

/**
 * A Vietnamese draw settled from the state's official result: the player buys a North đề ticket, the
 * draw locks and waits (no house draw), one operator enters the official result and a second one
 * confirms it, and the player sees the win in the balance, the result table and the betting record.
 */
describe.skipIf(!hasBrowser)('lottery official results', () => {
  let site: RunningSite;
  let browser: Browser;
  const operators: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
    await site.creditMember(PLAYER.username, 100_000n);
    await site.lotteryResultSource('MB', 'official');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('pays a North ticket once a second operator confirms the official result', async () => {
    // The betting page has no header: the player signs in on the lottery list first.
    const { context, page } = await signedInPage(browser, site, PLAYER, { start: '/vnlottery' });
    try {
      await page.goto('/lottery?gameCode=MB&vendor=TCG_LOTTO_VN&playType=de');
      await page.locator('[role="tab"][data-bet-type="de"]').click();
      await page.locator('#lott-picker [data-number="56"]').click();
      await page.getByTestId('add-to-slip').click();
      const before = await balanceOf(page);
      await page.getByTestId('slip-confirm').click();
      await modal(page, 'lotteryConfirm').getByTestId('slip-confirm-final').click();
      await page.locator('.form-alert--success').waitFor();
      await expect.poll(() => balanceOf(page)).toBeLessThan(before);
      const paid = await balanceOf(page);

      const { numero } = await site.lotteryDrawIn('MB', 3);
      await page.reload();
      await page
        .getByTestId('lock-countdown')
        .filter({ hasText: /Betting closed/ })
        .waitFor({ timeout: 30_000 });
      // Locked and past its draw time, the draw waits for the official result: nothing is paid yet.
      await site.sweepLottery();
      expect(await page.locator(`[data-testid="latest-result"][data-numero="${numero}"]`).count()).toBe(0);
      expect(await balanceOf(page)).toBeCloseTo(paid, 2);

      // Two operators settle it in the console: one types the official result, another confirms it.
      await site.addOperator('lottoreferee', 'admin', 'Referee-12345');
      const desk: ConsoleDesk = {
        browser,
        baseURL: site.baseURL,
        contexts: operators,
        authenticators: new Map(),
      };
      const first = await signInToConsole(desk);
      await enterOfficialResult(first, numero, '12356');
      const second = await signInToConsole(desk, { username: 'lottoreferee', password: 'Referee-12345' });
      await (await drawAction(second, 'Confirm result', numero)).click();
      await second
        .getByText(`Confirm the result of MB ${numero} entered by demoadmin?`, { exact: false })
        .waitFor();
      if (LOOKS) await second.screenshot({ path: `${SHOTS}console-confirm.png`, fullPage: true });
      await second.getByRole('dialog').getByRole('button', { name: 'Confirm result' }).click();
      await second.getByText('Confirmed: the draw is settled.').waitFor();
      await page.reload();
      await page
        .locator(`[data-testid="latest-result"][data-numero="${numero}"]`)
        .waitFor({ timeout: 20_000 });
      await page.getByTestId('settled-tickets').locator('[data-status="won"]').first().waitFor();
      // Đề pays 95.00 a point: the special prize ends in 56.
      await expect.poll(() => balanceOf(page)).toBeCloseTo(paid + 95, 2);
      await page.screenshot({ path: `${SHOTS}won.png`, fullPage: true });

      await page.goto('/?mc=personalHistoryCopy');
      const details = page.getByTestId('lottery-ticket-detail');
      await details.first().waitFor({ timeout: 20_000 });
      const texts = await details.allInnerTexts();
      expect(texts.some((text) => text.includes('56') && text.includes('Won'))).toBe(true);
      await page.screenshot({ path: `${SHOTS}record.png`, fullPage: true });
    } catch (error) {
      for (const [i, operator] of operators.entries())
        await operator
          .pages()[0]
          ?.screenshot({ path: `${SHOTS}failed-operator-${i}.png` })
          .catch(() => {});
      await page.screenshot({ path: `${SHOTS}failed-player.png` }).catch(() => {});
      throw error;
    } finally {
      for (const operator of operators) await operator.close();
      await context.close();
      await site.lotteryResultSource('MB', 'house');
    }
  }, 240_000);
});
