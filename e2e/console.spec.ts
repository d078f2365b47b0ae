import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { modal } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS, newContext } from './support/browser.js';
import { registerByUsername } from './support/member-setup.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/console/', import.meta.url).pathname;

/**
 * The operators' console at /console: the demo operator signs in, approves the bank deposit a player
 * reported (the player's balance follows), finds the player, and edits a banner the site then shows.
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
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Signed in as demoadmin (admin)').waitFor();
    return page;
  }

  it('approves a deposit the player reported, and the player and the console see the new balance', async () => {
    const context = await newContext(browser, site.baseURL);
    contexts.push(context);
    const player = await context.newPage();
    failing = player;
    await player.goto('/');
    await registerByUsername(player, site, {
      username: 'consoleplayer',
      password: 'Secret123',
      mobile: '9175550291',
    });
    await player.getByTestId('header-account').first().click();
    await player.getByTestId('header-member-center').click();
    const centre = modal(player, 'memberCentre');
    await centre.locator('[data-mc-page="depositv2"]').click();
    const deposit = centre.locator('[data-mc-pane="depositv2"]');
    await deposit.locator('[role="radio"]').first().click();
    await deposit.locator('input[name="amount"]').fill('750');
    await deposit.locator('input[name="reference"]').fill('BDO-CONSOLE-1');
    await deposit.locator('button[type="submit"]').click();
    await deposit.getByTestId('deposit-done').waitFor();

    const page = await signIn();
    await shot(page, 'dashboard');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    const row = page.locator('tbody tr', { hasText: 'consoleplayer' });
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Approve deposit').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('is now Approved').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.locator('tbody tr', { hasText: 'consoleplayer' }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await page.getByLabel('Username, mobile, e-mail or ID').fill('consoleplayer');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'consoleplayer' }).click();
    await expect.poll(() => page.getByTestId('member-cash').textContent()).toBe('750.00');
    await page.locator('tbody tr', { hasText: 'deposit' }).waitFor();
    await shot(page, 'member');

    // The player's own balance, as the member centre's bar shows it after a refresh.
    failing = player;
    const balance = centre.locator('[data-testid="header-balance"]');
    await balance.locator('.header-balance__value').click();
    await expect
      .poll(() => balance.getByTestId('header-balance-amount').textContent(), { timeout: 20_000 })
      .toBe('750.00');
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
