import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInPage } from './support/auth.js';
import { mkdirSync } from 'node:fs';
import type { VIEWPORTS } from './support/browser.js';
import { LOOKS, hasBrowser, launchBrowser } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

/**
 * A PvP card room as a lone tester meets it: the Pusoy Dos tile of /pvp opens the room list, the
 * practice table seats them with three bots, and they play the hand to its end in the browser; a
 * reload in the middle rejoins the same hand.
 */
describe.skipIf(!hasBrowser)('PvP rooms', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && context)
      await context
        .pages()[0]
        ?.screenshot({ path: new URL('./screenshots/pvp-failed.png', import.meta.url).pathname })
        .catch(() => {});
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function loggedIn(viewport: keyof typeof VIEWPORTS = 'desktop', lang = 'EN'): Promise<Page> {
    const signedIn = await signedInPage(
      browser,
      site,
      { username: 'demoplayer', password: 'Demo1234' },
      { viewport, lang },
    );
    context = signedIn.context;
    return signedIn.page;
  }

  it('plays a practice hand against three bots to the end, rejoining it after a reload', async () => {
    const page = await loggedIn();
    await page.goto('/pvp');
    await page.getByRole('button', { name: 'Play Pusoy Dos' }).first().click();
    await page.waitForURL('**/seamless?**');
    await page.locator('[data-page="seamless"][data-game="pusoyDos"]').waitFor({ timeout: 20_000 });
    await page.getByTestId('pvp-room-PRACTICE').click();
    await page.getByTestId('pvp-sit').click();
    const table = page.getByTestId('pvp-table');
    await table.and(page.locator('[data-hand-state="playing"]')).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('pvp-my-cards').locator('button').count()).toBeGreaterThan(0);

    const play = page.getByTestId('pvp-play');
    const pass = page.getByTestId('pvp-pass');
    let reloaded = false;
    for (let turn = 0; turn < 80; turn++) {
      if ((await table.getAttribute('data-hand-state')) === 'settled') break;
      // The bots answer at once, so it is the player's turn again or the hand is over.
      await page
        .locator('[data-hand-state="settled"], [data-testid="pvp-turn"]:has-text("Your turn")')
        .first()
        .waitFor({ timeout: 30_000 });
      if ((await table.getAttribute('data-hand-state')) === 'settled') break;
      const moved = page.waitForResponse((response) => response.url().includes('/rooms/PRACTICE/move'));
      if (await pass.isEnabled()) await pass.click();
      else {
        // Leading: the lowest card (the 3 of clubs on the first lead) is always a legal single.
        await page.getByTestId('pvp-my-cards').locator('button').first().click();
        await play.click();
      }
      expect((await moved).status()).toBe(200);
      await page.locator('[data-testid="pvp-table"][aria-busy="false"]').waitFor();
      if (turn === 2 && !reloaded) {
        const cards = await page.getByTestId('pvp-my-cards').locator('button').count();
        await page.reload();
        await table.waitFor({ timeout: 60_000 });
        await expect.poll(() => page.getByTestId('pvp-my-cards').locator('button').count()).toBe(cards);
        reloaded = true;
      }
    }
    await table.and(page.locator('[data-hand-state="settled"]')).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('pvp-result').textContent()).toMatch(/wins|You win/);
    // Between hands the felt says what comes next; there is no Pass or Play to press.
    expect(await page.locator('[data-hand-state="settled"] [data-testid="pvp-pass"]').count()).toBe(0);
    expect(reloaded).toBe(true);
  }, 180_000);

  it('two players in two browsers play a real-money hand at one table, each wallet moved by their result', async () => {
    // Two browsers (demoplayer and a second member), and two more members seated through the sit call,
    // whose turns the test plays: a real-money table has no bots.
    await site.addFundedMember('pvpduo', 100_000n);
    await site.creditMember('demoplayer', 100_000n);
    const players = [
      { username: 'demoplayer', password: 'Demo1234', firstTime: false },
      { username: 'pvpduo', password: 'Login1234', firstTime: true },
    ];
    const pages: Page[] = [];
    const contexts: BrowserContext[] = [];
    const before: bigint[] = [];
    try {
      for (const player of players) {
        const { context: own, page } = await signedInPage(browser, site, player, {
          firstTime: player.firstTime,
        });
        contexts.push(own);
        before.push(await site.cashOf(player.username));
        await page.goto('/pvp');
        await page.getByRole('button', { name: 'Play Pusoy Dos' }).first().click();
        await page.locator('[data-page="seamless"][data-game="pusoyDos"]').waitFor({ timeout: 20_000 });
        await page.getByTestId('pvp-room-PD_1').click();
        await page.getByTestId('pvp-buy-in').fill('50.00');
        await page.getByTestId('pvp-sit').click();
        // Seated, waiting for four: the seat offers to leave.
        await page.getByTestId('pvp-leave').waitFor({ timeout: 20_000 });
        pages.push(page);
      }
      await site.pvpSeat('pvpthird', 'PD_1', '50.00');
      await site.pvpSeat('pvpfourth', 'PD_1', '50.00');
      const others = ['pvpthird', 'pvpfourth'];
      // Both browsers see the same hand dealt, from their streams.
      for (const page of pages)
        await page
          .locator('[data-testid="pvp-table"][data-hand-state="playing"]')
          .waitFor({ timeout: 20_000 });
      await pages[0]!.screenshot({
        path: new URL('./screenshots/pvp-duo-playing.png', import.meta.url).pathname,
      });

      let hand = await site.pvpHand('PD_1', others);
      for (let turn = 0; hand?.state === 'playing' && turn < 200; turn++) {
        const at = players.findIndex((p) => p.username === hand?.turn);
        if (at >= 0) {
          const page = pages[at]!;
          await page.locator('[data-testid="pvp-turn"]:has-text("Your turn")').waitFor({ timeout: 20_000 });
          await page.locator('[data-testid="pvp-table"][aria-busy="false"]').waitFor();
          const moved = page.waitForResponse((response) => response.url().includes('/rooms/PD_1/move'));
          if (await page.getByTestId('pvp-pass').isEnabled()) await page.getByTestId('pvp-pass').click();
          else {
            // Leading: the lowest card (the 3 of clubs on the first lead) is always a legal single.
            await page.getByTestId('pvp-my-cards').locator('button').first().click();
            await page.getByTestId('pvp-play').click();
          }
          expect((await moved).status()).toBe(200);
        }
        hand = await site.pvpHand('PD_1', others);
      }
      expect(hand?.state).toBe('settled');
      // Both browsers show the hand's end; then both stand up, cashed out.
      for (const page of pages) {
        await page
          .locator('[data-testid="pvp-table"][data-hand-state="settled"]')
          .waitFor({ timeout: 20_000 });
        await expect.poll(() => page.getByTestId('pvp-result').textContent()).toMatch(/wins|You win/);
      }
      await pages[1]!.screenshot({
        path: new URL('./screenshots/pvp-duo-settled.png', import.meta.url).pathname,
      });
      const results = hand!.results;
      expect(Object.keys(results).sort()).toEqual(['demoplayer', 'pvpduo', 'pvpfourth', 'pvpthird']);
      for (const [i, page] of pages.entries()) {
        const leave = page.getByTestId('pvp-leave');
        // A seat that lost its whole stack already stood up with the hand.
        if (await leave.isVisible()) await leave.click();
        await expect
          .poll(() => site.cashOf(players[i]!.username), { timeout: 20_000 })
          .toBe(before[i]! + results[players[i]!.username]!);
      }
      // Every cent the winner took came from the losers, less the rake.
      const total = Object.values(results).reduce((a, b) => a + b, 0n);
      expect(total).toBeLessThanOrEqual(0n);
    } catch (error) {
      for (const [i, own] of contexts.entries())
        await own
          .pages()[0]
          ?.screenshot({ path: new URL(`./screenshots/pvp-duo-failed-${i}.png`, import.meta.url).pathname })
          .catch(() => {});
      throw error;
    } finally {
      for (const own of contexts) await own.close();
    }
  }, 240_000);

  it.skipIf(!LOOKS)(
    'looks at the room list and a table in both languages, phone and desktop',
    async () => {
      const shots = new URL('./screenshots/pvp/', import.meta.url).pathname;
      mkdirSync(shots, { recursive: true });
      for (const viewport of ['phone', 'desktop'] as const)
        for (const lang of ['EN', 'TY']) {
          const page = await loggedIn(viewport, lang);
          await page.goto('/pvp');
          await page
            .getByRole('button', { name: /Pusoy Dos/ })
            .first()
            .click();
          await page.getByTestId('pvp-room-PD_1').waitFor({ timeout: 20_000 });
          await page.screenshot({ path: `${shots}rooms-${lang}-${viewport}.png`, fullPage: true });
          await page.getByTestId('pvp-room-PRACTICE').click();
          const sit = page.getByTestId('pvp-sit');
          await page.locator('[data-testid="pvp-sit"], [data-testid="pvp-my-cards"]').first().waitFor();
          if (await sit.isVisible()) await sit.click();
          await page.getByTestId('pvp-my-cards').waitFor();
          // Two cards picked, as a player about to play a pair would.
          await page.getByTestId('pvp-my-cards').locator('button').nth(1).click();
          await page.screenshot({ path: `${shots}table-${lang}-${viewport}.png`, fullPage: true });
          await context?.close();
          context = undefined;
        }
    },
    240_000,
  );
});
