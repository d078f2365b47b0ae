import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { modal } from './support/auth.js';
import { openBackOffice } from './support/back-office.js';
import { hasBrowser, launchBrowser, LOOKS, newContext } from './support/browser.js';
import { registerByUsername, setUpWithdrawals } from './support/member-setup.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/money/', import.meta.url).pathname;
const PASSWORD = 'Secret123';
const PAYMENT_PASSWORD = '135790';

/**
 * Real money through the browser and the back office: a bank deposit the operator approves, a
 * withdrawal the operator rejects, a game-wallet transfer there and back, and every movement in the
 * account record, with the header balance following each step.
 */
describe.skipIf(!hasBrowser)('money in and out', () => {
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

  const centre = (target: Page) => modal(target, 'memberCentre');
  const pane = (target: Page, key: string) => centre(target).locator(`[data-mc-pane="${key}"]`);
  async function shot(target: Page, name: string): Promise<void> {
    if (LOOKS) await target.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
  }

  async function goTo(target: Page, key: string): Promise<Locator> {
    await centre(target).locator(`[data-mc-page="${key}"]`).click();
    const shown = pane(target, key);
    await shown.locator(':scope > :not(h3):not(.spinner)').first().waitFor();
    return shown;
  }

  /** Answers the success message a money move ends with; returns its text. */
  async function acknowledge(target: Page): Promise<string> {
    const message = modal(target, 'messageDialog');
    await message.waitFor({ timeout: 20_000 });
    const text = (await message.textContent()) ?? '';
    await message.getByTestId('confirm').click();
    await message.waitFor({ state: 'detached' });
    return text;
  }

  /** Refreshes the balance in the member centre's bar (as a player clicks it) and waits for the figure. */
  async function expectBalance(target: Page, amount: string): Promise<void> {
    const balance = centre(target).locator('[data-testid="header-balance"]');
    await balance.locator('.header-balance__value').click();
    await expect
      .poll(() => balance.getByTestId('header-balance-amount').textContent(), { timeout: 20_000 })
      .toBe(amount);
  }

  it('deposit approved, withdrawal rejected, game wallet there and back, all in the account record', async () => {
    context = await newContext(browser, site.baseURL);
    page = await context.newPage();
    await page.goto('/');
    await registerByUsername(page, site, {
      username: 'moneyplayer',
      password: PASSWORD,
      mobile: '9175550190',
    });
    const backOffice = await openBackOffice(site.baseURL);

    await page.getByTestId('header-account').first().click();
    await page.getByTestId('header-member-center').click();
    await setUpWithdrawals(page, {
      password: PASSWORD,
      paymentPassword: PAYMENT_PASSWORD,
      accountName: 'Maria Santos',
      accountNumber: '9876543210',
    });

    // 1. A bank transfer of 1,000.00 is reported, then approved in the back office.
    const deposit = await goTo(page, 'depositv2');
    await deposit.locator('[role="radio"]').first().click();
    await deposit.locator('input[name="amount"]').fill('1000');
    await deposit.locator('input[name="reference"]').fill('BDO-778899');
    await deposit.locator('button[type="submit"]').click();
    await deposit.getByTestId('deposit-done').waitFor();
    await expectBalance(page, '0.00');
    await backOffice.approveDeposit('moneyplayer');
    await expectBalance(page, '1,000.00');

    // 2. A withdrawal of 300.00 holds the money at once; the operator rejects it and it comes back.
    const withdraw = await goTo(page, 'withdraw');
    await withdraw.locator('input[name="amount"]').fill('300');
    await withdraw.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
    await withdraw.locator('button[type="submit"]').click();
    expect(await acknowledge(page)).toMatch(/W\d+/);
    await expectBalance(page, '700.00');
    await backOffice.rejectWithdrawal('moneyplayer', 'Account name does not match the bank');
    await expectBalance(page, '1,000.00');

    // 3. 200.00 into a game wallet and back: the total stays, the main wallet moves.
    const wallet = await goTo(page, 'transferFund');
    const pearl = wallet.locator('.vendor-wallet[data-vendor="PEARL"]');
    await pearl.getByRole('button').first().click();
    const into = modal(page, 'walletTransferDialog');
    await into.locator('input[name="amount"]').fill('200');
    await into.locator('button[type="submit"]').click();
    await into.waitFor({ state: 'detached' });
    expect(await acknowledge(page)).toContain('200.00');
    await expect.poll(() => pearl.locator('.vendor-wallet__balance').textContent()).toContain('200.00');
    await expectBalance(page, '1,000.00');
    await shot(page, 'TY-desktop-transfer-fund-after-in');
    await pearl.getByRole('button').nth(1).click();
    const out = modal(page, 'walletTransferDialog');
    await out.locator('input[name="amount"]').fill('200');
    await out.locator('button[type="submit"]').click();
    await out.waitFor({ state: 'detached' });
    expect(await acknowledge(page)).toContain('200.00');
    await expect.poll(() => pearl.locator('.vendor-wallet__balance').textContent()).toContain('0.00');

    // 4. Every movement is in the account record, newest first, with the balance after each.
    const record = await goTo(page, 'transactionHistory');
    const rows = record.getByTestId('transaction-list').locator('li');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(5);
    const texts = await rows.allTextContents();
    // Signed amounts with the symbol, and the main wallet's balance after each movement.
    expect(texts[0]).toMatch(/\+P 200\.00.*P 1,000\.00/);
    expect(texts[1]).toMatch(/[-−]P 200\.00.*P 800\.00/);
    expect(texts[2]).toMatch(/\+P 300\.00.*P 1,000\.00/);
    expect(texts[3]).toMatch(/[-−]P 300\.00.*P 700\.00/);
    expect(texts[4]).toMatch(/\+P 1,000\.00.*P 1,000\.00/);
    await shot(page, 'TY-desktop-transaction-history');
  });
});
