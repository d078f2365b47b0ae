import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectLoggedInAs, modal, openLogin, passAfterLogin } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS, newContext, type VIEWPORTS } from './support/browser.js';
import { registerByUsername, setUpWithdrawals } from './support/member-setup.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/modals/', import.meta.url).pathname;
const PASSWORD = 'Secret123';

/** The §2 pages a member without an upline sees, in menu order. */
const PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'responsibleGaming',
];

/** The demo player belongs to the demo agent's team: transfer to upline shows too. */
const ALL_PAGES = [...PAGES.slice(0, 4), 'transferUpline', ...PAGES.slice(4)];

const centre = (page: Page) => modal(page, 'memberCentre');

/** The header balance, the member centre from the avatar menu, every page, and the §5 gate. */
describe.skipIf(!hasBrowser)('member centre', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    site = await startSite();
    await site.setFlags({ FREEPLAY3: '1' });
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

  async function visit(
    path: string,
    {
      lang = 'TY',
      viewport = 'desktop',
      theme = 'light',
    }: Partial<{ lang: 'TY' | 'EN'; viewport: keyof typeof VIEWPORTS; theme: 'light' | 'dark' }> = {},
  ): Promise<Page> {
    context = await newContext(browser, site.baseURL, viewport);
    await context.addInitScript(
      (prefs: { lang: string; theme: string }) => {
        localStorage.setItem('lang', prefs.lang);
        localStorage.setItem('theme', prefs.theme);
      },
      { lang, theme },
    );
    page = await context.newPage();
    await page.goto(path);
    await page.locator('[data-page]').first().waitFor();
    return page;
  }

  /** The seeded demo player: a team member of the demo agent, so every one of the 15 entries shows. */
  async function logInAsDemoPlayer(target: Page): Promise<void> {
    await openLogin(target);
    const form = modal(target, 'loginPopupModal');
    await form.locator('input[name="username"]').fill('demoplayer');
    await form.locator('input[name="password"]').fill('Demo1234');
    await form.locator('button[type="submit"]').first().click();
    await expectLoggedInAs(target, 'demoplayer');
    await passAfterLogin(target);
  }

  async function openFromMenu(target: Page, testId: string): Promise<void> {
    await target.getByTestId('header-account').first().click();
    await target.getByTestId(testId).click();
  }

  async function shot(target: Page, name: string): Promise<void> {
    if (LOOKS) await target.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
  }

  async function registerFreshMember(username: string, mobile: string): Promise<Page> {
    const page = await visit('/');
    await registerByUsername(page, site, { username, password: PASSWORD, mobile });
    return page;
  }

  it('a fresh member sees the balance, hides it, and walks through every member centre page', async () => {
    const page = await registerFreshMember('mcplayer01', '9175550177');

    const balance = page.locator('.header-account__balance [data-testid="header-balance"]');
    const amount = balance.getByTestId('header-balance-amount');
    await amount.waitFor({ timeout: 20_000 });
    expect(await amount.textContent()).toBe('0.00');
    expect((await balance.locator('.header-balance__symbol').textContent())?.trim()).toBeTruthy();

    await balance.getByTestId('header-balance-toggle').click();
    expect(await amount.textContent()).not.toContain('0.00');
    await page.reload();
    await amount.waitFor({ timeout: 20_000 });
    expect(await amount.textContent()).not.toContain('0.00');
    await balance.getByTestId('header-balance-toggle').click();
    expect(await amount.textContent()).toBe('0.00');
    await balance.locator('.header-balance__value').click();
    await page.waitForFunction(() => !document.querySelector('.header-balance__value[disabled]'));
    expect(await amount.textContent()).toBe('0.00');

    await openFromMenu(page, 'header-member-center');
    const dialog = centre(page);
    await dialog.waitFor();
    const entries = dialog.locator('[data-mc-page]');
    expect(
      await entries.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.mcPage)),
    ).toEqual(PAGES);
    for (const key of PAGES) {
      await dialog.locator(`[data-mc-page="${key}"]`).click();
      expect(await dialog.locator(`[data-mc-page="${key}"]`).getAttribute('aria-current')).toBe('page');
      // The page's own content, not the loading spinner, fills the pane.
      await dialog.locator(`[data-mc-pane="${key}"] > :not(h3):not(.spinner)`).first().waitFor();
      expect(new URL(page.url()).searchParams.get('mc')).toBe(key);
    }
    expect(await dialog.getByText(/malapit na|coming soon/i).count()).toBe(0);

    // A member centre link (`/?mc=…`) opens the centre over the home without the home's game sections
    // (tiles, hot row, lottery, winners): they load once the centre closes.
    const homeSections = '.category-tiles, .hot-row, [data-testid="winner-board-skeleton"]';
    const hotCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('GCSGAME_hotGamesV2')) hotCalls.push(request.url());
    });
    await page.reload();
    await dialog
      .locator(`[data-mc-pane="${PAGES.at(-1)}"] > :not(h3):not(.spinner)`)
      .first()
      .waitFor();
    expect(await page.locator(homeSections).count()).toBe(0);
    expect(hotCalls).toEqual([]);

    await dialog.getByTestId('mc-close').click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('mc')).toBeNull();
    await page.locator('.category-tiles').waitFor();
    await page.locator('.hot-row').waitFor();

    // The avatar menu's shortcuts land on their pages; Escape closes.
    for (const [testId, key] of [
      ['header-betting-record', 'personalHistoryCopy'],
      ['header-deposit', 'depositv2'],
      ['header-withdrawal', 'withdraw'],
      ['header-account-details', 'transactionHistory'],
    ] as const) {
      await openFromMenu(page, testId);
      await dialog.locator(`[data-mc-pane="${key}"]`).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }, 120_000);

  it('my account, deposit, withdrawal and game wallets on their calls', async () => {
    const page = await registerFreshMember('mcplayer02', '9175550178');
    await openFromMenu(page, 'header-member-center');
    const dialog = centre(page);
    const account = dialog.locator('[data-mc-pane="securityCenter"]');
    await account.locator('.security-page').waitFor();

    // No payment password yet: adding an account says to set one first.
    await account.getByTestId('bank-add').click();
    const message = page.locator('[data-modal="messageDialog"]');
    await message.waitFor();
    await message.getByTestId('confirm').click();
    await message.waitFor({ state: 'detached' });

    await setUpWithdrawals(page, {
      password: PASSWORD,
      paymentPassword: '246810',
      accountName: 'Juan Dela Cruz',
      accountNumber: '1234567890',
    });
    expect(await account.locator('.bank-card__default').count()).toBe(1);
    await shot(page, 'TY-desktop-light-mc-security-center-bank');

    // A bank deposit is reported and waits for the operator; it shows in the history at once.
    await dialog.locator('[data-mc-page="depositv2"]').click();
    const deposit = dialog.locator('[data-mc-pane="depositv2"]');
    await deposit.locator('[role="radio"]').first().click();
    await deposit.locator('.quick-amount').first().click();
    await deposit.locator('input[name="reference"]').fill('REF-12345');
    await deposit.locator('button[type="submit"]').click();
    await deposit.getByTestId('deposit-done').waitFor();
    await deposit.getByTestId('deposit-history').locator('.record__status--pending').first().waitFor();
    await shot(page, 'TY-desktop-light-mc-depositv2-done');

    // The withdrawal form offers the bound account; nothing can leave an empty wallet.
    await dialog.locator('[data-mc-page="withdraw"]').click();
    const withdraw = dialog.locator('[data-mc-pane="withdraw"]');
    expect(await withdraw.getByTestId('withdraw-available').textContent()).toContain('0.00');
    expect(await withdraw.locator('select option').first().textContent()).toContain('7890');
    await withdraw.locator('input[name="amount"]').fill('100');
    await withdraw.locator('input[name="paymentPassword"]').fill('246810');
    await withdraw.locator('button[type="submit"]').click();
    await withdraw.locator('.field__error').first().waitFor();

    // Game wallets: moving money in from an empty main wallet is refused before it is sent.
    await dialog.locator('[data-mc-page="transferFund"]').click();
    const wallet = dialog.locator('[data-mc-pane="transferFund"]');
    await wallet.locator('.vendor-wallet').first().waitFor();
    await wallet.locator('.vendor-wallet').first().locator('button').first().click();
    const transfer = modal(page, 'walletTransferDialog');
    await transfer.locator('input[name="amount"]').fill('10');
    await transfer.locator('button[type="submit"]').click();
    await transfer.locator('.field__error').waitFor();
    await page.keyboard.press('Escape');
    await transfer.waitFor({ state: 'detached' });
    await dialog.locator('[data-mc-page="securityCenter"]').click();

    // Escape closes only the newest dialog: the member centre stays open under it.
    await account.getByTestId('security-email').click();
    await modal(page, 'bindEmailDialog').waitFor();
    await page.keyboard.press('Escape');
    await modal(page, 'bindEmailDialog').waitFor({ state: 'detached' });
    expect(await dialog.count()).toBe(1);
  });

  it('refuses the member centre to a trial account', async () => {
    const page = await visit('/');
    await openLogin(page);
    await modal(page, 'loginPopupModal').getByTestId('free-play').click();
    await page.getByTestId('header-account').first().waitFor({ timeout: 20_000 });
    await passAfterLogin(page, { firstTime: true });
    await openFromMenu(page, 'header-member-center');
    await page.locator('[data-modal="trialAccountDialog"]').waitFor();
    expect(await centre(page).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/?mc=depositv2');
    await page.locator('[data-modal="trialAccountDialog"]').waitFor();
    expect(await centre(page).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('mc')).toBeNull();
  });

  const looks = [
    { lang: 'TY', viewport: 'desktop', theme: 'light' },
    { lang: 'EN', viewport: 'desktop', theme: 'light' },
    { lang: 'TY', viewport: 'phone', theme: 'light' },
    { lang: 'EN', viewport: 'phone', theme: 'light' },
    { lang: 'EN', viewport: 'desktop', theme: 'dark' },
    { lang: 'TY', viewport: 'phone', theme: 'dark' },
  ] as const;

  for (const look of looks) {
    it.runIf(LOOKS)(
      `looks right in ${look.lang} at ${look.viewport} width, ${look.theme} theme`,
      async () => {
        const tag = `${look.lang}-${look.viewport}-${look.theme}-mc`;
        const page = await visit('/', look);
        await logInAsDemoPlayer(page);
        if (look.viewport === 'phone') {
          // Phones show the balance at the top of the avatar menu, not in the header bar.
          await page.getByTestId('header-account').first().click();
          await page
            .locator('.header-account__menu-balance [data-testid="header-balance-amount"]')
            .waitFor({ timeout: 20_000 });
          await shot(page, `${tag}-avatar-menu`);
          await page.getByTestId('header-member-center').click();
        } else {
          await page
            .locator('.header-account__balance [data-testid="header-balance-amount"]')
            .waitFor({ timeout: 20_000 });
          await shot(page, `${tag}-header`);
          await openFromMenu(page, 'header-member-center');
        }
        const dialog = centre(page);
        await dialog.locator('[data-mc-pane="securityCenter"] .security-page').waitFor();
        await shot(page, `${tag}-security-center`);
        for (const key of ALL_PAGES.slice(1)) {
          await dialog.locator(`[data-mc-page="${key}"]`).click();
          await dialog.locator(`[data-mc-pane="${key}"] > :not(h3):not(.spinner)`).first().waitFor();
          await page.waitForFunction(() => !document.querySelector('[data-mc-pane] .spinner'));
          await shot(page, `${tag}-${key}`);
        }
        if (look.viewport === 'phone' && look.theme === 'light' && look.lang === 'TY') {
          await page.setViewportSize({ width: 360, height: 740 });
          await shot(page, `${tag}-360-messageV2`);
        }
      },
    );
  }
});
