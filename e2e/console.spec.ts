import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasBrowser, launchBrowser, LOOKS, newContext } from './support/browser.js';
import { signInToConsole, type Authenticators } from './support/console.js';
import { startSite, type RunningSite } from './support/site.js';
import { Raster } from '../apps/server/src/platform/png.js';

const SHOTS = new URL('./screenshots/console/', import.meta.url).pathname;

/**
 * The operators' console at /console: the demo operator signs in, approves the bank deposit a player
 * reported (the player's balance and the day's figures follow), and edits a banner the site then shows.
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

  const authenticators: Authenticators = new Map();

  async function signIn(
    username = 'demoadmin',
    password = 'DemoAdmin1234',
    role = 'admin',
    landing = 'Dashboard',
  ): Promise<Page> {
    const page = await signInToConsole(
      { browser, baseURL: site.baseURL, contexts, authenticators },
      { username, password, role, landing },
    );
    failing = page;
    return page;
  }

  async function openMember(page: Page, username: string) {
    await page.getByRole('link', { name: 'Members', exact: true }).click();
    await page.getByLabel('Username, mobile, e-mail or ID').fill(username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: username }).click();
  }

  it('approves a deposit a player reported, and the player’s balance and the figures follow', async () => {
    const orderNo = await site.reportBankDeposit('consoleplayer', '750');
    const page = await signIn();
    await page.getByText('Deposits to approve').waitFor();
    await shot(page, 'dashboard');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    const row = page.locator('tbody tr', { hasText: orderNo });
    await expect.poll(() => row.textContent()).toContain('consoleplayer');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Approve deposit ${orderNo} of 750.00 for consoleplayer?`).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText(`Done: ${orderNo} is now Approved.`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The pending queue no longer lists it.
    await row.waitFor({ state: 'detached' });

    await openMember(page, 'consoleplayer');
    // The player's cash balance, straight from the ledger, and the ledger line that moved it.
    await expect.poll(() => page.getByTestId('member-cash').textContent()).toBe('750.00');
    await page.locator('tbody tr', { hasText: 'deposit' }).filter({ hasText: '750.00' }).waitFor();
    await shot(page, 'member');
    // Lock the account with a reason, then unlock it.
    await page.getByRole('button', { name: 'Lock account' }).click();
    const lock = page.getByRole('dialog');
    await lock.getByRole('button', { name: 'Lock account' }).click();
    await lock.getByText('Too small: expected string to have >=1 characters').waitFor();
    await lock.getByLabel('Reason (kept in the audit log)').fill('Console check');
    await lock.getByRole('button', { name: 'Lock account' }).click();
    await lock.getByText('Locked: every session has ended.').waitFor();
    await lock.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByTestId('member-status').textContent()).toBe('Locked');
    await page.getByRole('button', { name: 'Unlock account' }).click();
    await lock.getByLabel('Reason (kept in the audit log)').fill('Checked');
    await lock.getByRole('button', { name: 'Unlock account' }).click();
    await lock.getByText('Unlocked.').waitFor();
    await lock.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByTestId('member-status').textContent()).toBe('Active');

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const deposits = page.locator('.stat', { hasText: /^Deposits[-\d]/ });
    await expect.poll(() => deposits.textContent()).toContain('750.00');
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

  it('switches maintenance on and off, and the site shows it', async () => {
    const page = await signIn();
    await page.getByRole('link', { name: 'System', exact: true }).click();
    const panel = page.locator('section.panel', { hasText: 'Maintenance' });
    await panel.getByLabel('Title players see').fill('Console maintenance');
    await panel.getByLabel('Text players see').fill('Back in a moment.');
    await panel.getByRole('button', { name: 'Switch maintenance on' }).click();
    await panel.getByText('Saved: the site is under maintenance.').waitFor();
    await expect.poll(() => panel.getByTestId('maintenance-state').textContent()).toBe('Under maintenance');
    await shot(page, 'system');

    const context = await newContext(browser, site.baseURL);
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto('/');
    const view = visitor.getByTestId('maintenance-page');
    await expect.poll(() => view.textContent()).toContain('Console maintenance');

    await panel.getByRole('button', { name: 'Switch maintenance off' }).click();
    await panel.getByText('Saved: the site is open.').waitFor();
    await visitor.reload();
    await visitor.locator('[data-region="header"]').first().waitFor();
    expect(await visitor.getByTestId('maintenance-page').count()).toBe(0);
  });

  it('approves a goods redemption waiting in the queue', async () => {
    const id = await site.redeemGoods('consolegoods', 'Console mug');
    const page = await signIn();
    await page.getByRole('link', { name: 'Loyalty', exact: true }).click();
    const row = page.locator('tbody tr', { hasText: 'Console mug' });
    await expect.poll(() => row.textContent()).toContain('consolegoods');
    await page.setViewportSize({ width: 768, height: 1024 });
    await shot(page, 'redemptions-768');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Approve Console mug ×1 for consolegoods?', { exact: false }).waitFor();
    await dialog.getByText('1 Test St, Manila', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText(`Done: redemption ${id} is now Approved.`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The waiting queue no longer lists it; the approved list does, with the operator who decided.
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Status').selectOption('approved');
    await page.locator('tbody tr', { hasText: 'Console mug' }).filter({ hasText: 'demoadmin' }).waitFor();
  });

  it('holds a large adjustment until a second operator approves it, then the balance changes', async () => {
    await site.setFourEyes({ adjust: '1000', withdrawal_paid: null, bonus_grant: null });
    await site.addOperator('consolechecker', 'finance', 'Checker-12345');
    await site.addMember('consolebig');
    const first = await signIn();
    await openMember(first, 'consolebig');
    await expect.poll(() => first.getByTestId('member-cash').textContent()).toBe('0.00');
    await first.getByRole('button', { name: 'Adjust balance' }).click();
    const form = first.getByRole('dialog');
    await form.getByText('Above 1,000.00 an adjustment waits').waitFor();
    await form.getByLabel('Amount (e.g. 100.00 or -50.00)').fill('2500');
    await form.getByLabel(/^Reason/).fill('Goodwill credit, ticket 4711');
    await form.getByRole('button', { name: 'Adjust balance' }).click();
    const sent = form.getByText(/^Sent for approval as request #\d+/);
    await sent.waitFor();
    const id = /#(\d+)/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    await form.getByRole('button', { name: 'Close' }).first().click();
    // Nothing moved yet, and the one who asked cannot approve it.
    await expect.poll(() => first.getByTestId('member-cash').textContent()).toBe('0.00');
    await first.getByRole('link', { name: 'Approvals', exact: true }).click();
    const mine = first.locator('tbody tr', { hasText: 'consolebig' });
    await mine.getByText('Yours: another operator approves').waitFor();
    expect(await mine.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await shot(first, 'approvals-requested');

    const second = await signIn('consolechecker', 'Checker-12345', 'finance');
    await second.getByRole('link', { name: 'Approvals', exact: true }).click();
    const row = second.locator('tbody tr', { hasText: 'consolebig' });
    await expect.poll(() => row.textContent()).toContain('2,500.00');
    await shot(second, 'approvals');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = second.getByRole('dialog');
    await dialog.getByText(`Approve request #${id} of demoadmin`).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText(`Request #${id} approved: the action is done.`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await row.waitFor({ state: 'detached' });

    await openMember(second, 'consolebig');
    await expect.poll(() => second.getByTestId('member-cash').textContent()).toBe('2,500.00');
  });

  it('settles a sabong fight only once a second operator confirms the result the first entered', async () => {
    await site.addOperator('consolereferee', 'admin', 'Referee-12345');
    const first = await signIn();
    await first.getByRole('link', { name: 'Sabong', exact: true }).click();
    await first.getByRole('button', { name: 'Add a fight' }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByLabel('Card name').fill('Console derby');
    await dialog.getByLabel('Fight', { exact: true }).fill('7');
    await dialog.getByLabel('Meron', { exact: true }).fill('Red Rooster');
    await dialog.getByLabel('Wala', { exact: true }).fill('Blue Hackle');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Added: the fight is scheduled until you open it.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const row = first.locator('tbody tr', { hasText: 'Console derby' });
    await row.getByRole('button', { name: /^Open betting/ }).click();
    await dialog.getByRole('button', { name: 'Open betting' }).click();
    await dialog.getByText('Opened: players can bet.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await row.getByRole('button', { name: /^Close betting/ }).click();
    await row.getByRole('button', { name: /^Enter result/ }).click();
    await dialog.getByLabel('Result').selectOption('meron');
    await dialog.getByRole('button', { name: 'Enter result' }).click();
    await dialog.getByText('Entered. Another operator must now confirm it.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await row.getByText('Meron awaiting confirmation').waitFor();
    await shot(first, 'sabong');
    // The operator who entered it may not confirm it: the server refuses, and nothing settles.
    await row.getByRole('button', { name: /^Confirm result/ }).click();
    await dialog.getByRole('button', { name: 'Confirm result' }).click();
    await dialog.getByText(/^Refused:/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const second = await signIn('consolereferee', 'Referee-12345', 'admin');
    await second.getByRole('link', { name: 'Sabong', exact: true }).click();
    const theirs = second.locator('tbody tr', { hasText: 'Console derby' });
    await theirs.getByRole('button', { name: /^Confirm result/ }).click();
    const confirm = second.getByRole('dialog');
    await confirm
      .getByText('Confirm Meron for fight 7, Red Rooster vs Blue Hackle', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirm result' }).click();
    await confirm.getByText('Confirmed: the fight is settled.').waitFor();
    await confirm.getByRole('button', { name: 'Close' }).first().click();
    await theirs.getByText('Settled', { exact: true }).waitFor();
    expect(await theirs.getByRole('button', { name: /^Confirm result/ }).count()).toBe(0);
  });

  it('offers a content operator only the sections of that role, and says so on any other', async () => {
    await site.addOperator('consolewriter', 'content', 'Writer-12345');
    const page = await signIn('consolewriter', 'Writer-12345', 'content', 'Content');
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Content', 'Games']);
    await page.getByRole('button', { name: 'New banner' }).waitFor();
    // Games: the role reads the vendors but may not switch them.
    await nav.getByRole('link', { name: 'Games' }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('button', { name: /^(Switch off|Switch on|Mark hot)$/ }).count()).toBe(0);
    await shot(page, 'content-role-games');
    await page.goto('/console/system');
    await page.getByRole('heading', { name: 'This page is not open to your role.' }).waitFor();
  });

  it('adds an uploaded picture to a help item, previewed as the site shows it, and the site shows it', async () => {
    await site.addOperator('consolehelp', 'content', 'Helper-12345');
    const page = await signIn('consolehelp', 'Helper-12345', 'content', 'Content');
    await page.getByRole('tab', { name: 'Help' }).click();
    await page.getByLabel('Language').first().selectOption('TY');
    const row = page.locator('tbody tr', { hasText: 'Tungkol sa Amin' });
    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog');
    const picture = new Raster(24, 12, [97, 66, 191]).toPng();
    await dialog
      .getByLabel('Upload a picture into the text')
      .setInputFiles({ name: 'about.png', mimeType: 'image/png', buffer: picture });
    await dialog.getByText(/^Uploaded: \/media\/uploads\/\d+\.png$/).waitFor();
    // The preview is the site's own sanitising of the HTML, picture included.
    await expect
      .poll(() => dialog.locator('.html-preview img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(24);
    await shot(page, 'help-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Saved.').waitFor();

    const context = await newContext(browser, site.baseURL);
    contexts.push(context);
    const visitor = await context.newPage();
    failing = visitor;
    await visitor.goto('/help#about');
    const image = visitor.locator('.help-article img[src^="/media/uploads/"]').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
  });
  it('puts a new match on the book from the console, and the site offers it with the margin added', async () => {
    const page = await signIn();
    await page.getByRole('link', { name: 'Sportsbook' }).click();
    await page.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('League').fill('Philippines Football League');
    await dialog.getByLabel('Home side', { exact: true }).fill('Kaya FC Iloilo');
    await dialog.getByLabel('Away side').fill('Stallion Laguna');
    const at = new Date(Date.now() + 3 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:00`;
    await dialog.getByLabel('Starts', { exact: true }).fill(local);
    await dialog.getByLabel('Home win (1)').fill('2.10');
    await dialog.getByLabel('Draw (X)').fill('3.40');
    await dialog.getByLabel('Away win (2)').fill('3.60');
    await dialog.getByLabel(/Asian handicap line/).fill('-0.25');
    await dialog.getByLabel('Handicap: home').fill('1.95');
    await dialog.getByLabel('Handicap: away').fill('1.95');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Saved.').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('tbody tr', { hasText: 'Kaya FC Iloilo v Stallion Laguna' }).waitFor();

    const context = await newContext(browser, site.baseURL);
    contexts.push(context);
    const visitor = await context.newPage();
    failing = visitor;
    await visitor.goto('/sports');
    const card = visitor.locator('.sb-event', { hasText: 'Stallion Laguna' });
    // A fair 2.10 at the 5% margin: 2.00; the match result and the handicap are on the card.
    await expect.poll(() => card.locator('.sb-odds').first().innerText()).toContain('2.00');
    expect(await card.locator('.sb-market-col').count()).toBe(2);
  });

  it('sets a member’s VIP level, adds a note and verifies a bank account', async () => {
    await site.addMemberWithBankAccount('consolecare', '1234567890');
    const page = await signIn();
    await openMember(page, 'consolecare');

    // The VIP level: the ladder's level 1, fixed at 3 with a reason.
    await expect.poll(() => page.getByTestId('member-vip-level').textContent()).toBe('Level 1');
    await page.getByRole('button', { name: 'Set VIP level' }).click();
    const vip = page.getByRole('dialog');
    await vip.getByLabel('Level').selectOption('3');
    await vip.getByRole('button', { name: 'Save' }).click();
    await vip.getByText('Too small: expected string to have >=1 characters').waitFor();
    await vip.getByLabel('Reason (kept in the audit log)').fill('High roller from the branch');
    await vip.getByRole('button', { name: 'Save' }).click();
    await vip.getByText('Saved.').waitFor();
    await vip.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByTestId('member-vip-level').textContent()).toBe('Level 3');
    await page.getByText(/fixed by demoadmin on .*: High roller from the branch/).waitFor();

    // A note: shown as typed (never as HTML), newest first, with its author.
    const notes = page.locator('section', { has: page.getByRole('heading', { name: 'Notes', exact: true }) });
    await notes.getByLabel(/^Note \(/).fill('Asked for <b>faster</b> payouts');
    await notes.getByRole('button', { name: 'Add note' }).click();
    const note = notes.locator('tbody tr', { hasText: 'Asked for <b>faster</b> payouts' });
    await expect.poll(() => note.textContent()).toContain('demoadmin');
    expect(await notes.locator('tbody b').count()).toBe(0);

    // The bank account in full, verified by the operator.
    const account = page.locator('tbody tr', { hasText: '1234567890' });
    await expect.poll(() => account.textContent()).toContain('Not verified');
    await account.getByRole('button', { name: 'Verify 1234567890' }).click();
    await expect.poll(() => account.textContent()).toContain('Verified');
    await expect.poll(() => account.textContent()).toContain('demoadmin');
    await shot(page, 'member-care');
  });
});
