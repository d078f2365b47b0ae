import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInThroughModal, modal, openLogin, serveKnownCaptchas } from './support/auth.js';
import { VIEWPORTS, hasBrowser, launchBrowser, LOOKS, newContext } from './support/browser.js';
import { demoOperatorToken } from './support/back-office.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/house/', import.meta.url).pathname;
const HOUSE = {
  slot: { vassalage: 'SW_RNG', gameCode: 'SWERTE_FIESTA', gameType: 'RNG' },
  baccarat: { vassalage: 'SW_LIVE', gameCode: 'BACCARAT', gameType: 'LIVE' },
} as const;

interface Envelope<T> {
  success: boolean;
  code: string;
  value: T;
}

async function call<T>(baseURL: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.code}`);
  return envelope.value;
}

/**
 * The house's own games as a player meets them: Swerte Fiesta spun until it pays, the round recalled
 * from the betting record and verified in the browser after the seeds are changed; a baccarat bet
 * dealt card by card onto the road; and both games looked at in both languages, phone and desktop.
 */
describe.skipIf(!hasBrowser)('house games', () => {
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

  async function shot(target: Page, name: string): Promise<void> {
    if (LOOKS) await target.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
  }

  /** A logged-in demoplayer with `money` pesos more in the cash wallet (an operator's adjustment). */
  async function playerWithMoney(
    viewport: keyof typeof VIEWPORTS,
    prefs: { lang?: 'EN' | 'TY'; theme?: 'dark' } = {},
    money = '0',
  ): Promise<Page> {
    context = await newContext(browser, site.baseURL, viewport);
    await context.addInitScript((stored) => {
      if (stored.lang) localStorage.setItem('lang', stored.lang);
      if (stored.theme) localStorage.setItem('theme', stored.theme);
    }, prefs);
    const target = await context.newPage();
    page = target;
    const captcha = await serveKnownCaptchas(target, site);
    await target.goto('/');
    await openLogin(target);
    await logInThroughModal(target, captcha, { username: 'demoplayer', password: 'Demo1234' });
    if (money !== '0') {
      const memberId = Number(await target.evaluate(() => sessionStorage.getItem('customerId')));
      const token = await demoOperatorToken(site.baseURL);
      await call(site.baseURL, 'POST', '/wps/admin/wallet/adjust', token, {
        memberId,
        amount: money,
        reason: 'e2e house games',
        idempotencyKey: `e2e-house-${Date.now()}`,
      });
    }
    return target;
  }

  /** Launches a house game as the game list does, and opens the address it answers. */
  async function launch(target: Page, game: keyof typeof HOUSE): Promise<void> {
    const token = await target.evaluate(() => sessionStorage.getItem('token'));
    const { content } = await call<{ content: string }>(site.baseURL, 'POST', '/wps/game/launchGame', token, {
      ...HOUSE[game],
      platform: 'WEB',
    });
    expect(content).toMatch(/^\/seamless\?.*token=/);
    await target.goto(content);
    await target.locator(`[data-page="seamless"][data-game="${game}"]`).waitFor({ timeout: 20_000 });
    // The one-time token leaves the address at once; vendor and game code stay for a reload.
    expect(new URL(target.url()).searchParams.get('token')).toBeNull();
    expect(new URL(target.url()).searchParams.get('vendor')).toBe(HOUSE[game].vassalage);
  }

  const balanceOf = async (target: Page) =>
    Number(((await target.getByTestId('game-balance-amount').textContent()) ?? '').replace(/,/g, ''));

  it('spins Swerte Fiesta until it pays, recalls the round and verifies it after changing seeds', async () => {
    const target = await playerWithMoney('desktop', { lang: 'EN' }, '500.00');
    // Opened as a player would: from its tile on the slots list.
    await target.goto('/rng');
    await target.getByRole('button', { name: 'Play Swerte Fiesta' }).click();
    await target.waitForURL('**/seamless?**');
    await target.locator('[data-page="seamless"][data-game="slot"]').waitFor({ timeout: 20_000 });
    expect(new URL(target.url()).searchParams.get('token')).toBeNull();
    await target.reload();
    await target.locator('[data-game="slot"]').waitFor();
    const before = await balanceOf(target);
    expect(before).toBeGreaterThanOrEqual(500);

    // The lines and the bet change the stake; then the minimum bet on all 20 lines (0.20 a spin).
    await target.getByRole('button', { name: /Lower: Lines/ }).click();
    await target.getByRole('button', { name: /Raise: Bet per line/ }).click();
    await expect.poll(() => target.getByTestId('slot-total-bet').textContent()).toBe('P 0.38');
    await target.getByRole('button', { name: /Raise: Lines/ }).click();
    await target.getByRole('button', { name: /Lower: Bet per line/ }).click();
    await expect.poll(() => target.getByTestId('slot-total-bet').textContent()).toBe('P 0.20');

    const spin = target.getByTestId('slot-spin');
    let won = false;
    let beforeSpin = before;
    let lastWinCents = 0;
    for (let n = 0; n < 200 && !won; n++) {
      beforeSpin = await balanceOf(target);
      await target.keyboard.press(n % 2 === 0 ? 'Space' : 'Enter');
      await spin
        .and(target.locator(':disabled'))
        .waitFor({ timeout: 5_000 })
        .catch(() => {});
      await spin.and(target.locator(':enabled')).waitFor({ timeout: 60_000 });
      const lastWin = (await target.getByTestId('slot-last-win').textContent()) ?? '';
      won = /[1-9]/.test(lastWin);
      lastWinCents = Math.round(Number(lastWin.replace(/[^0-9.]/g, '')) * 100);
    }
    expect(won).toBe(true);
    await expect.poll(() => target.locator('.reel__cell.is-lit').count()).toBeGreaterThan(0);
    // The winning spin took its 0.20 and paid its win (which can equal the stake).
    expect(Math.round((await balanceOf(target)) * 100)).toBe(
      Math.round(beforeSpin * 100) - 20 + lastWinCents,
    );
    await shot(target, 'slot-win-en-1440');

    await target.getByTestId('slot-rules').click();
    await expect
      .poll(() => modal(target, 'paytableDialog').getByTestId('slot-rtp').textContent())
      .toContain('96.03%');
    await modal(target, 'paytableDialog').getByRole('button', { name: /Close/i }).click();

    // Change seeds: the server seed every spin so far was played on is revealed.
    await target.getByTestId('open-fairness').click();
    const fairness = modal(target, 'fairnessDialog');
    await fairness.locator('input[name="clientSeed"]').fill('e2e lucky seed');
    await fairness.getByTestId('rotate-seed').click();
    await fairness.getByTestId('revealed-pair').first().waitFor({ timeout: 20_000 });
    expect(await fairness.getByTestId('fairness-nonce').textContent()).toBe('0');
    await shot(target, 'slot-fairness-en-1440');
    // The panel's verify link opens the page filled with the last round: one click verifies it.
    const [verifyTab] = await Promise.all([
      target.context().waitForEvent('page'),
      fairness.getByTestId('open-verify').click(),
    ]);
    await verifyTab.getByTestId('verify-submit').click({ timeout: 20_000 });
    const tabCheck = verifyTab.getByTestId('commitment-check');
    await tabCheck.waitFor({ timeout: 20_000 });
    expect(await tabCheck.getAttribute('data-ok')).toBe('true');
    await verifyTab.close();
    await fairness.getByRole('button', { name: /Close/i }).click();

    // The betting record recalls the newest round, and Verify recomputes it in the browser.
    await target.goto('/?mc=personalHistoryCopy');
    const record = modal(target, 'memberCentre').locator('[data-mc-pane="personalHistoryCopy"]');
    await record.getByTestId('bet-details').first().click({ timeout: 20_000 });
    const recall = modal(target, 'roundRecallDialog');
    await recall.locator('.round-recall .reel-grid').first().waitFor({ timeout: 20_000 });
    await shot(target, 'recall-en-1440');
    await recall.getByTestId('recall-verify').click();
    await target.waitForURL(/\/fairness\?round=/);
    const check = target.getByTestId('commitment-check');
    await check.waitFor({ timeout: 20_000 });
    expect(await check.getAttribute('data-ok')).toBe('true');
    expect(await target.getByTestId('payout-check').getAttribute('data-ok')).toBe('true');
    await shot(target, 'verify-en-1440');
  }, 300_000);

  it('takes a baccarat bet, deals it card by card and adds it to the road', async () => {
    const target = await playerWithMoney('desktop', { lang: 'EN' }, '200.00');
    await launch(target, 'baccarat');
    const road = target.getByTestId('big-road');
    await road.waitFor({ timeout: 20_000 });
    // Wait for a fresh round with time to bet.
    await expect
      .poll(async () => Number(await target.getByTestId('round-seconds').textContent()), { timeout: 30_000 })
      .toBeGreaterThan(6);
    const boxesBefore = Number(await road.getAttribute('data-boxes'));
    const before = await balanceOf(target);

    await target.locator('.chip[data-chip="10.00"]').click();
    await target.locator('[data-spot="player"]').click();
    await target.locator('[data-spot="banker"]').click();
    await target.getByTestId('bet-undo').click();
    await target.locator('[data-spot="tie"]').click();
    await target.getByTestId('bet-confirm').click();
    await target.locator('[data-spot="player"].is-placed').waitFor({ timeout: 10_000 });
    expect(await target.getByTestId('stake-player').textContent()).toContain('10.00');
    expect(await target.getByTestId('stake-banker').count()).toBe(0);
    expect(await target.getByTestId('bet-confirm').isDisabled()).toBe(true);
    await expect.poll(() => balanceOf(target)).toBe(before - 20);
    await shot(target, 'baccarat-bet-en-1440');

    await target.getByTestId('coup-winner').waitFor({ timeout: 40_000 });
    await target.getByTestId('my-result').waitFor({ timeout: 10_000 });
    expect(
      await target.locator('[data-testid="coup"] .playing-card:not(.playing-card--back)').count(),
    ).toBeGreaterThanOrEqual(4);
    await expect
      .poll(async () => Number(await road.getAttribute('data-boxes')), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(boxesBefore);
    const counts = (await target.getByTestId('road-counts').textContent()) ?? '';
    expect(counts).toMatch(/P\s*\d/);
    await shot(target, 'baccarat-dealt-en-1440');
  }, 120_000);

  it.runIf(LOOKS).each([
    ['phone', 'TY', undefined],
    ['phone', 'EN', undefined],
    ['desktop', 'TY', undefined],
    ['phone', 'TY', 'dark'],
  ] as const)(
    'looks right: %s, %s, %s theme',
    async (viewport, lang, theme) => {
      const target = await playerWithMoney(viewport, { lang, theme }, '100.00');
      const suffix = `${lang.toLowerCase()}-${VIEWPORTS[viewport].width}${theme ? '-dark' : ''}`;
      await launch(target, 'slot');
      await target.getByTestId('slot-spin').click();
      await target.getByTestId('slot-spin').and(target.locator(':enabled')).waitFor({ timeout: 60_000 });
      await shot(target, `slot-${suffix}`);
      await target.goto('/');
      await launch(target, 'baccarat');
      await target.getByTestId('big-road').waitFor({ timeout: 20_000 });
      await shot(target, `baccarat-${suffix}`);
      await target.goto('/fairness');
      await target.locator('[data-page="fairness"]').waitFor();
      await shot(target, `verify-${suffix}`);
    },
    120_000,
  );
});
