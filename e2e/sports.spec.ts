import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInThroughModal, openLogin, serveKnownCaptchas } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS, newContext } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const PLAYER = { username: 'demoplayer', password: 'Demo1234' };
const SHOTS = new URL('./screenshots/sports/', import.meta.url).pathname;

/** The header's balance in cents (display only: "P 1,234.50" → 123450). */
async function balanceOf(page: Page): Promise<number> {
  const text = await page.locator('[data-testid="header-balance-amount"]').first().innerText();
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The home price (1X2's "1") of an event card in the list. */
const homePrice = (page: Page, eventId: number) =>
  page.locator(`[data-event="${eventId}"] .sb-market-col`).first().locator('.sb-odds').first();

/**
 * The house book as a player meets it: /sports from the nav, two home wins on the slip make a parlay,
 * its potential return quoted and placed, the bet in my bets; a Trixie over three; the results entered and confirmed by two
 * operators; the balance rises by exactly the return. Then a virtual football single settles on its own
 * when the round has run.
 */
describe.skipIf(!hasBrowser)('sportsbook', () => {
  let site: RunningSite;
  let browser: Browser;
  let matches: number[];

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    await site.creditMember(PLAYER.username, 100_000n);
    matches = [
      await site.sportsMatch({
        sport: 'football',
        league: 'E2E League',
        home: 'Manila FC',
        away: 'Cebu United',
        minutes: 30,
      }),
      await site.sportsMatch({
        sport: 'football',
        league: 'E2E League',
        home: 'Davao City',
        away: 'Iloilo Stars',
        minutes: 40,
      }),
      await site.sportsMatch({
        sport: 'football',
        league: 'E2E League',
        home: 'Baguio Highlanders',
        away: 'Bacolod Tigers',
        minutes: 50,
      }),
    ];
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('places a parlay and a Trixie, is paid their returns once the results are confirmed, and a virtual single settles', async () => {
    const context = await newContext(browser, site.baseURL, 'desktop');
    await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const page = await context.newPage();
    try {
      const captcha = await serveKnownCaptchas(page, site);
      await page.goto('/');
      await openLogin(page);
      await logInThroughModal(page, captcha, PLAYER);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sports', exact: true })
        .click();
      await page.waitForURL(/\/sports$/);
      for (const id of matches.slice(0, 2)) await homePrice(page, id).click();
      // Two picks of two events: the slip offers them as a parlay at 2.00 × 2.00.
      expect(await page.getByTestId('slip-mode-parlay').getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('combo-stake').fill('10');
      await expect.poll(() => page.getByTestId('slip-return').innerText()).toBe('40.00');
      const before = await balanceOf(page);
      await page.getByTestId('place-slip').click();
      await page.locator('.sb-slip .form-alert--success').waitFor();
      await expect.poll(() => balanceOf(page)).toBe(before - 1_000);

      // A Trixie over three home wins: three doubles and a treble at 1.00 a line, 20.00 if all three win.
      for (const id of matches) await homePrice(page, id).click();
      await page.getByTestId('slip-mode-system').click();
      await page.getByTestId('combo-stake').fill('1');
      await expect.poll(() => page.getByTestId('slip-stake').innerText()).toBe('4.00');
      await expect.poll(() => page.getByTestId('slip-return').innerText()).toBe('20.00');
      await page.getByTestId('place-slip').click();
      await page.locator('.sb-slip .form-alert--success').waitFor();
      await expect.poll(() => balanceOf(page)).toBe(before - 1_400);

      await page.getByTestId('view-bets').click();
      const open = page.getByTestId('my-sports-bets').locator('.sb-bet[data-status="open"]');
      const openParlay = open.filter({ hasText: 'Parlay' }).first();
      await openParlay.waitFor();
      expect(await openParlay.locator('.sb-leg').count()).toBe(2);
      expect(await openParlay.getByTestId('sports-bet-return').innerText()).toBe('40.00');
      const openTrixie = open.filter({ hasText: 'Trixie' }).first();
      expect(await openTrixie.locator('.sb-leg').count()).toBe(3);
      expect(await openTrixie.getByTestId('sports-bet-return').innerText()).toBe('20.00');

      // The matches are played: an operator enters each result and a second one confirms it.
      await site.advanceBookClock(60 * 60_000);
      await site.settleSportsEvent(matches[0]!, { home: 2, away: 1 });
      await site.settleSportsEvent(matches[1]!, { home: 1, away: 0 });
      await site.settleSportsEvent(matches[2]!, { home: 0, away: 1 });
      await page.getByTestId('bets-settled').click();
      const settled = page.getByTestId('my-sports-bets');
      const parlay = settled.locator('.sb-bet', { hasText: 'Parlay' }).first();
      await parlay.waitFor({ timeout: 20_000 });
      expect(await parlay.getAttribute('data-status')).toBe('won');
      expect(await parlay.getByTestId('sports-bet-return').innerText()).toBe('40.00');
      // Only the double of the two home wins comes in: 1.00 × 2.00 × 2.00.
      const trixie = settled.locator('.sb-bet', { hasText: 'Trixie' }).first();
      expect(await trixie.getByTestId('sports-bet-return').innerText()).toBe('4.00');
      await page.reload();
      await expect.poll(() => balanceOf(page)).toBe(before - 1_400 + 4_000 + 400);

      // Virtual football: the next round is always there; a single on it settles when the round has run.
      await page.getByTestId('view-virtual').click();
      const board = page.getByTestId('virtual-board');
      await board.getByTestId('virtual-countdown').waitFor({ timeout: 20_000 });
      await board.locator('.sb-event').first().locator('.sb-odds').first().click();
      await page.getByTestId('slip-mode-singles').click();
      await page.getByTestId('single-stake').fill('5');
      await expect.poll(() => page.getByTestId('slip-stake').innerText()).toBe('5.00');
      await page.getByTestId('place-slip').click();
      await page.locator('.sb-slip .form-alert--success').waitFor();
      await site.advanceBookClock(5 * 60_000);
      await site.advanceBookClock(1_000);
      await page.getByTestId('view-bets').click();
      await page.getByTestId('bets-settled').click();
      const virtual = page.getByTestId('my-sports-bets').locator('.sb-bet', { hasText: 'Single' }).first();
      await virtual.waitFor({ timeout: 20_000 });
      const returned = cents(await virtual.getByTestId('sports-bet-return').innerText());
      await page.reload();
      await expect.poll(() => balanceOf(page)).toBe(before - 1_400 + 4_400 - 500 + returned);

      // The member centre's betting record shows the Trixie with its legs and how each went.
      await page.goto('/?mc=personalHistoryCopy');
      const trixieRecord = page.getByTestId('sports-bet-detail').filter({ hasText: 'trixie' });
      await trixieRecord.waitFor({ timeout: 20_000 });
      const legs = await trixieRecord.locator('span').allInnerTexts();
      expect(legs).toHaveLength(3);
      expect(legs.filter((leg) => leg.endsWith('Won'))).toHaveLength(2);
      expect(legs.some((leg) => leg.startsWith('Baguio Highlanders') && leg.endsWith('Lost'))).toBe(true);
    } finally {
      await context.close();
    }
  }, 240_000);

  // Pictures for a look-over (npm run screenshots): every view of the book in both languages.
  it.skipIf(!LOOKS)(
    'shows the book in both languages on a phone and a desktop',
    async () => {
      mkdirSync(SHOTS, { recursive: true });
      const future = await site.sportsMatch({
        sport: 'football',
        league: 'Philippines Football League',
        home: 'Kaya FC Iloilo',
        away: 'United City',
        minutes: 120,
      });
      await site.sportsMatch({
        sport: 'basketball',
        league: 'PBA',
        home: 'Ginebra',
        away: 'San Miguel',
        minutes: 30 * 60,
        odds1x2: ['1.90', '15.00', '2.10'],
      });
      await site.sportsMatch({
        category: 'esports',
        sport: 'mlbb',
        league: 'MPL Philippines',
        home: 'Blacklist',
        away: 'Echo',
        minutes: 90,
      });
      await site.sportsMatch({
        category: 'esports',
        sport: 'dota2',
        league: 'TI Qualifiers',
        home: 'Talon',
        away: 'Execration',
        minutes: 26 * 60,
      });
      const views = [
        ['today', '/sports'],
        ['early', '/sports?view=early'],
        ['event', `/sports?event=${future}`],
        ['virtual', '/sports?view=virtual'],
        ['results', '/sports?view=results'],
        ['bets', '/sports?view=bets'],
        ['esports', '/esports'],
        ['fbsports', '/fbsports'],
      ] as const;
      for (const lang of ['EN', 'TY'] as const)
        for (const viewport of ['phone', 'desktop'] as const) {
          const context = await newContext(browser, site.baseURL, viewport);
          await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
          const page = await context.newPage();
          const captcha = await serveKnownCaptchas(page, site);
          await page.goto('/sports');
          await openLogin(page);
          await logInThroughModal(page, captcha, PLAYER);
          for (const [name, path] of views) {
            await page.goto(path);
            await page.locator('.sb').waitFor({ timeout: 20_000 });
            await page.waitForLoadState('networkidle');
            if (name === 'today') {
              await homePrice(page, future).click();
              if (viewport === 'phone') await page.getByTestId('open-slip').click();
            }
            await page.screenshot({
              path: `${SHOTS}${lang}-${viewport}-${name}.png`,
              fullPage: true,
              animations: 'disabled',
            });
          }
          await context.close();
        }
    },
    400_000,
  );
});
