import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { logInThroughModal, modal, serveKnownCaptchas } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS, newContext, type VIEWPORTS } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/games-list/', import.meta.url).pathname;

interface GameRow {
  nodeId: number;
  gameName: string;
  vassalage: string;
  vendorName: string;
  isGame?: 'VASSALAGE';
}
interface Envelope<T> {
  success: boolean;
  value: T;
}

/**
 * The game list pages as a player meets them: /rng's vendor tabs, search, classification and min bet,
 * paging, the login popup for favourites, a favourite starred and found in the favourites hall, a
 * launch that opens the house slot, the recent hall; /elott by vendor tab, /hot searched and paged,
 * the header dropdown's hot games, the /game frame; then every list page looked at in both languages,
 * on a phone and a desktop.
 */
describe.skipIf(!hasBrowser)('game list pages', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    site = await startSite();
    // The lists need vendors with many games: every demo vendor is connected to a stand-in address (the
    // demo itself lists only the house's games; home-tiles.spec.ts walks those).
    await site.connectVendors();
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
    options: { viewport?: keyof typeof VIEWPORTS; lang?: 'TY' | 'EN'; theme?: 'light' | 'dark' } = {},
  ): Promise<Page> {
    context = await newContext(browser, site.baseURL, options.viewport ?? 'desktop');
    const { lang = 'TY', theme = 'light' } = options;
    await context.addInitScript(
      ([l, th]) => {
        localStorage.setItem('lang', l as string);
        localStorage.setItem('theme', th as string);
      },
      [lang, theme],
    );
    page = await context.newPage();
    await page.goto(path);
    return page;
  }

  const tiles = (p: Page) => p.getByTestId('game-tile');
  /** The next game list answer whose query has these values. */
  const nextList = (p: Page, match: Record<string, string>) =>
    p.waitForResponse((response: Response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/wps/relay/GCSGAME_gameList' &&
        Object.entries(match).every(([key, value]) => url.searchParams.get(key) === value)
      );
    });
  const gamesOf = async (response: Response) =>
    ((await response.json()) as Envelope<{ games: GameRow[]; totalPages: number }>).value;
  const tileNames = (p: Page) => tiles(p).locator('.game-tile__name').allTextContents();

  it('browses /rng: vendor tabs, search, classification, min bet and more', async () => {
    const first = await (async () => {
      context = await newContext(browser, site.baseURL, 'desktop');
      page = await context.newPage();
      const answer = nextList(page, { vassalage: 'SW_RNG', pageNo: '1' });
      await page.goto('/rng');
      return gamesOf(await answer);
    })();
    const p = page!;
    await tiles(p).first().waitFor();
    expect(await tiles(p).count()).toBe(Math.min(first.games.length, 15));
    expect(await tileNames(p)).toEqual(first.games.map((game) => game.gameName));
    expect(await p.getByRole('tab', { name: 'Swerte Slots', selected: true }).count()).toBe(1);
    // Nine slot vendors: the tabs scroll with arrows (§9: above 7).
    expect(await p.locator('.vendor-tabs__arrow').count()).toBe(2);
    // The first tiles' art arrives (lazily, within the viewport) and shows.
    await expect
      .poll(() => tiles(p).first().locator('.game-image').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('loaded');
    expect(
      await tiles(p)
        .first()
        .locator('img')
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(320);

    // Another vendor.
    const luzonAnswer = nextList(p, { vassalage: 'LUZON', pageNo: '1' });
    await p.getByRole('tab', { name: 'Luzon Reels' }).click();
    const luzon = await gamesOf(await luzonAnswer);
    await expect.poll(() => tileNames(p)).toEqual(luzon.games.map((game) => game.gameName));
    const vendors = await tiles(p).locator('.game-tile__vendor').allTextContents();
    expect(new Set(vendors)).toEqual(new Set(['Luzon Reels']));

    // Search by a word of a game's name: every vendor, the vendor tab let go.
    const word = luzon.games[0]!.gameName.split(' ')[1]!;
    const searchAnswer = nextList(p, { gameName: word, vassalage: '', pageNo: '1' });
    await p.getByRole('searchbox').fill(word);
    const found = await gamesOf(await searchAnswer);
    expect(found.games.length).toBeGreaterThan(0);
    await expect.poll(() => tileNames(p)).toEqual(found.games.map((game) => game.gameName));
    for (const name of await tileNames(p)) expect(name.toLowerCase()).toContain(word.toLowerCase());
    expect(await p.getByRole('tab', { selected: true, name: 'Luzon Reels' }).count()).toBe(0);

    // A classification replaces the search: classic slots of every vendor, with more pages.
    const classicAnswer = nextList(p, { gameClassify: 'classic', gameName: '', pageNo: '1' });
    await p.getByRole('button', { name: 'Klasiko', exact: true }).click();
    const classic = await gamesOf(await classicAnswer);
    expect(classic.totalPages).toBeGreaterThan(1);
    await expect.poll(() => tileNames(p)).toEqual(classic.games.map((game) => game.gameName));
    expect(await p.getByRole('searchbox').inputValue()).toBe('');
    const moreAnswer = nextList(p, { gameClassify: 'classic', pageNo: '2' });
    await p.getByRole('button', { name: 'Ipakita pa' }).click();
    const second = await gamesOf(await moreAnswer);
    await expect.poll(() => tiles(p).count()).toBe(15 + second.games.length);

    // A min bet replaces the classification and starts again at page 1.
    const betAnswer = nextList(p, { minBet: '0.5', gameClassify: '', pageNo: '1' });
    await p.getByRole('combobox', { name: 'Minimum na taya' }).selectOption('0.5');
    const bets = await gamesOf(await betAnswer);
    await expect.poll(() => tileNames(p)).toEqual(bets.games.map((game) => game.gameName));
    expect(await p.getByRole('button', { name: 'Klasiko', pressed: true }).count()).toBe(0);

    // Nothing matches: a real empty state that offers the whole list back.
    await p.getByRole('searchbox').fill('zzzz walang ganito');
    await p.getByText('Walang larong tumugma').waitFor({ timeout: 5000 });
    await p.getByRole('button', { name: 'Ipakita ang lahat ng laro' }).click();
    await tiles(p).first().waitFor();
    expect(await p.getByRole('tab', { name: 'Luzon Reels', selected: true }).count()).toBe(1);
  });

  it('asks for a login for favourites, then stars a game, finds it in the favourites hall and launches games', async () => {
    const p = await visit('/rng');
    const captcha = await serveKnownCaptchas(p, site);
    await tiles(p).first().waitFor();
    // Visitors see no star, and favourites open the login popup without switching.
    expect(await p.locator('.game-tile__fav').count()).toBe(0);
    await p.getByRole('tab', { name: 'Mga paborito' }).click();
    const login = modal(p, 'loginPopupModal');
    await login.waitFor();
    expect(new URL(p.url()).search).toBe('');
    expect(await p.getByRole('tab', { name: 'Lahat ng laro', selected: true }).count()).toBe(1);
    await logInThroughModal(p, captcha, { username: 'demoplayer', password: 'Demo1234' });

    // Star the second game of a vendor with many (the house's slot vendor lists its one slot).
    await p.getByRole('tab', { name: 'Luzon Reels' }).click();
    await tiles(p).nth(1).locator('.game-tile__vendor', { hasText: 'Luzon Reels' }).waitFor();
    const second = tiles(p).nth(1);
    const name = (await second.locator('.game-tile__name').textContent()) ?? '';
    const star = second.locator('.game-tile__fav');
    await star.waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await p.getByRole('tab', { name: 'Mga paborito' }).click();
    await p.waitForURL('**/rng?page=3');
    await expect.poll(() => tileNames(p)).toEqual([name]);

    // Unstarred in the favourites hall, it leaves the list.
    await tiles(p).first().locator('.game-tile__fav').click();
    await p.getByText('Wala ka pang paborito').waitFor();

    // The house slot opens on its own page, then shows under recent games.
    await p.getByRole('tab', { name: 'Lahat ng laro' }).click();
    await p.getByRole('tab', { name: 'Swerte Slots' }).click();
    await p.getByRole('button', { name: 'Laruin ang Swerte Fiesta' }).click();
    await p.waitForURL('**/seamless?**');
    expect(new URL(p.url()).searchParams.get('gameCode')).toBe('SWERTE_FIESTA');
    await p.goto('/rng?page=4');
    await p.getByRole('tab', { name: 'Kamakailan', selected: true }).waitFor();
    await expect.poll(() => tileNames(p)).toEqual(['Swerte Fiesta']);
  });

  it('asks a visitor to log in for recent games on the other list pages, and shows the hot games', async () => {
    const p = await visit('/live', { lang: 'EN' });
    await tiles(p).first().waitFor();
    await p.getByRole('tab', { name: 'Recent' }).click();
    await modal(p, 'loginPopupModal').waitFor();
    expect(await p.getByRole('tab', { name: 'All games', selected: true }).count()).toBe(1);
    await p.keyboard.press('Escape');

    const hotAnswer = p.waitForResponse((r) =>
      r.url().includes('/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE'),
    );
    await p.getByRole('tab', { name: 'Hot', exact: true }).click();
    const hot = ((await (await hotAnswer).json()) as Envelope<{ list: GameRow[] }>).value.list;
    expect(hot.length).toBeGreaterThan(0);
    await expect.poll(() => tileNames(p)).toEqual(hot.slice(0, 15).map((game) => game.gameName));
    for (const badge of await tiles(p).locator('.game-badge--hot').allTextContents())
      expect(badge).toBe('Hot');
    expect(await tiles(p).locator('.game-badge--hot').count()).toBe(Math.min(hot.length, 15));
  });

  it('opens the esports book from the nav and lists /elott by vendor tab', async () => {
    // /cockfight is the house arena (sabong.spec.ts) and /sports, /esports the house book (sports.spec.ts),
    // no longer lists of vendors' games.
    const p = await visit('/', { lang: 'EN' });

    // The nav's Esports dropdown: the house esports book opens /esports.
    await p
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'E-Sports' })
      .hover();
    await p.locator('.main-nav__panel').getByRole('button', { name: 'Swerte Esports' }).click();
    await p.waitForURL('**/esports');
    await p.locator('[data-page="esports"]').waitFor({ timeout: 20_000 });

    // Lottery games list the same way; a visitor launching one is asked to log in first.
    await p.goto('/elott');
    await tiles(p).first().waitFor({ timeout: 20_000 });
    expect(await p.getByRole('tab', { name: 'Swerte Lotto', selected: true }).count()).toBe(1);
    await tiles(p).first().locator('.game-tile__launch').click();
    await modal(p, 'loginPopupModal').waitFor();
  });

  it('searches /hot, narrows it by type, pages it by 15 and asks a visitor to log in for favourites', async () => {
    const p = await visit('/hot', { lang: 'EN' });
    await tiles(p).first().waitFor({ timeout: 20_000 });
    expect(await tiles(p).count()).toBe(15);
    await p.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => tiles(p).count()).toBe(30);

    const liveAnswer = p.waitForResponse((r) =>
      r.url().includes('/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE'),
    );
    await p.getByRole('group', { name: 'Game type' }).getByRole('button', { name: 'Live Casino' }).click();
    const live = ((await (await liveAnswer).json()) as Envelope<{ list: GameRow[] }>).value.list;
    await expect.poll(() => tileNames(p)).toEqual(live.slice(0, 15).map((game) => game.gameName));

    // The search narrows the games shown, within the type.
    const word = live.find((game) => game.gameName.includes('Baccarat')) ? 'Baccarat' : live[0]!.gameName;
    await p.getByRole('searchbox').fill(word.toLowerCase());
    await expect
      .poll(() => tileNames(p))
      .toEqual(
        live
          .filter((game) => game.gameName.toLowerCase().includes(word.toLowerCase()))
          .slice(0, 15)
          .map((game) => game.gameName),
      );
    await p.getByRole('searchbox').fill('zzzz nothing like it');
    await p.getByText('No games match').waitFor({ timeout: 5000 });
    await p.getByRole('button', { name: 'Show all games' }).click();
    await expect.poll(() => tiles(p).count()).toBe(Math.min(live.length, 15));

    await p.getByRole('tab', { name: 'Favourites' }).click();
    await modal(p, 'loginPopupModal').waitFor();
    await p.keyboard.press('Escape');
    expect(await p.getByRole('tab', { name: 'Hot', selected: true }).count()).toBe(1);
  });

  it("shows a game type's hot games in the header dropdown, asked only when it opens, and launches one", async () => {
    const asked: string[] = [];
    context = await newContext(browser, site.baseURL, 'desktop');
    await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
    page = await context.newPage();
    const p = page;
    p.on('request', (request) => {
      if (request.url().includes('/wps/relay/GCSGAME_hotGamesV2?gameType=')) asked.push(request.url());
    });
    await p.goto('/promotions');
    const nav = p.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Slots' }).waitFor({ timeout: 20_000 });
    expect(asked).toEqual([]);

    const answer = p.waitForResponse((r) => r.url().includes('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG'));
    await nav.getByRole('link', { name: 'Slots' }).hover();
    const hot = ((await (await answer).json()) as Envelope<{ list: GameRow[] }>).value.list;
    const strip = p.getByRole('region', { name: 'Hot in Slots' });
    await strip.getByRole('button').first().waitFor();
    expect(await strip.getByRole('button').allInnerTexts()).toHaveLength(6);
    // The vendors' own entries (isGame VASSALAGE) stay out: the dropdown lists the vendors above.
    expect(await strip.locator('.nav-hot__name').allTextContents()).toEqual(
      hot
        .filter((game) => game.isGame === undefined)
        .slice(0, 6)
        .map((game) => game.gameName),
    );
    await p.evaluate(() => document.fonts.ready);
    await p
      .waitForFunction(() =>
        [...document.querySelectorAll('.nav-hot .game-image')].every(
          (el) => el.getAttribute('data-state') === 'loaded',
        ),
      )
      .catch(() => undefined);
    if (LOOKS) await p.screenshot({ path: `${SHOTS}EN-desktop-light-nav-hot.png`, animations: 'disabled' });

    await strip.getByRole('button').first().click();
    await modal(p, 'loginPopupModal').waitFor();
  });

  it('frames a game on /game and refuses an address it cannot open', async () => {
    const p = await visit(`/game?url=${encodeURIComponent('/offline.html')}&name=Golden%20Dragon`, {
      lang: 'EN',
    });
    const frame = p.getByTestId('game-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('/offline.html');
    expect(await p.getByRole('heading', { name: 'Golden Dragon' }).count()).toBe(1);
    const box = await frame.boundingBox();
    expect(box?.width).toBeGreaterThan(1400);
    expect(box?.height).toBeGreaterThan(600);
    await p.getByRole('button', { name: 'Close' }).click();
    await p.waitForURL('**/rng');

    await p.goto(`/game?url=${encodeURIComponent('javascript:alert(1)')}`);
    await p.getByText('The game cannot be shown').waitFor();
    expect(await p.getByTestId('game-frame').count()).toBe(0);
  });

  it('shows a row of hot games on the home page', async () => {
    const p = await visit('/', { lang: 'EN' });
    const row = p.locator('section.hot-row');
    await row.getByTestId('game-tile').first().waitFor({ timeout: 20_000 });
    expect(await row.getByRole('heading', { name: 'Hot games' }).count()).toBe(1);
    expect(await row.getByTestId('game-tile').count()).toBeGreaterThan(5);
    // A hot vendor's own entry (isGame VASSALAGE) opens its games in the popup, no login asked.
    await row.getByRole('button', { name: 'See the games of DS88 Sabong' }).click();
    const popup = modal(p, 'vendorGamesModal');
    await popup.getByTestId('game-tile').first().waitFor({ timeout: 20_000 });
    expect(await popup.getByRole('heading', { name: 'DS88 Sabong' }).count()).toBe(1);
    expect(await modal(p, 'loginPopupModal').count()).toBe(0);
    await p.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await row.getByRole('link', { name: 'See all' }).click();
    await p.waitForURL('**/hot');
    await tiles(p).first().waitFor();
  });

  it("opens a provider's games in a popup from the footer's logo strip", async () => {
    const p = await visit('/', { lang: 'EN', viewport: 'desktop' });
    // A still strip (it does not advance for reduced motion) shows the first ten logos.
    await p.emulateMedia({ reducedMotion: 'reduce' });
    await p.reload();
    // The footer's content loads as it nears the view.
    await p.locator('footer[data-region="footer"]').scrollIntoViewIfNeeded();
    // The footer's strip: the home page's hot row has vendor entries of the same name.
    const strip = p.locator('footer[data-region="footer"] .vendor-strip');
    const open = strip.getByRole('button', { name: 'See the games of Bituin Gaming' });
    await open.waitFor({ timeout: 20_000 });
    await open.click();
    const popup = modal(p, 'vendorGamesModal');
    await popup.getByTestId('game-tile').first().waitFor({ timeout: 20_000 });
    expect(await popup.getByRole('heading', { name: 'Bituin Gaming' }).count()).toBe(1);
    expect(await popup.getByTestId('game-tile').count()).toBe(15);
    await popup.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => popup.getByTestId('game-tile').count()).toBeGreaterThan(15);
    await p.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    // The house's live vendor lists the four tables it plays; a visitor launching one is asked to log in.
    await strip.getByRole('button', { name: 'See the games of Swerte Live' }).click();
    await popup.getByTestId('game-tile').first().waitFor({ timeout: 20_000 });
    expect(await popup.getByTestId('game-tile').count()).toBe(4);
    await popup.getByRole('button', { name: 'Play Baccarat', exact: true }).click();
    await modal(p, 'loginPopupModal').waitFor();
  });

  it('says why the FB sportsbook cannot open while it has no game server', async () => {
    await site.disconnectVendors(['FB']);
    const p = await visit('/fbsports', { lang: 'EN' });
    await p.getByRole('heading', { name: 'The sportsbook is not available' }).waitFor({ timeout: 20_000 });
    await p.getByText('This game is under maintenance.').waitFor();
    expect(await p.getByTestId('sportsbook-frame').count()).toBe(0);
    await p.getByRole('link', { name: 'Back to sports' }).click();
    await p.waitForURL('**/sports');
  });

  describe.runIf(LOOKS)('screenshots', () => {
    const PAGES = [
      '/rng',
      '/live',
      '/fish',
      '/pvp',
      '/sports',
      '/esports',
      '/elott',
      '/cockfight',
      '/hot',
      '/',
    ] as const;
    /** Seen in the dark theme too. */
    const DARK = ['/rng', '/sports', '/hot'] as const;

    /** Every tile scrolled past once (so its art loads, as a visitor's would), then back to the top. */
    async function settle(p: Page) {
      await tiles(p).first().waitFor({ timeout: 20_000 });
      await p.evaluate(() => document.fonts.ready);
      await p.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await p
        .waitForFunction(
          () =>
            [...document.querySelectorAll('.game-image')].every(
              (el) => el.getAttribute('data-state') === 'loaded',
            ),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      await p.evaluate(() => window.scrollTo(0, 0));
    }

    /** Puts an element at the top of the screen, just under the sticky header. */
    const scrollBelowHeader = (p: Page, selector: string) =>
      p.locator(selector).evaluate((el) => {
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - header - 12);
      });

    for (const lang of ['TY', 'EN'] as const) {
      for (const viewport of ['phone', 'desktop'] as const) {
        it(`${lang} ${viewport}`, async () => {
          for (const path of PAGES) {
            const p = await visit(path, { lang, viewport });
            await settle(p);
            await p.screenshot({
              path: `${SHOTS}${lang}-${viewport}-light${path === '/' ? '-home' : path.replace('/', '-')}.png`,
              fullPage: true,
              animations: 'disabled',
            });
            // And the list itself as the first screen below the page title shows it.
            await scrollBelowHeader(p, path === '/' ? '.hot-row' : '.page__head');
            await p.screenshot({
              path: `${SHOTS}${lang}-${viewport}-light${path === '/' ? '-home' : path.replace('/', '-')}-list.png`,
              animations: 'disabled',
            });
            await context?.close();
          }
          for (const path of DARK) {
            const dark = await visit(path, { lang, viewport, theme: 'dark' });
            await settle(dark);
            await dark.screenshot({
              path: `${SHOTS}${lang}-${viewport}-dark${path.replace('/', '-')}.png`,
              fullPage: true,
              animations: 'disabled',
            });
            await scrollBelowHeader(dark, '.page__head');
            await dark.screenshot({
              path: `${SHOTS}${lang}-${viewport}-dark${path.replace('/', '-')}-list.png`,
              animations: 'disabled',
            });
            await context?.close();
          }
        }, 240_000);
      }
    }
  });
});
