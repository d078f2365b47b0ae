import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInThroughModal, modal, openLogin, serveKnownCaptchas } from './support/auth.js';
import { LOOKS, hasBrowser, launchBrowser, newContext, type VIEWPORTS } from './support/browser.js';
import { demoOperatorToken, siteCall } from './support/back-office.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/points/', import.meta.url).pathname;
const PAY = '246810';
/** The journeys are long (a login, ten spins, the mall): room for a loaded machine. */
const JOURNEY_MS = 300_000;
const WAIT = { timeout: 60_000 };

/**
 * The points mall and the inbox as a player meets them: a house slot played earns points at the
 * operator's rate, a reward is redeemed with the payment password, points are converted to cash; a
 * message from the site is read and the header's count goes down. Looked at in both languages.
 */
describe.skipIf(!hasBrowser)('points mall and platform messages', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let operator: string;
  let call: ReturnType<typeof siteCall>;

  beforeAll(async () => {
    site = await startSite();
    call = siteCall(site.baseURL);
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
    operator = await demoOperatorToken(site.baseURL);
    // The operator's rate: 100 points per 1.00 bet on slots, so a few minimum spins earn enough.
    await call('PUT', '/wps/admin/points/rates', operator, {
      rates: [{ gameType: 'RNG', pointsPer100: 10_000 }],
    });
    await call('POST', '/wps/admin/points/rewards', operator, {
      kind: 'cash',
      title: { TY: 'E2E na voucher', EN: 'E2E voucher' },
      description: { TY: 'Piso sa wallet.', EN: 'One peso to the wallet.' },
      imageUrl: '',
      pointsPrice: 100,
      stock: 3,
      perMemberLimit: 2,
      amount: '1.00',
      sortOrder: 0,
    });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page)
      await page.screenshot({ path: `${SHOTS}failed-${task.name.replace(/\W+/g, '-')}.png` }).catch(() => {});
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function shot(target: Page, name: string): Promise<void> {
    if (LOOKS)
      await target.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true, animations: 'disabled' });
  }

  async function loggedIn(viewport: keyof typeof VIEWPORTS, lang: 'EN' | 'TY'): Promise<Page> {
    context = await newContext(browser, site.baseURL, viewport);
    await context.addInitScript((stored) => localStorage.setItem('lang', stored), lang);
    const target = await context.newPage();
    page = target;
    const captcha = await serveKnownCaptchas(target, site);
    await target.goto('/');
    await openLogin(target);
    await logInThroughModal(target, captcha, { username: 'demoplayer', password: 'Demo1234' });
    return target;
  }

  const pointsOf = async (target: Page) =>
    Number(((await target.getByTestId('points-balance').textContent()) ?? '').replace(/\D/g, ''));

  it(
    'earns points from a house game, redeems a reward and converts points',
    { timeout: JOURNEY_MS },
    async () => {
      const target = await loggedIn('desktop', 'EN');
      const memberId = Number(await target.evaluate(() => sessionStorage.getItem('customerId')));
      await call('POST', '/wps/admin/wallet/adjust', operator, {
        memberId,
        amount: '50.00',
        reason: 'e2e points',
        idempotencyKey: `e2e-points-${Date.now()}`,
      });

      // The payment password the mall asks for, set in My account.
      await target.goto('/?mc=securityCenter');
      const account = modal(target, 'memberCentre').locator('[data-mc-pane="securityCenter"]');
      await account.getByTestId('security-payment-password').click();
      const setPassword = modal(target, 'paymentPasswordDialog');
      await setPassword.locator('input[name="password"]').fill('Demo1234');
      await setPassword.locator('input[name="newPaymentPassword"]').fill(PAY);
      await setPassword.locator('input[name="confirmPaymentPassword"]').fill(PAY);
      await setPassword.locator('button[type="submit"]').click();
      await modal(target, 'messageDialog').getByTestId('confirm').click(WAIT);

      // No points before playing.
      await target.goto('/pointMall');
      await target.getByTestId('points-balance').waitFor(WAIT);
      const start = await pointsOf(target);

      // Ten minimum spins of Swerte Fiesta (0.20 each): 20 points a spin.
      await target.goto('/rng');
      await target.getByRole('button', { name: 'Play Swerte Fiesta' }).click();
      await target.locator('[data-page="seamless"][data-game="slot"]').waitFor(WAIT);
      await expect.poll(() => target.getByTestId('slot-total-bet').textContent()).toBe('P 0.20');
      const spin = target.getByTestId('slot-spin');
      for (let n = 0; n < 10; n++) {
        await spin.and(target.locator(':enabled')).click({ timeout: 60_000 });
        await spin
          .and(target.locator(':disabled'))
          .waitFor({ timeout: 5_000 })
          .catch(() => {});
      }
      await spin.and(target.locator(':enabled')).waitFor({ timeout: 60_000 });

      await target.goto('/pointMall');
      await expect
        .poll(
          async () => {
            await target.reload();
            await target.getByTestId('points-balance').waitFor(WAIT);
            return pointsOf(target);
          },
          { timeout: 90_000, interval: 2000 },
        )
        .toBe(start + 200);
      await shot(target, 'mall-en-1440');

      // Redeem the voucher: the confirmation names the total; the payment password confirms it.
      const card = target.locator('.reward-card').filter({ hasText: 'E2E voucher' });
      await card.getByRole('button', { name: 'Redeem' }).click();
      const dialog = modal(target, 'redeemPointReward');
      expect(await dialog.getByTestId('redeem-total').textContent()).toContain('Total: 100 points');
      await dialog.locator('input[name="paymentPassword"]').fill('135791');
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByText('The payment password is wrong.').waitFor(WAIT);
      await dialog.locator('input[name="paymentPassword"]').fill(PAY);
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByText('You redeemed E2E voucher ×1.').waitFor(WAIT);
      await shot(target, 'redeem-done-en-1440');
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect.poll(() => pointsOf(target), WAIT).toBe(start + 100);
      await target.getByTestId('redeem-history').getByText('E2E voucher ×1').waitFor(WAIT);
      expect(await target.getByTestId('redeem-history').textContent()).toContain('Approved');

      // Convert the other 100 points: 1.00 to the cash wallet.
      await target.locator('input[name="convertPoints"]').fill('100');
      expect(await target.locator('.points-convert').textContent()).toContain('You get: P 1.00');
      await target.locator('input[name="convertPaymentPassword"]').fill(PAY);
      await target.locator('.points-convert button[type="submit"]').click();
      await target.getByText('Converted 100 points: +P 1.00 to your wallet.').waitFor(WAIT);
      await expect.poll(() => pointsOf(target), WAIT).toBe(start);
    },
  );

  it('reads a message from the site and the unread count goes down', { timeout: JOURNEY_MS }, async () => {
    const target = await loggedIn('desktop', 'EN');
    const memberId = Number(await target.evaluate(() => sessionStorage.getItem('customerId')));
    for (const title of ['Weekend tournament', 'Maintenance tonight'])
      await call('POST', '/wps/admin/messages', operator, {
        title: { TY: title, EN: title },
        body: { TY: 'Mensahe para sa iyo.', EN: `A message for you about: ${title}.` },
        audience: { kind: 'member', memberId },
      });
    await target.reload();
    const bell = target.getByTestId('header-unread');
    await expect.poll(() => bell.textContent(), WAIT).toBe('2');

    await target.locator('.header-account__messages').click();
    const inbox = modal(target, 'memberCentre').locator('[data-mc-pane="messageV2"]');
    await inbox.getByTestId('inbox-list').waitFor(WAIT);
    expect(await target.getByTestId('mc-badge-messageV2').textContent()).toContain('2');
    await shot(target, 'inbox-en-1440');
    await inbox.getByRole('button', { name: /Maintenance tonight/ }).click();
    await inbox.getByText('A message for you about: Maintenance tonight.').waitFor(WAIT);
    await expect.poll(() => bell.textContent(), WAIT).toBe('1');
    await expect.poll(() => target.getByTestId('mc-badge-messageV2').textContent(), WAIT).toContain('1');
    expect(await inbox.getByTestId('inbox-unread').textContent()).toBe('1 unread');
  });

  it(
    'shows the unread count on a phone, for a message sent to a label',
    { timeout: JOURNEY_MS },
    async () => {
      const target = await loggedIn('phone', 'TY');
      const memberId = Number(await target.evaluate(() => sessionStorage.getItem('customerId')));
      const label = await call<{ id: number }>('POST', '/wps/admin/labels', operator, {
        name: `Mga suki ${Date.now()}`,
      });
      await call('PUT', `/wps/admin/members/${memberId}/labels`, operator, { labelIds: [label.id] });
      const token = await target.evaluate(() => sessionStorage.getItem('token'));
      const { count: before } = await call<{ count: number }>('GET', '/wps/relay/CSP_unreadCount', token);
      await call('POST', '/wps/admin/messages', operator, {
        title: { TY: 'Para sa mga suki', EN: 'For our regulars' },
        body: { TY: 'Salamat sa paglalaro.', EN: 'Thanks for playing.' },
        audience: { kind: 'label', labelId: label.id },
      });
      await target.reload();
      const bell = target.getByTestId('header-unread');
      await expect.poll(() => bell.textContent(), WAIT).toBe(String(before + 1));
      expect(await bell.isVisible()).toBe(true);
      await shot(target, 'bell-fil-390');
      // The header alone, at the narrowest phone the site serves (360 px): the count beside the account.
      await target.setViewportSize({ width: 360, height: 740 });
      expect(await bell.isVisible()).toBe(true);
      if (LOOKS)
        await target.screenshot({
          path: `${SHOTS}bell-fil-360-header.png`,
          clip: { x: 0, y: 0, width: 360, height: 120 },
        });
      await target.locator('.header-account__messages').click();
      const inbox = modal(target, 'memberCentre').locator('[data-mc-pane="messageV2"]');
      await inbox.getByRole('button', { name: /Para sa mga suki/ }).waitFor(WAIT);
    },
  );

  it.runIf(LOOKS)('looks right in Filipino on a phone', { timeout: JOURNEY_MS }, async () => {
    const target = await loggedIn('phone', 'TY');
    await target.goto('/pointMall');
    await target.getByTestId('reward-grid').waitFor(WAIT);
    await shot(target, 'mall-fil-390');
    await target.goto('/?mc=messageV2');
    await modal(target, 'memberCentre').locator('[data-mc-pane="messageV2"]').waitFor();
    await shot(target, 'inbox-fil-390');
  });
});
