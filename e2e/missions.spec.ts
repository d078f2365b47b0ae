import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectLoggedInAs, logInThroughModal, modal, openLogin, serveKnownCaptchas } from './support/auth.js';
import { LOOKS, VIEWPORTS, hasBrowser, launchBrowser, newContext } from './support/browser.js';
import { demoOperatorToken, siteCall } from './support/back-office.js';
import { startSite, type RunningSite } from './support/site.js';

const SHOTS = new URL('./screenshots/missions/', import.meta.url).pathname;
const JOURNEY_MS = 300_000;
const WAIT = { timeout: 60_000 };

/**
 * Missions, the reward center and invite friends as a player meets them: a house slot played moves a
 * mission's progress, the completed mission is claimed in the reward center and the badge goes down;
 * a friend registers through the invite link and shows in the invitees; the Zalo reward's code, sent
 * to the Official Account (its signed webhook), makes a prize to claim. Looked at in both languages.
 */
describe.skipIf(!hasBrowser)('missions, reward center and invite friends', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let operator: string;
  let call: ReturnType<typeof siteCall>;
  let race: { id: number };

  beforeAll(async () => {
    site = await startSite();
    call = siteCall(site.baseURL);
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
    operator = await demoOperatorToken(site.baseURL);
    // Five minimum spins (0.20 each) complete it; a second mission stays in progress beside it.
    await call('POST', '/wps/admin/missions', operator, {
      kind: 'bet_amount',
      period: 'daily',
      gameType: 'RNG',
      target: '1.00',
      title: { TY: 'Paikutin ang slot', EN: 'Spin the slot' },
      description: { TY: 'Sa Swerte Fiesta.', EN: 'On Swerte Fiesta.' },
      rewardKind: 'points',
      rewardAmount: '25',
    });
    await call('POST', '/wps/admin/missions', operator, {
      kind: 'win_rounds',
      period: 'weekly',
      target: '50',
      title: { TY: 'Manalo ng 50', EN: 'Win 50 rounds' },
      description: { TY: '', EN: '' },
      rewardKind: 'cash',
      rewardAmount: '5.00',
    });
    // One that asks for a join (§4 join → joined) before anything counts.
    race = await call<{ id: number }>('POST', '/wps/admin/missions', operator, {
      kind: 'deposit',
      period: 'weekly',
      target: '500.00',
      title: { TY: 'Lingguhang karera', EN: 'Weekly race' },
      description: { TY: '', EN: '' },
      rewardKind: 'points',
      rewardAmount: '100',
      joinRequired: true,
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

  /** The member centre as it shows in the window (it is a fixed overlay; the page behind is not its). */
  async function shot(target: Page, name: string): Promise<void> {
    if (LOOKS) await target.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' });
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

  const pane = (target: Page, name: string) =>
    modal(target, 'memberCentre').locator(`[data-mc-pane="${name}"]`);

  it(
    'plays a house game, the mission moves, and its reward is claimed in the reward center',
    { timeout: JOURNEY_MS },
    async () => {
      const target = await loggedIn('desktop', 'EN');
      const memberId = Number(await target.evaluate(() => sessionStorage.getItem('customerId')));
      await call('POST', '/wps/admin/wallet/adjust', operator, {
        memberId,
        amount: '20.00',
        reason: 'e2e missions',
        idempotencyKey: `e2e-missions-${Date.now()}`,
      });

      await target.goto('/rng');
      await target.getByRole('button', { name: 'Play Swerte Fiesta' }).click();
      await target.locator('[data-page="seamless"][data-game="slot"]').waitFor(WAIT);
      await expect.poll(() => target.getByTestId('slot-total-bet').textContent()).toBe('P 0.20');
      const spin = target.getByTestId('slot-spin');
      for (let n = 0; n < 5; n++) {
        await spin.and(target.locator(':enabled')).click({ timeout: 60_000 });
        await spin
          .and(target.locator(':disabled'))
          .waitFor({ timeout: 5_000 })
          .catch(() => {});
      }
      await spin.and(target.locator(':enabled')).waitFor({ timeout: 60_000 });

      // The mission page: the progress bar full, its reward to claim, and the badges say so.
      const card = () =>
        pane(target, 'missionLeaderboard').locator('.mission-card').filter({ hasText: 'Spin the slot' });
      await expect
        .poll(
          async () => {
            await target.goto('/?mc=missionLeaderboard');
            await card().waitFor(WAIT);
            return card().getByTestId('mission-status').textContent();
          },
          { timeout: 90_000, interval: 2000 },
        )
        .toBe('Claim');
      expect(await card().getByTestId('mission-progress').textContent()).toBe('1.00 / 1.00');
      expect(await card().getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      await pane(target, 'missionLeaderboard').getByTestId('mission-board').waitFor(WAIT);
      const badge = target.getByTestId('mc-badge-rewardCenter');
      await expect.poll(() => badge.textContent(), WAIT).toContain('1');
      expect(await target.getByTestId('mc-badge-missionLeaderboard').textContent()).toContain('1');
      await shot(target, 'missions-en-1440');

      // Claimed in the reward center: the badges go, the points arrive.
      await target.goto('/?mc=rewardCenter');
      const center = pane(target, 'rewardCenter');
      await center.getByTestId('reward-list').waitFor(WAIT);
      await shot(target, 'reward-center-en-1440');
      await center
        .locator('.reward-item')
        .filter({ hasText: 'Spin the slot' })
        .getByRole('button', { name: 'Claim' })
        .click();
      await center.getByText('Claimed: 1 rewards').waitFor(WAIT);
      await badge.waitFor({ state: 'detached', ...WAIT });
      expect(await target.getByTestId('mc-badge-missionLeaderboard').count()).toBe(0);
      expect(await center.locator('.reward-item.is-claimed').filter({ hasText: '25 points' }).count()).toBe(
        1,
      );
    },
  );

  it('joins a mission that asks for it, on a phone', { timeout: JOURNEY_MS }, async () => {
    const target = await loggedIn('phone', 'EN');
    await target.goto('/?mc=missionLeaderboard');
    const card = pane(target, 'missionLeaderboard')
      .locator('.mission-card')
      .filter({ hasText: 'Weekly race' });
    await card.waitFor(WAIT);
    expect(await card.getByTestId('mission-status').textContent()).toBe('Join');
    await card.getByText('Join first: only what you play after joining counts.').waitFor(WAIT);
    await card.getByTestId('mission-join').click();
    await expect.poll(() => card.getByTestId('mission-status').textContent(), WAIT).toBe('Joined');
    expect(await card.getByTestId('mission-join').count()).toBe(0);
    await shot(target, 'missions-joined-en-390');

    // Last week's board of the race: the member's own rank in it.
    await site.pastMissionProgress('demoagent', race.id, 'W20261102', 90_000n);
    await site.pastMissionProgress('demoplayer', race.id, 'W20261102', 60_000n);
    const pane2 = pane(target, 'missionLeaderboard');
    await pane2.getByRole('button', { name: 'Weekly race' }).click();
    const period = pane2.getByTestId('board-period');
    await period.waitFor(WAIT);
    await period.selectOption('W20261102');
    await pane2.getByTestId('mission-board').getByText('d***t').waitFor(WAIT);
    await pane2.getByText('Your rank: 2').waitFor(WAIT);
    await pane2.getByTestId('mission-board').scrollIntoViewIfNeeded();
    await shot(target, 'leaderboard-past-en-390');

    // Reaching VIP Silver (5,000.00 deposited, 20,000.00 played) brings its gifts to the reward center.
    await site.approveDepositOf('demoplayer', '5000');
    await site.creditMember('demoplayer', 2_000_000n);
    await site.settleMemberBet('demoplayer', { stake: 2_000_000n, payout: 0n });
    const center = pane(target, 'rewardCenter');
    await expect
      .poll(
        async () => {
          await target.goto('/?mc=rewardCenter');
          await center.getByTestId('reward-list').waitFor(WAIT);
          return center.locator('.reward-item.is-claim').filter({ hasText: 'VIP gift' }).count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(2);
    await center.getByText('VIP Silver level-up gift').waitFor(WAIT);
    await shot(target, 'reward-center-vip-en-390');
    await center.getByTestId('claim-all').click();
    await center.getByText(/^Claimed: \d+ rewards$/).waitFor(WAIT);
    expect(await center.locator('.reward-item.is-claim').count()).toBe(0);
  });

  it(
    'a friend registers through the invite link and shows among the invitees',
    { timeout: JOURNEY_MS },
    async () => {
      const inviter = await loggedIn('desktop', 'EN');
      await inviter.goto('/?mc=referral');
      const referral = pane(inviter, 'referral');
      await referral.getByTestId('referral-qr').waitFor(WAIT);
      const code = ((await referral.getByTestId('referral-code').textContent()) ?? '').trim();
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect(await referral.getByTestId('referral-link').getAttribute('href')).toBe(
        `/register?referralCode=${code}`,
      );
      await shot(inviter, 'referral-en-1440');
      await context?.close();

      // The friend, in a browser of their own, opens the link and registers.
      context = await newContext(browser, site.baseURL, 'phone');
      const friend = await context.newPage();
      page = friend;
      const captcha = await serveKnownCaptchas(friend, site);
      await friend.goto(`/register?referralCode=${code}`);
      const form = modal(friend, 'registerModal');
      await form.waitFor(WAIT);
      await form.getByTestId('register-mode-username').click();
      await form.locator('input[name="username"]').fill('invitedfriend');
      await form.locator('input[name="password"]').fill('Secret123');
      await form.locator('input[name="confirmPassword"]').fill('Secret123');
      await form.locator('input[name="mobileNum"]').fill('9175550177');
      const sms = await site.smsCodeFrom('+639175550177', () => form.getByTestId('sms-send').click());
      await form.locator('input[name="verificationCode"]').fill(sms);
      if (await form.locator('input[name="captcha"]').count()) {
        await form.getByTestId('captcha-image').waitFor();
        await form.locator('input[name="captcha"]').fill(captcha());
      }
      await form.locator('button[type="submit"]').first().click();
      await expectLoggedInAs(friend, 'invitedfriend');
      await context.close();

      const back = await loggedIn('phone', 'TY');
      await back.goto('/?mc=referral');
      const table = pane(back, 'referral').getByTestId('invitee-table');
      await table.waitFor(WAIT);
      expect(await table.textContent()).toContain('i***d');
      await shot(back, 'referral-ty-390');
      for (const name of ['missionLeaderboard', 'rewardCenter']) {
        await back.goto(`/?mc=${name}`);
        await pane(back, name).locator('.mission-card, .reward-item').first().waitFor(WAIT);
        await shot(back, `${name}-ty-390`);
      }
    },
  );

  it(
    'follows the Zalo Official Account, sends the code from Zalo and claims the reward',
    { timeout: JOURNEY_MS },
    async () => {
      const APP = 'e2e-zalo-app';
      const SECRET = 'e2e-zalo-oa-secret';
      const OA = '4318000000000000001';
      await call('PUT', '/wps/admin/zalo/settings', operator, {
        enabled: true,
        oaId: OA,
        appId: APP,
        oaLink: `https://zalo.me/${OA}`,
        cap: '131000.00',
        prizes: [
          { amount: '13100.00', weight: 3 },
          { amount: '131000.00', weight: 1 },
        ],
        rewardKind: 'cash',
        turnoverMultiple: 0,
        claimDays: 30,
        secretKey: SECRET,
      });
      /** What Zalo's servers post: the event signed with the OA secret (X-ZEvent-Signature). */
      async function fromZalo(name: string, fields: object) {
        const timestamp = String(Date.now());
        const body = JSON.stringify({ app_id: APP, event_name: name, timestamp, ...fields });
        const mac = createHash('sha256').update(`${APP}${body}${timestamp}${SECRET}`).digest('hex');
        const response = await fetch(`${site.baseURL}/wps/zalo/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-zevent-signature': `mac=${mac}` },
          body,
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { value: { result: string } }).value.result;
      }

      // The card with its code, in both languages at both widths.
      let target = await loggedIn('desktop', 'EN');
      const open = async () => {
        await target.goto('/?mc=rewardCenter');
        await pane(target, 'rewardCenter').getByTestId('zalo-card').waitFor(WAIT);
        return pane(target, 'rewardCenter');
      };
      let center = await open();
      await center.getByText('Zalo reward — up to 131K').waitFor(WAIT);
      await center.getByTestId('zalo-qr').waitFor(WAIT);
      const code = ((await center.getByTestId('zalo-code').textContent()) ?? '').trim();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      await shot(target, 'zalo-card-en-1440');
      await target.setViewportSize(VIEWPORTS.phone);
      await shot(target, 'zalo-card-en-390');
      await context?.close();
      target = await loggedIn('phone', 'TY');
      center = await open();
      await center.getByText('Reward sa Zalo — hanggang 131K').waitFor(WAIT);
      // The same code on every view until it is used or runs out.
      expect(((await center.getByTestId('zalo-code').textContent()) ?? '').trim()).toBe(code);
      await shot(target, 'zalo-card-ty-390');
      await target.setViewportSize(VIEWPORTS.desktop);
      await shot(target, 'zalo-card-ty-1440');
      await context?.close();
      target = await loggedIn('phone', 'EN');
      center = await open();
      const zalo = center.getByTestId('zalo-card');

      // The player follows the OA and sends the code; the card turns into the prize to claim by itself.
      expect(await fromZalo('follow', { oa_id: OA, follower: { id: 'e2e-zalo-user' } })).toBe('followed');
      const text = { sender: { id: 'e2e-zalo-user' }, recipient: { id: OA }, message: { text: code } };
      expect(await fromZalo('user_send_text', text)).toBe('bound');
      expect(await fromZalo('user_send_text', text)).toBe('already');
      await expect.poll(() => zalo.getAttribute('data-status'), { timeout: 30_000 }).toBe('claim');
      const prize = ((await center.getByTestId('zalo-amount').textContent()) ?? '').match(
        /[\d,]+\.\d{2}/,
      )?.[0];
      expect(['13,100.00', '131,000.00']).toContain(prize);
      await center.locator('.reward-item.is-claim').filter({ hasText: 'Zalo reward' }).waitFor(WAIT);
      await shot(target, 'zalo-claim-en-390');

      const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
      const balance = modal(target, 'memberCentre').getByTestId('header-balance-amount').first();
      await balance.waitFor(WAIT);
      const before = cents(await balance.textContent());
      await center.getByTestId('zalo-claim').click();
      await expect.poll(() => zalo.getAttribute('data-status'), WAIT).toBe('claimed');
      await expect
        .poll(async () => cents(await balance.textContent()), WAIT)
        .toBe(before + cents(prize ?? ''));
      expect(await center.locator('.reward-item.is-claimed').filter({ hasText: 'Zalo reward' }).count()).toBe(
        1,
      );
      await shot(target, 'zalo-claimed-en-390');
    },
  );
});
