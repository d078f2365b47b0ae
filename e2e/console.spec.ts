import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasBrowser, launchBrowser, LOOKS, newContext } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';
import { totpAt } from '../apps/server/src/platform/totp.js';

const STEP_MS = 30_000;

const SHOTS = new URL('./screenshots/console/', import.meta.url).pathname;

/**
 * The operators' console at /console: the demo operator signs in, approves the bank deposit a player
 * reported (the player's balance and the day's figures follow), and edits a banner the site then shows.
 */
describe.skipIf(!hasBrowser)('operator console', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let failing: Page | undefined;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && failing) {
      await failing
        .screenshot({ path: `${SHOTS}failed-${task.name.replace(/\W+/g, '-')}.png` })
        .catch(() => {});
    }
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function shot(page: Page, name: string) {
    if (LOOKS) await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
  }

  /** The operator's authenticator app: the secret enrolled at the first sign-in, and the last step used. */
  let authenticator: { secret: string; lastStep: number } | null = null;

  /**
   * An admin signs in with a second factor: the first time the console enrols one (QR code and key,
   * a first code, the recovery codes shown once); later, a fresh code of that key.
   */
  async function secondStep(page: Page) {
    if (!authenticator) {
      await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
      await expect
        .poll(() => page.getByRole('img', { name: 'QR code of your authenticator key' }).count())
        .toBe(1);
      const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
      const step = Math.floor(Date.now() / STEP_MS);
      await page.getByLabel('Code').fill(totpAt(secret, step));
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
      expect(await page.locator('.recovery-codes li').count()).toBe(10);
      await page.getByRole('button', { name: 'I have saved them: open the console' }).click();
      authenticator = { secret, lastStep: step };
      return;
    }
    await page.getByRole('heading', { name: 'Second step' }).waitFor();
    // A code is used once: the next step (accepted one early), waited for when need be.
    const next = Math.max(Math.floor(Date.now() / STEP_MS), authenticator.lastStep + 1);
    const wait = (next - 1) * STEP_MS - Date.now() + 50;
    if (wait > 0) await sleep(wait);
    await page.getByLabel('Code').fill(totpAt(authenticator.secret, next));
    await page.getByRole('button', { name: 'Verify' }).click();
    authenticator.lastStep = next;
  }

  async function signIn(): Promise<Page> {
    const context = await newContext(browser, site.baseURL);
    contexts.push(context);
    const page = await context.newPage();
    failing = page;
    const response = await page.goto('/console/');
    // The console's own policy: nothing but this origin, not even inline styles.
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self';");
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await page.getByLabel('Username').fill('demoadmin');
    await page.getByLabel('Password').fill('DemoAdmin1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await secondStep(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Signed in as demoadmin (admin)').waitFor();
    return page;
  }

  it('approves a deposit a player reported, and the player’s balance and the figures follow', async () => {
    const orderNo = await site.reportBankDeposit('consoleplayer', '750');
    const page = await signIn();
    await page.getByText('Deposits to approve').waitFor();
    await shot(page, 'dashboard');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    const row = page.locator('tbody tr', { hasText: orderNo });
    await expect.poll(() => row.textContent()).toContain('consoleplayer');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Approve deposit ${orderNo} of 750.00 for consoleplayer?`).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText(`Done: ${orderNo} is now Approved.`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The pending queue no longer lists it.
    await row.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await page.getByLabel('Username, mobile, e-mail or ID').fill('consoleplayer');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'consoleplayer' }).click();
    // The player's cash balance, straight from the ledger, and the ledger line that moved it.
    await expect.poll(() => page.getByTestId('member-cash').textContent()).toBe('750.00');
    await page.locator('tbody tr', { hasText: 'deposit' }).filter({ hasText: '750.00' }).waitFor();
    await shot(page, 'member');

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const deposits = page.locator('.stat', { hasText: /^Deposits[-\d]/ });
    await expect.poll(() => deposits.textContent()).toContain('750.00');
  });

  it('edits a banner and the site shows it', async () => {
    const page = await signIn();
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await page.getByLabel('Group').selectOption('w_help');
    const row = page.locator('tbody tr').first();
    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill('Help from the console');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Saved.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.locator('tbody tr', { hasText: 'Help from the console' }).waitFor();
    await shot(page, 'content');

    const context = await newContext(browser, site.baseURL);
    contexts.push(context);
    const visitor = await context.newPage();
    failing = visitor;
    await visitor.goto('/help');
    const carousel = visitor.getByTestId('banner-carousel');
    await expect
      .poll(() => carousel.locator('img').first().getAttribute('alt'))
      .toBe('Help from the console');
  });
});
