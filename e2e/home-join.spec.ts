import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectLoggedInAs, modal } from './support/auth.js';
import { demoOperatorToken, openBackOffice } from './support/back-office.js';
import { hasBrowser, launchBrowser, LOOKS, newContext, VIEWPORTS } from './support/browser.js';
import { registerByUsername } from './support/member-setup.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/home-join/', import.meta.url).pathname;
const LIVE_CHAT = 'https://chat.swerte.example/livechat';

interface HomeCopy {
  steps: { title: string; text: string }[];
  promises: { kind: string; title: string; text: string }[];
}

interface Envelope<T> {
  success: boolean;
  code: string;
  value: T;
}

/** Today's wins (biggest first as the board ranks them), and one from ten days ago. */
const TODAY = [
  { username: 'maharlika77', stake: 1_000n, payout: 125_500n },
  {
    username: 'bituinph',
    stake: 5_000n,
    payout: 45_000n,
    gameType: 'LIVE',
    vendor: 'SW_LIVE',
    gameName: 'Baccarat',
  },
  { username: 'lakambini', stake: 2_000n, payout: 15_000n },
  { username: 'tala2024', stake: 1_000n, payout: 9_000n },
  { username: 'bayanihan', stake: 500n, payout: 6_000n },
  { username: 'kidlat88', stake: 1_000n, payout: 4_500n },
  { username: 'dalisay', stake: 2_000n, payout: 4_000n },
  { username: 'masagana', stake: 500n, payout: 2_500n },
] as const;
const OLDER = { username: 'datuswerte', stake: 10_000n, payout: 800_000n, daysAgo: 10 };

/**
 * The home page's winner board, the /join affiliate page and the links an operator controls, as a
 * visitor meets them: wins made through the bets service on the board by period, the agent application
 * from /join to the operator's decision and the agent area, customer service beside it, and right-bar
 * and footer changes showing on the next page load.
 */
