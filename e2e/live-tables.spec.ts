import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInThroughModal, openLogin, serveKnownCaptchas } from './support/auth.js';
import { LOOKS, VIEWPORTS, hasBrowser, launchBrowser, newContext } from './support/browser.js';
import { demoOperatorToken } from './support/back-office.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/live/', import.meta.url).pathname;
const GAMES = {
  roulette: { vassalage: 'SW_LIVE', gameCode: 'ROULETTE', gameType: 'LIVE' },
  sicbo: { vassalage: 'SW_LIVE', gameCode: 'SICBO', gameType: 'LIVE' },
  dragonTiger: { vassalage: 'SW_LIVE', gameCode: 'DRAGON_TIGER', gameType: 'LIVE' },
  fishing: { vassalage: 'SW_FISH', gameCode: 'SWERTE_OCEAN', gameType: 'FISH' },
} as const;
/** A spot's data-spot: kind, numbers, which, faces, total (live-slip.ts spotKey). */
const RED = '[data-spot="red::::"]';

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
  const envelope = (await response.json()) as { success: boolean; code: string; value: T };
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.code}`);
  return envelope.value;
}

/**
 * The shared tables and the sea as players meet them: two browsers at one roulette table see the same
 * round and result, and the one who bet is paid what the revealed pocket pays; a fishing session fires
 * and the balance moves by exactly what the server settled.
 */
describe.skipIf(!hasBrowser)('live tables and fishing', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await site?.close();
  });

  async function player(
    username: string,
    viewport: keyof typeof VIEWPORTS = 'desktop',
    lang: 'EN' | 'TY' = 'EN',
    money = '200.00',
  ): Promise<Page> {
    const context = await newContext(browser, site.baseURL, viewport);
    contexts.push(context);
    await context.addInitScript((stored) => localStorage.setItem('lang', stored), lang);
    const page = await context.newPage();
    const captcha = await serveKnownCaptchas(page, site);
    await page.goto('/');
    await openLogin(page);
    await logInThroughModal(page, captcha, { username, password: 'Demo1234' });
    const memberId = Number(await page.evaluate(() => sessionStorage.getItem('customerId')));
    await call(site.baseURL, 'POST', '/wps/admin/wallet/adjust', await demoOperatorToken(site.baseURL), {
      memberId,
      amount: money,
      reason: 'e2e live tables',
      idempotencyKey: `e2e-live-${username}-${Date.now()}`,
    });
    return page;
  }

  async function launch(page: Page, game: keyof typeof GAMES): Promise<void> {
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const { content } = await call<{ content: string }>(site.baseURL, 'POST', '/wps/game/launchGame', token, {
      ...GAMES[game],
      platform: 'WEB',
    });
    await page.goto(content);
    await page.locator(`[data-page="seamless"][data-game="${game}"]`).waitFor({ timeout: 20_000 });
  }

  const balanceOf = async (page: Page) =>
    Math.round(
      Number(((await page.getByTestId('game-balance-amount').textContent()) ?? '').replace(/,/g, '')) * 100,
    );
  const roundOf = async (page: Page) =>
    Number(await page.getByTestId('live-round').getAttribute('data-round'));

  it('shows two players one roulette round and result, and pays the bettor what the pocket pays', async () => {
    // One member in two browsers: each has its own game session at the table.
    const [alice, bob] = [await player('demoplayer'), await player('demoplayer')];
    await Promise.all([launch(alice, 'roulette'), launch(bob, 'roulette')]);
    await expect
      .poll(async () => (await roundOf(alice)) === (await roundOf(bob)), { timeout: 20_000 })
      .toBe(true);

    // Bet at the start of a fresh round, so the 15 s window is not about to close.
    const first = await roundOf(alice);
    await expect.poll(() => roundOf(alice), { timeout: 30_000 }).toBeGreaterThan(first);
    const roundNo = await roundOf(alice);
    const before = await balanceOf(alice);
    await alice.locator('.chip[data-chip="5.00"]').click();
    await alice.locator(RED).click();
    await alice.getByTestId('bet-confirm').click();
    await expect.poll(() => balanceOf(alice), { timeout: 10_000 }).toBe(before - 500);

    // Both browsers reveal the same pocket for that round, the one the public round record shows.
    const stage = (page: Page) => page.locator(`[data-result-round="${roundNo}"] [data-pocket]`);
    await stage(alice).waitFor({ timeout: 60_000 });
    await stage(bob).waitFor({ timeout: 10_000 });
    const pocket = Number(await stage(alice).getAttribute('data-pocket'));
    expect(Number(await stage(bob).getAttribute('data-pocket'))).toBe(pocket);
    const round = await call<{ outcome: { pocket: number }; serverSeed: string | null }>(
      site.baseURL,
      'GET',
      `/wps/live/tables/roulette/rounds/${roundNo}`,
      null,
    );
    expect(round.outcome.pocket).toBe(pocket);
    expect(round.serverSeed).not.toBeNull();

    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
    const paid = red ? 1_000 : 0;
    const slip = alice.locator(`[data-testid="my-slips"] [data-round="${roundNo}"]`);
    await expect
      .poll(() => slip.getAttribute('data-payout'), { timeout: 20_000 })
      .toBe(red ? '10.00' : '0.00');
    await expect.poll(() => balanceOf(alice), { timeout: 10_000 }).toBe(before - 500 + paid);

    // The fairness panel recomputes the round in the browser from its revealed seed.
    await alice.getByTestId('open-fairness').click();
    await expect
      .poll(() => alice.getByTestId('live-verified').getAttribute('data-matches'), { timeout: 20_000 })
      .toBe('true');
  }, 180_000);

  it('fires into the sea and moves the balance by what the server settled', async () => {
    const page = await player('demoplayer', 'phone');
    await launch(page, 'fishing');
    const before = await balanceOf(page);
    const sea = page.getByTestId('fishing-sea');
    const box = (await sea.boundingBox())!;
    for (let n = 0; n < 6; n++)
      await sea.click({ position: { x: box.width * (0.2 + n * 0.12), y: box.height * 0.4 } });
    // Every shot fired is settled (a held press may fire more than one): none is left charged and unsent.
    await expect
      .poll(async () => page.getByTestId('fishing-totals').getAttribute('data-pending'), { timeout: 30_000 })
      .toBe('0.00');
    const totals = page.getByTestId('fishing-totals');
    const count = async (name: string) => Number(await totals.getAttribute(`data-${name}`));
    await expect
      .poll(async () => (await count('fired')) > 0 && (await count('settled')) === (await count('fired')), {
        timeout: 30_000,
      })
      .toBe(true);
    const staked = Math.round(Number(await totals.getAttribute('data-staked')) * 100);
    const won = Math.round(Number(await totals.getAttribute('data-won')) * 100);
    const bet = Number(await page.getByTestId('fishing-bet').getAttribute('data-cents'));
    expect(staked).toBe((await count('settled')) * bet);
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).toBe(before - staked + won);
    const wallet = await call<{ sumBalance: string }>(
      site.baseURL,
      'GET',
      '/wps/v2/wallets/balance',
      await page.evaluate(() => sessionStorage.getItem('token')),
    );
    expect(Math.round(Number(wallet.sumBalance) * 100)).toBe(before - staked + won);
  }, 120_000);

  it.skipIf(!LOOKS)(
    'looks: every table and the sea, phone and desktop, English and Filipino',
    async () => {
      for (const [viewport, lang] of [
        ['phone', 'EN'],
        ['desktop', 'TY'],
      ] as const) {
        const page = await player('demoplayer', viewport, lang, '50.00');
        for (const game of Object.keys(GAMES) as (keyof typeof GAMES)[]) {
          await launch(page, game);
          await page
            .getByTestId(game === 'fishing' ? 'fishing-sea' : 'live-round')
            .waitFor({ timeout: 20_000 });
          await page.screenshot({
            path: `${SHOTS}${game}-${lang}-${VIEWPORTS[viewport].width}.png`,
            fullPage: true,
          });
        }
      }
    },
    600_000,
  );
});
