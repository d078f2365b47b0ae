import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { logInThroughModal, modal, openLogin, serveKnownCaptchas } from './support/auth.js';
import { hasBrowser, launchBrowser, newContext } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

/** Tiles clicked at most, over the whole walk: the demo lists a handful, a bound keeps a regression short. */
const MOST_TILES = 40;

/**
 * §2 "no dead tiles", on the demo as a newcomer gets it: the home page's category tiles, nav and hot
 * row, and every lobby the nav leads to, list only what opens. Every tile is clicked by a logged-in
 * player: a game opens its page, a vendor's tile its games; none answers "under maintenance".
 */
describe.skipIf(!hasBrowser)('no dead tiles', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clicked = 0;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    context = await newContext(browser, site.baseURL, 'desktop');
    await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
    page = await context.newPage();
    const captcha = await serveKnownCaptchas(page, site);
    await page.goto('/');
    await openLogin(page);
    await logInThroughModal(page, captcha, { username: 'demoplayer', password: 'Demo1234' });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await site?.close();
  });

  const tileLabels = (within: Locator) =>
    within
      .locator('.game-tile__launch')
      .evaluateAll((buttons) =>
        buttons.map((button) => button.querySelector('.visually-hidden')?.textContent ?? ''),
      );

  /**
   * Clicks the tile labelled `label` on `from` and expects it to open; comes back to `from`. A tile in a
   * vendor's popup (`inPopup`) must open a game: the popup already showing tiles proves nothing.
   */
  async function expectOpens(
    from: string,
    within: (p: Page) => Locator,
    label: string,
    inPopup = false,
  ): Promise<void> {
    clicked += 1;
    expect(clicked, 'more tiles than the walk allows').toBeLessThanOrEqual(MOST_TILES);
    const tile = within(page).getByRole('button', { name: label, exact: true }).first();
    await tile.click();
    const vendorPopup = modal(page, 'vendorGamesModal');
    const maintenance = page.getByText('This game is under maintenance.');
    // A game opens in the launch frame, the house book (/fbsports, /esports) or the house arena (/cockfight).
    const opened = await Promise.race([
      page
        .waitForURL((url) => /^\/(seamless|game|fbsports|esports|cockfight)$/.test(url.pathname), {
          timeout: 20_000,
        })
        .then(
          () => 'game',
          () => 'nothing',
        ),
      ...(inPopup
        ? []
        : [
            vendorPopup
              .getByTestId('game-tile')
              .first()
              .waitFor({ timeout: 20_000 })
              .then(
                () => 'vendor',
                () => 'nothing',
              ),
          ]),
      maintenance.waitFor({ timeout: 20_000 }).then(
        () => 'maintenance',
        () => 'nothing',
      ),
    ]);
    // Losing waits end as 'nothing' after their timeout; the first to settle is what the click did.
    expect({ from, label, opened }).toEqual({
      from,
      label,
      opened: inPopup || opened !== 'vendor' ? 'game' : 'vendor',
    });
    if (opened === 'vendor') {
      // A vendor's tile opens its games: each of them opens too.
      for (const inner of await tileLabels(vendorPopup)) {
        await page.goto(from);
        await within(page).getByRole('button', { name: label, exact: true }).first().click();
        await vendorPopup.getByTestId('game-tile').first().waitFor({ timeout: 20_000 });
        await expectOpens(from, () => vendorPopup, inner, true);
      }
    }
    await page.goto(from);
  }

  it('shows on the home page only categories, nav entries and hot games that open', async () => {
    const response = await page.goto('/');
    // The page names its first banner's art for preloading, so it is fetched beside the scripts.
    expect(response?.headers().link).toMatch(
      /^<\/media\/banners\/\d+\.svg\?layout=narrow&v=\w+>; rel=preload; as=image/,
    );
    const hotRow = (p: Page) => p.locator('section.hot-row');
    await hotRow(page).getByTestId('game-tile').first().waitFor({ timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Slots' }).waitFor();
    // The demo plays the house's slot, tables, sea, book, arena, card rooms and lottery: every category.
    expect(
      await page.locator('.category-tile').evaluateAll((tiles) => tiles.map((t) => t.dataset.gameType)),
    ).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'COCKFIGHT', 'ESPORTS', 'PVP', 'ELOTT']);
    expect(await nav.getByRole('link', { name: 'Sports', exact: true }).count()).toBe(1);

    const labels = await tileLabels(hotRow(page));
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) await expectOpens('/', hotRow, label);
    // Every hot game is opened in turn, and the row now holds the tables, the sea and the card rooms too.
  }, 150_000);

  it('lists in every lobby of the nav only games that open', async () => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Slots' }).waitFor({ timeout: 20_000 });
    const lobbies = await nav
      .locator('a.main-nav__link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const gameLobbies = lobbies.filter((path) => ['/rng', '/live', '/fish', '/pvp'].includes(path));
    expect(gameLobbies).toEqual(['/rng', '/live', '/fish', '/pvp']);
    const grid = (p: Page) => p.locator('main .game-grid');
    for (const lobby of gameLobbies) {
      await page.goto(lobby);
      await grid(page).getByTestId('game-tile').first().waitFor({ timeout: 20_000 });
      const labels = await tileLabels(grid(page));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) await expectOpens(lobby, grid, label);
    }
  });
});