describe.skipIf(!hasBrowser)('home winner board, /join and operator links', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    site = await startSite();
    // Before any visit: the board is cached for a minute once asked for.
    for (const { username, ...win } of TODAY) {
      await site.settleBet(username, { gameName: 'Swerte Fiesta', ...win });
    }
    const { username, ...older } = OLDER;
    await site.settleBet(username, { gameName: 'Swerte Fiesta', ...older });
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

  /** Scrolls to the board (its chunk loads near view) and waits for its rows. */
  async function winnerBoard(p: Page) {
    await p.getByTestId('winner-board-skeleton').first().scrollIntoViewIfNeeded();
    const board = p.getByTestId('winner-board');
    await board.waitFor();
    await board.locator('.winners__list:not(.winners__list--clone) .winners__row').first().waitFor();
    return board;
  }
  /**
   * Waits until the home page shows the operator's words: the steps list is rendered and no longer
   * the loading placeholders (aria-busy), however long the route chunk and the texts take to arrive.
   */
  const homeTextsShown = (p: Page) => p.locator('.steps[aria-busy="false"]').waitFor();
  const rowTexts = (board: ReturnType<Page['getByTestId']>) =>
    board.locator('.winners__list:not(.winners__list--clone) .winners__row').allTextContents();

  async function operatorCall<T>(method: string, path: string, body?: unknown): Promise<T> {
    const call = async (m: string, p: string, token: string | null, b?: unknown) => {
      const response = await fetch(`${site.baseURL}${p}`, {
        method: m,
        headers: {
          accept: 'application/json',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const envelope = (await response.json()) as Envelope<unknown>;
      if (!envelope.success) throw new Error(`${m} ${p}: ${envelope.code}`);
      return envelope.value;
    };
    const token = await demoOperatorToken(site.baseURL);
    return (await call(method, path, token, body)) as T;
  }

  it("shows today's wins on the home board, and the month's when the tab is switched", async () => {
    const p = await visit('/', { lang: 'EN' });
    const board = await winnerBoard(p);
    expect(await board.getByRole('tab', { name: 'Today' }).getAttribute('aria-selected')).toBe('true');
    const today = await rowTexts(board);
    expect(today).toHaveLength(TODAY.length);
    expect(today[0]).toContain('ma****77');
    expect(today[0]).toContain('Swerte Fiesta');
    expect(today[0]).toContain('P 1,255.00');
    expect(today[0]).toContain('×125.50');
    expect(today[1]).toContain('Baccarat');
    expect(today.join()).not.toContain('da****te');
    // Masked: the full usernames never reach the page.
    expect(await board.textContent()).not.toContain('maharlika77');
    expect(await board.locator('.winners__rank--medal').count()).toBeGreaterThanOrEqual(3);

    await board.getByRole('tab', { name: 'This month' }).click();
    await expect.poll(async () => (await rowTexts(board))[0]).toContain('da****te');
    expect((await rowTexts(board))[0]).toContain('P 8,000.00');
    expect(await rowTexts(board)).toHaveLength(TODAY.length + 1);

    await board.getByRole('tab', { name: 'This week' }).click();
    await expect.poll(async () => (await rowTexts(board)).join()).not.toContain('da****te');
  });

  it('runs the desktop ticker, stops it under the pointer and not at all with reduced motion', async () => {
    const p = await visit('/', { lang: 'EN' });
    const board = await winnerBoard(p);
    const viewport = board.locator('.winners__viewport');
    expect(await viewport.getAttribute('data-ticker')).toBe('true');
    const state = () =>
      board.locator('.winners__track').evaluate((track) => getComputedStyle(track).animationPlayState);
    expect(await state()).toBe('running');
    await viewport.hover();
    expect(await state()).toBe('paused');

    await p.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => viewport.getAttribute('data-ticker')).toBe('false');
    expect(await board.locator('.winners__list--clone').count()).toBe(0);
  });

  it('shows the programme on /join; a visitor is asked to log in to apply, and customer service opens its popup', async () => {
    const p = await visit('/join', { lang: 'EN' });
    await context!.route('https://chat.swerte.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Live chat</title><h1>Live chat</h1>' }),
    );
    await p.getByRole('heading', { name: 'Earn as a Swerte agent' }).waitFor();
    for (const name of ['How it works', 'What you earn', 'Frequently asked questions']) {
      expect(await p.getByRole('heading', { name, level: 2 }).count()).toBe(1);
    }
    // The operator's own agent entry from the help centre.
    await p.getByRole('heading', { name: 'Become an Agent' }).waitFor();
    const question = p.getByText('Does becoming an agent cost anything?');
    await question.click();
    await p.getByText('No. Applying and the agent account are free.').waitFor();
    expect(await p.getByRole('link', { name: 'Already an agent? Log in' }).first().getAttribute('href')).toBe(
      '/agentHome',
    );

    await p.getByRole('button', { name: 'Apply to become an agent' }).first().click();
    const login = modal(p, 'loginPopupModal');
    await login.waitFor();
    await p.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    expect(await modal(p, 'agentApplyModal').count()).toBe(0);

    const support = p.getByRole('button', { name: 'Questions first? Chat with customer service' });
    const [popup] = await Promise.all([p.waitForEvent('popup'), support.click()]);
    await popup.waitForURL(LIVE_CHAT);
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.close();
  });

  /** Each look of the page as it is now, reloaded in both languages at both widths; `prepare` opens what the shot needs. */
  async function shootLooks(p: Page, name: string, prepare: (p: Page) => Promise<void>) {
    if (!LOOKS) return;
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const lang of ['TY', 'EN'] as const) {
        await p.setViewportSize(VIEWPORTS[viewport]);
        // The context's start script sets the language on every load, so the switcher changes it after.
        await p.reload();
        await p.getByTestId('language-switcher').first().selectOption(lang);
        await expect
          .poll(() => p.evaluate(() => document.documentElement.lang))
          .toBe(lang === 'TY' ? 'fil' : 'en');
        await prepare(p);
        await p.screenshot({
          path: `${SHOTS}agent-${name}-${viewport}-${lang.toLowerCase()}.png`,
          fullPage: name !== 'form',
          animations: 'disabled',
        });
      }
    }
    await p.setViewportSize(VIEWPORTS.desktop);
    await p.reload();
  }
  const statusCard = (p: Page) => p.getByTestId('agent-application-status');
  const openForm = async (p: Page) => {
    await p.getByTestId('join-apply').first().click();
    await modal(p, 'agentApplyModal').waitFor();
  };
  const showsStatus = (status: string) => async (p: Page) => {
    await p.locator(`[data-testid="agent-application-status"][data-status="${status}"]`).waitFor();
  };

  it('a member applies from /join, the operator approves, and the member reaches the agent area', async () => {
    const member = { username: 'joinagent1', password: 'Agent4321', mobile: '9175550131' };
    const p = await visit('/', { lang: 'EN' });
    await registerByUsername(p, site, member);
    await p.goto('/join');
    // The looks reopen the form for each picture and end on a reloaded page, the form closed.
    await shootLooks(p, 'form', openForm);

    await openForm(p);
    const form = modal(p, 'agentApplyModal');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect.poll(() => form.getByText('Please fill this in.').count()).toBe(3);
    await form.getByLabel('Your name').fill('Maria Santos');
    await form.getByLabel('Mobile number or messenger').fill('+63 917 555 0131');
    await form.getByLabel('How will you bring players?').selectOption('community');
    await form.getByLabel('Expected team size').fill('25');
    await form.getByLabel('Anything else we should know').fill('I run a basketball league in Quezon City.');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await form.waitFor({ state: 'detached' });
    await showsStatus('pending')(p);
    expect(await statusCard(p).textContent()).toContain('+63 917 555 0131');
    expect(await p.getByTestId('join-apply').count()).toBe(0);
    await shootLooks(p, 'pending', showsStatus('pending'));

    const office = await openBackOffice(site.baseURL);
    await office.decideAgentApplication(member.username, 'approve', 'Welcome to the team!');
    await p.reload();
    await showsStatus('approved')(p);
    expect(await statusCard(p).textContent()).toContain('Welcome to the team!');
    // The session learns it is an agent's from the member info, without a new login.
    await expect.poll(() => p.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('1');
    await shootLooks(p, 'approved', showsStatus('approved'));

    await statusCard(p).getByRole('link', { name: 'Go to the agent area' }).click();
    await p.waitForURL('**/agentHome');
    await p.locator('[data-page="agentHome"]').waitFor();
    expect(await modal(p, 'loginPopupModal').count()).toBe(0);

    // A new session: the agent page's own login (agents only) lets the new agent in.
    await context?.close();
    const fresh = await visit('/agentHome', { lang: 'EN' });
    const login = modal(fresh, 'loginPopupModal');
    await login.waitFor();
    await login.locator('input[name="username"]').fill(member.username);
    await login.locator('input[name="password"]').fill(member.password);
    await login.locator('button[type="submit"]').first().click();
    await expectLoggedInAs(fresh, member.username);
    expect(new URL(fresh.url()).pathname).toBe('/agentHome');
    expect(await fresh.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('1');
  });

  it("shows a rejection with the operator's remark, and the member applies again", async () => {
    const member = { username: 'joinagent2', password: 'Agent4321', mobile: '9175550132' };
    const p = await visit('/', { lang: 'EN' });
    await registerByUsername(p, site, member);
    await p.goto('/join');
    await openForm(p);
    const form = modal(p, 'agentApplyModal');
    await form.getByLabel('Your name').fill('Jose Reyes');
    await form.getByLabel('Mobile number or messenger').fill('@jose.reyes');
    await form.getByLabel('How will you bring players?').selectOption('social');
    await form.getByLabel('Expected team size').fill('120');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await showsStatus('pending')(p);

    const office = await openBackOffice(site.baseURL);
    await office.decideAgentApplication(member.username, 'reject', 'Please add a reachable mobile number.');
    await p.reload();
    await showsStatus('rejected')(p);
    expect(await statusCard(p).textContent()).toContain('Please add a reachable mobile number.');
    await shootLooks(p, 'rejected', showsStatus('rejected'));

    await statusCard(p).getByRole('button', { name: 'Apply again' }).click();
    await form.waitFor();
    await form.getByLabel('Your name').fill('Jose Reyes');
    await form.getByLabel('Mobile number or messenger').fill('+63 917 555 0132');
    await form.getByLabel('How will you bring players?').selectOption('social');
    await form.getByLabel('Expected team size').fill('120');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await showsStatus('pending')(p);
  });

  it("shows an operator's new right-bar links, licence text and footer help links on the next page load", async () => {
    await operatorCall('PUT', '/wps/admin/system/customerService', {
      liveChatUrl: LIVE_CHAT,
      facebookUrl: 'https://facebook.com/swerte.ph.official',
      telegramUrls: ['https://t.me/swerte_ph', 'https://t.me/swerte_vip', 'https://t.me/swerte_promos'],
    });
    const texts = await operatorCall<{ home: { EN: HomeCopy; TY: HomeCopy } }>(
      'GET',
      '/wps/admin/system/siteTexts',
    );
    await operatorCall('PUT', '/wps/admin/system/siteTexts', {
      ...texts,
      licenceText: { TY: '', EN: 'Licensed by PAGCOR. Adults 21 and over only.' },
      footerHelpTags: ['responsible', 'term'],
    });

    const p = await visit('/', { lang: 'EN' });
    const facebook = p.locator('.side-menu__item--facebook');
    await facebook.waitFor();
    expect(await facebook.getAttribute('href')).toBe('https://facebook.com/swerte.ph.official');
    expect(
      await p
        .locator('.side-menu__item--telegram')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['https://t.me/swerte_ph', 'https://t.me/swerte_vip', 'https://t.me/swerte_promos']);
    if (LOOKS) await p.screenshot({ path: `${SHOTS}right-bar-desktop-en.png`, animations: 'disabled' });

    const footer = p.locator('footer.site-footer');
    await footer.scrollIntoViewIfNeeded();
    await footer.locator('.site-footer__licence').waitFor();
    expect(await footer.locator('.site-footer__licence').textContent()).toBe(
      'Licensed by PAGCOR. Adults 21 and over only.',
    );
    const help = footer.locator('.site-footer__links').first().locator('li > button');
    await expect
      .poll(() => help.allTextContents())
      .toEqual(['Responsible Gaming', 'User Agreement', 'Feedback']);
  });

  it("shows the operator's home steps, promises and licence text on the next page load", async () => {
    const texts = await operatorCall<{ home: { EN: HomeCopy; TY: HomeCopy } }>(
      'GET',
      '/wps/admin/system/siteTexts',
    );
    const p = await visit('/', { lang: 'EN' });
    const steps = p.locator('.steps .step__title');
    await homeTextsShown(p);
    expect(await steps.allTextContents()).toEqual(texts.home.EN.steps.map((step) => step.title));

    const home: HomeCopy = {
      steps: [
        { title: 'Sign up', text: 'Thirty seconds, username or mobile.' },
        { title: 'Top up', text: 'GCash, Maya or bank, credited at once.' },
        { title: 'Play and win', text: 'Winnings land in your balance.' },
      ],
      promises: [
        { kind: 'support', title: 'Always here', text: 'Chat with us any hour of the day.' },
        { kind: 'secure', title: '128-bit encryption', text: 'Every payment is encrypted end to end.' },
      ],
    };
    await operatorCall('PUT', '/wps/admin/system/siteTexts', {
      ...texts,
      licenceText: { TY: '', EN: 'Licensed and regulated by PAGCOR.' },
      home: { ...texts.home, EN: home },
    });

    await p.reload();
    await homeTextsShown(p);
    expect(await steps.allTextContents()).toEqual(['Sign up', 'Top up', 'Play and win']);
    expect(await p.locator('.steps .step__text').nth(1).textContent()).toBe(
      'GCash, Maya or bank, credited at once.',
    );
    const promises = p.locator('.promises__grid .promise');
    expect(
      await promises.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind'))),
    ).toEqual(['support', 'secure']);
    expect(await promises.first().textContent()).toContain('Chat with us any hour of the day.');
    expect(await p.locator('.home-licences__text').textContent()).toBe('Licensed and regulated by PAGCOR.');
    // The other language keeps its own words.
    await context?.close();
    const fil = await visit('/', { lang: 'TY' });
    await homeTextsShown(fil);
    expect(await fil.locator('.steps .step__title').allTextContents()).toEqual(
      texts.home.TY.steps.map((step) => step.title),
    );
  });

  it("shows each category's vendors on the home tiles, and a logo opens the type's page with that vendor active", async () => {
    // Categories list only vendors whose games open: every demo vendor is connected to a stand-in address
    // (the demo itself lists only the house's games).
    await site.connectVendors();
    const p = await visit('/', { lang: 'EN' });
    const live = p.locator('.category-tile[data-game-type="LIVE"]');
    await live.scrollIntoViewIfNeeded();
    const vendors = live.locator('.category-vendors__vendor');
    await vendors.first().waitFor();
    expect(await live.locator('.category-tile__count').textContent()).toBe(
      `Providers: ${await vendors.count()}`,
    );
    // At most five logos; the rest are one link away.
    const slots = p.locator('.category-tile[data-game-type="RNG"]');
    expect(await slots.locator('.category-vendors__vendor').count()).toBe(5);
    expect(await slots.locator('.category-vendors__more').getAttribute('href')).toBe('/rng');

    const second = vendors.nth(1);
    const name = (await second.getAttribute('title')) ?? '';
    await second.click();
    await p.waitForURL('**/live');
    const selected = p.locator('[role="tablist"] [role="tab"][aria-selected="true"]');
    await expect.poll(() => selected.locator('img').getAttribute('alt')).toBe(name);
  });

  const looks = [
    { viewport: 'phone', lang: 'TY', theme: 'light' },
    { viewport: 'phone', lang: 'EN', theme: 'light' },
    { viewport: 'desktop', lang: 'TY', theme: 'light' },
    { viewport: 'desktop', lang: 'EN', theme: 'dark' },
  ] as const;

  it.runIf(LOOKS).each(looks)('looks right: winner board and /join, $viewport $lang $theme', async (look) => {
    const name = `${look.viewport}-${look.lang.toLowerCase()}-${look.theme}`;
    const p = await visit('/', look);
    const board = await winnerBoard(p);
    await board.screenshot({ path: `${SHOTS}home-winners-${name}.png`, animations: 'disabled' });
    await p.goto('/join');
    await p.locator('[data-page="join"] .join-details').waitFor();
    await p.screenshot({ path: `${SHOTS}join-${name}.png`, fullPage: true, animations: 'disabled' });
  });
});
