import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { modal, signedInPage } from './support/auth.js';
import { hasBrowser, launchBrowser } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

interface MenuItem {
  gameCode: string;
  gameMenuTag: string;
  vendor: string;
}

const PLAYER = { username: 'demoplayer', password: 'Demo1234' };
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The page's balance as a number (display only: "P 1,234.50" → 1234.5). */
async function balanceOf(page: Page): Promise<number> {
  const text = await page.getByTestId('lottery-balance').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Picks every number given on the active bet type's grid and puts them on the slip. */
async function addToSlip(page: Page, betType: string, numbers: readonly string[], position?: number) {
  await page.locator(`[role="tab"][data-bet-type="${betType}"]`).click();
  if (position) await page.getByRole('radio', { name: new RegExp(`Position ${position}$`) }).click();
  for (const number of numbers) await page.locator(`#lott-picker [data-number="${number}"]`).click();
  await page.getByTestId('add-to-slip').click();
}

async function confirmSlip(page: Page) {
  await page.getByTestId('slip-confirm').click();
  await modal(page, 'lotteryConfirm').getByTestId('slip-confirm-final').click();
  await page.locator('.form-alert--success').waitFor();
}

/**
 * Watches the draw: the countdown runs out, the page says betting closed, the draw job draws and
 * settles (run here as its schedule would), and the page shows the result and the settled tickets.
 */
async function watchDraw(page: Page, site: RunningSite, numero: string) {
  await page.getByTestId('lock-countdown').getByRole('timer').waitFor();
  await page
    .getByTestId('lock-countdown')
    .filter({ hasText: /Betting closed/ })
    .waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await site.sweepLottery();
    if (await page.locator(`[data-testid="latest-result"][data-numero="${numero}"]`).count()) break;
    await page.waitForTimeout(1_000);
  }
  await page.locator(`[data-testid="latest-result"][data-numero="${numero}"]`).waitFor({ timeout: 20_000 });
  await page
    .getByTestId('settled-tickets')
    .locator('[data-status="won"]')
    .first()
    .waitFor({ timeout: 20_000 });
}

/**
 * The lottery as a player meets it: North and South tickets of several types (South on two provinces),
 * a fast-draw ticket, each slip's cost before confirming, the countdown running out, the draw, the
 * full prize table, winnings in the balance and the betting record, and a fast draw verified in the
 * browser.
 */
describe.skipIf(!hasBrowser)('lottery', () => {
  let site: RunningSite;
  let browser: Browser;
  let menu: MenuItem[];

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    await site.creditMember(PLAYER.username, 500_000n);
    const response = await fetch(`${site.baseURL}/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB`);
    const body = (await response.json()) as { value: { menus: { gameMenus: MenuItem[] }[] } };
    menu = body.value.menus.flatMap((m) => m.gameMenus);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('buys North, South and fast-draw tickets, watches them drawn and paid, and verifies a fast draw', async () => {
    const { context, page } = await signedInPage(browser, site, PLAYER, { start: '/vnlottery' });
    try {
      await page.getByTestId('lottery-card').first().waitFor();
      expect(await page.getByTestId('lottery-card').count()).toBeGreaterThan(3);

      // North: đuôi on every digit (one of them is the special prize's last digit) and lô 2 số on two.
      await page
        .locator('[data-testid="lottery-card"][data-game="MB"]')
        .getByRole('button', { name: 'Bet' })
        .click();
      await page.waitForURL(/\/lottery\?gameCode=MB&vendor=TCG_LOTTO_VN&playType=lo2/);
      await addToSlip(page, 'digitTail', DIGITS);
      await addToSlip(page, 'lo2', ['12', '34']);
      // 10 × 1 point × 1.00 + 2 × 1 point × 27.00, as players count it.
      await expect.poll(() => page.getByTestId('slip-total').innerText()).toContain('64.00');
      const before = await balanceOf(page);
      await confirmSlip(page);
      await expect.poll(() => balanceOf(page)).toBeCloseTo(before - 64, 2);
      expect(await page.getByTestId('open-tickets').locator('li').count()).toBe(2);

      const north = await site.lotteryDrawIn('MB', 8);
      await page.reload();
      await watchDraw(page, site, north.numero);
      // The full North table: 27 numbers in prize order, special first.
      expect(await page.locator('[data-testid="prize-table"] li').count()).toBe(27);
      expect(await page.locator('[data-testid="prize-table"] tr th').first().innerText()).toBe('Special');
      await expect.poll(() => balanceOf(page)).toBeGreaterThan(before - 64);

      // South: đầu đuôi digits on this province and one more drawing the same day.
      const south = menu.find((item) => item.gameMenuTag === 'VN_SOUTH')!;
      await page.goto(`/lottery?gameCode=${south.gameCode}&vendor=TCG_LOTTO_VN`);
      await addToSlip(page, 'digitTail', DIGITS);
      await page.locator('.lott-slip__provinces input[data-game]').first().check();
      await expect.poll(() => page.getByTestId('slip-total').innerText()).toContain('20.00');
      await confirmSlip(page);
      const other = await page
        .locator('.lott-slip__provinces input[data-game]')
        .first()
        .getAttribute('data-game');
      const southDraw = await site.lotteryDrawIn(south.gameCode, 8);
      await site.lotteryDrawIn(other!, 8);
      await page.reload();
      await watchDraw(page, site, southDraw.numero);
      expect(await page.locator('[data-testid="prize-table"] li').count()).toBe(18);

      // A fast draw: every digit at position 1, and big and small of the sum: two wins for sure.
      await page.goto('/lottery?gameCode=SEA5&vendor=TCG_SEA&playType=digit');
      await addToSlip(page, 'digit', DIGITS, 1);
      await addToSlip(page, 'sumBigSmall', ['big', 'small']);
      await expect.poll(() => page.getByTestId('slip-total').innerText()).toContain('12.00');
      await confirmSlip(page);
      const fast = await site.lotteryDrawIn('SEA5', 6);
      await page.reload();
      await watchDraw(page, site, fast.numero);
      // At most six balls (§9): a fast draw shows its five.
      expect(await page.getByTestId('latest-result').getByTestId('balls').locator('li').count()).toBe(5);
      await page.getByTestId('verify-run').click();
      const outcome = page.getByTestId('verify-outcome');
      await outcome.waitFor();
      expect(await outcome.innerText()).toContain('The seed matches its fingerprint.');
      expect(await outcome.innerText()).toContain('Recomputed draw: the same as the result.');

      // The betting record lists the tickets with their numbers and outcome.
      await page.goto('/?mc=personalHistoryCopy');
      const details = page.getByTestId('lottery-ticket-detail');
      await details.first().waitFor({ timeout: 20_000 });
      const texts = await details.allInnerTexts();
      expect(texts.some((text) => text.includes('0 1 2 3 4 5 6 7 8 9') && text.includes('Won'))).toBe(true);
      expect(texts.some((text) => text.includes('12 34'))).toBe(true);
    } finally {
      await context.close();
    }
  }, 300_000);
});
