import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectLoggedInAs, modal, openLogin } from './support/auth.js';
import { openBackOffice } from './support/back-office.js';
import { hasBrowser, launchBrowser, LOOKS, newContext, type VIEWPORTS } from './support/browser.js';
import { registerByUsername } from './support/member-setup.js';
import { receiptPng } from './support/receipt-image.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/money/', import.meta.url).pathname;
const MEMBER = { username: 'depositguide', password: 'Secret123', mobile: '9175550191' };

/**
 * Around a deposit: the illustrated guide from the deposit page, a bank deposit with receipt photos
 * that come back as thumbnails, cancelling it, and a method the operator switches off leaving the list.
 * The second test looks at the guide and the history in both languages on a phone and a desktop, as
 * the member the first test made.
 */
describe.skipIf(!hasBrowser)('deposit guide, receipts, cancelling and methods', () => {
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
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const centre = (target: Page) => modal(target, 'memberCentre');
  const pane = (target: Page) => centre(target).locator('[data-mc-pane="depositv2"]');
  async function shot(target: Page, name: string): Promise<void> {
    if (LOOKS) await target.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
  }

  async function visit(lang: 'TY' | 'EN', viewport: keyof typeof VIEWPORTS): Promise<Page> {
    context = await newContext(browser, site.baseURL, viewport);
    await context.addInitScript((language: string) => localStorage.setItem('lang', language), lang);
    page = await context.newPage();
    await page.goto('/');
    await page.locator('[data-page]').first().waitFor();
    return page;
  }

  async function openDeposit(target: Page): Promise<Locator> {
    await centre(target).locator('[data-mc-page="depositv2"]').click();
    await pane(target).locator('.deposit-methods').waitFor();
    return pane(target);
  }

  /** Every thumbnail of the history shows its image (fetched with the token, drawn from a blob URL). */
  async function expectThumbnailsLoaded(history: Locator, count: number): Promise<void> {
    const images = history.locator('[data-testid="receipt-thumb"] img');
    await expect.poll(() => images.count(), { timeout: 20_000 }).toBe(count);
    await expect
      .poll(() =>
        images.evaluateAll((all) =>
          all.every(
            (image) =>
              (image as HTMLImageElement).src.startsWith('blob:') &&
              (image as HTMLImageElement).naturalWidth === 240,
          ),
        ),
      )
      .toBe(true);
  }

  it('guide from the deposit page, a bank deposit with receipts, its thumbnails, cancelled, and a method switched off', async () => {
    const target = await visit('TY', 'desktop');
    await registerByUsername(target, site, MEMBER);
    await target.getByTestId('header-account').first().click();
    await target.getByTestId('header-member-center').click();
    const deposit = await openDeposit(target);

    // The guide opens in the pane at the chosen method's kind, and goes back to the form.
    await deposit.locator('[role="radio"]').first().click();
    await deposit.getByTestId('deposit-guide-link').click();
    const guide = deposit.getByTestId('deposit-guide');
    await guide.waitFor();
    expect(await guide.locator('.guide-step').count()).toBe(6);
    expect(await deposit.getByRole('tab', { selected: true }).textContent()).toContain('Bank transfer');
    await deposit.getByRole('tab', { selected: false }).click();
    expect(await guide.locator('.guide-step').count()).toBe(4);
    await deposit.getByTestId('guide-back').click();
    await deposit.locator('.deposit-methods').waitFor();

    // Two bank transfers, each reported with receipt photos.
    for (const [amount, receipts] of [
      ['1500', [receiptPng(), receiptPng([200, 40, 60])]],
      ['800', [receiptPng([10, 130, 90])]],
    ] as const) {
      await deposit.locator('[role="radio"]').first().click();
      await deposit.locator('input[name="amount"]').fill(amount);
      await deposit.locator('input[name="reference"]').fill(`BDO-${amount}`);
      await deposit.getByTestId('receipt-input').setInputFiles(
        receipts.map((buffer, index) => ({
          name: `resibo-${index + 1}.png`,
          mimeType: 'image/png',
          buffer,
        })),
      );
      await expect.poll(() => deposit.locator('.receipts img').count()).toBe(receipts.length);
      await deposit.locator('button[type="submit"]').click();
      await deposit.getByTestId('deposit-done').waitFor();
      await deposit.getByTestId('deposit-done').getByRole('button').click();
    }

    const history = deposit.getByTestId('deposit-history');
    await expect.poll(() => history.locator('li.record').count(), { timeout: 20_000 }).toBe(2);
    await expectThumbnailsLoaded(history, 3);
    await history.scrollIntoViewIfNeeded();
    await shot(target, 'TY-1440-deposit-history-pending');

    // A thumbnail opens the receipt larger.
    await history.getByTestId('receipt-thumb').nth(1).click();
    const viewer = modal(target, 'receiptViewer');
    await viewer.waitFor();
    await expect
      .poll(() => viewer.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(240);
    await shot(target, 'TY-1440-deposit-receipt-viewer');
    await target.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // The newer deposit (800.00) is cancelled after the question; nothing moves.
    const newest = history.locator('li.record').first();
    expect(await newest.textContent()).toContain('800.00');
    await newest.getByTestId('deposit-cancel').click();
    const ask = modal(target, 'cancelDepositDialog');
    await ask.getByTestId('confirm').click();
    const message = modal(target, 'messageDialog');
    await message.waitFor();
    await message.getByTestId('confirm').click();
    await expect.poll(() => newest.locator('.record__status').textContent()).toBe('Kinansela');
    expect(await newest.getByTestId('deposit-cancel').count()).toBe(0);
    expect(await history.locator('li.record').nth(1).getByTestId('deposit-cancel').count()).toBe(1);
    await expectThumbnailsLoaded(history, 3);

    // The operator switches the online payment off: it leaves the member's list when the page opens again.
    const backOffice = await openBackOffice(site.baseURL);
    const online = (await backOffice.depositMethods()).find((method) => method.kind === 'gateway');
    if (!online) throw new Error('no gateway method seeded');
    expect(await deposit.getByTestId(`deposit-method-${online.id}`).count()).toBe(1);
    await backOffice.setDepositMethodEnabled(online.id, false);
    try {
      // Another page first, fully shown, so the deposit page mounts afresh and asks again.
      await centre(target).locator('[data-mc-page="withdraw"]').click();
      await centre(target).locator('[data-mc-pane="withdraw"] > :not(h3):not(.spinner)').first().waitFor();
      await openDeposit(target);
      await expect.poll(() => deposit.locator('[role="radio"]').count()).toBe(1);
      expect(await deposit.getByTestId(`deposit-method-${online.id}`).count()).toBe(0);
    } finally {
      await backOffice.setDepositMethodEnabled(online.id, true);
    }
  });

  const looks = [
    { lang: 'TY', viewport: 'desktop' },
    { lang: 'EN', viewport: 'desktop' },
    { lang: 'TY', viewport: 'phone' },
    { lang: 'EN', viewport: 'phone' },
  ] as const;

  it('the guide and the history with thumbnails look right in both languages at 390 and 1440 px', async () => {
    for (const look of looks) {
      const tag = `${look.lang}-${look.viewport === 'phone' ? 390 : 1440}`;
      const target = await visit(look.lang, look.viewport);
      await openLogin(target);
      const form = modal(target, 'loginPopupModal');
      await form.locator('input[name="username"]').fill(MEMBER.username);
      await form.locator('input[name="password"]').fill(MEMBER.password);
      await form.locator('button[type="submit"]').first().click();
      await expectLoggedInAs(target, MEMBER.username);
      const notices = modal(target, 'noticeModal');
      await notices.waitFor({ timeout: 20_000 });
      await notices.getByTestId('notice-close').click();

      // The help centre's link opens the member centre at the guide.
      await target.goto('/?mc=depositv2&guide=bank');
      const guide = pane(target).getByTestId('deposit-guide');
      await guide.waitFor();
      await expect.poll(() => new URL(target.url()).searchParams.get('guide')).toBeNull();
      await shot(target, `${tag}-deposit-guide`);
      await guide.locator('.guide-step').last().scrollIntoViewIfNeeded();
      await shot(target, `${tag}-deposit-guide-end`);
      await pane(target).getByRole('tab', { selected: false }).click();
      await pane(target).locator('.deposit-guide').scrollIntoViewIfNeeded();
      await shot(target, `${tag}-deposit-guide-online`);

      await pane(target).getByTestId('guide-back').click();
      const history = pane(target).getByTestId('deposit-history');
      await expectThumbnailsLoaded(history, 3);
      await history.scrollIntoViewIfNeeded();
      await shot(target, `${tag}-deposit-history`);
      await context?.close();
      context = undefined;
    }
  });
});
