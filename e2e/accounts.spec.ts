import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectLoggedInAs, modal, openLogin, passAfterLogin, serveKnownCaptchas } from './support/auth.js';
import { hasBrowser, launchBrowser, LOOKS, newContext } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

const submit = (page: Page, name: string) =>
  modal(page, name).locator('button[type="submit"]').first().click();

describe.skipIf(!hasBrowser)('accounts and sessions in the browser', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let captchaAnswer: () => string;

  beforeAll(async () => {
    site = await startSite();
    await site.setFlags({ FREEPLAY3: '1' });
    // Several journeys text the same demo number within a minute; the hourly caps stay as they are.
    await site.setSecurity({ codeResendSeconds: 0 });
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    // A failed journey leaves a picture of where it stopped.
    if (task.result?.state !== 'fail' || !page) return;
    const dir = new URL('./screenshots/', import.meta.url).pathname;
    mkdirSync(dir, { recursive: true });
    await page
      .screenshot({ path: `${dir}failed-${task.name.replace(/\W+/g, '-')}.png` })
      .catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function freshPage(path = '/'): Promise<Page> {
    await context?.close();
    context = await newContext(browser, site.baseURL);
    page = await context.newPage();
    captchaAnswer = await serveKnownCaptchas(page, site);
    await page.goto(path);
    await page.locator('[data-page]').first().waitFor();
    return page;
  }

  async function logout(): Promise<void> {
    await page.getByTestId('header-account').first().click();
    await page.getByTestId('header-logout').first().click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('header-login').first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  }

  it('registers by username, lands logged in at /, and logs out', async () => {
    await freshPage('/register');
    const form = modal(page, 'registerModal');
    await form.waitFor();
    await form.getByTestId('register-mode-username').click();
    await form.locator('input[name="username"]').fill('newplayer01');
    await form.locator('input[name="password"]').fill('Secret123');
    await form.locator('input[name="confirmPassword"]').fill('Secret123');
    // The demo asks for a mobile number in username mode but does not require it, and says which
    // setting asks; given, the number is confirmed by the SMS code.
    expect(await form.getByTestId('register-mobile-why').textContent()).toContain('REGMOBVERF3');
    await form.locator('input[name="mobileNum"]').fill('9175550102');
    const code = await site.smsCodeFrom('+639175550102', () => form.getByTestId('sms-send').click());
    await form.locator('input[name="verificationCode"]').fill(code);
    if (await form.locator('input[name="captcha"]').count()) {
      await form.getByTestId('captcha-image').waitFor();
      await form.locator('input[name="captcha"]').fill(captchaAnswer());
    }
    await submit(page, 'registerModal');
    await expectLoggedInAs(page, 'newplayer01');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await modal(page, 'registerModal').count()).toBe(0);
    // First session: the welcome names the account, then the popup notices follow.
    const welcome = modal(page, 'firstLoginModal');
    await welcome.waitFor({ timeout: 20_000 });
    expect(await welcome.textContent()).toContain('newplayer01');
    if (LOOKS) {
      await page.screenshot({
        path: new URL('./screenshots/modals/TY-desktop-first-login.png', import.meta.url).pathname,
      });
    }
    expect(await passAfterLogin(page, { firstTime: true })).toEqual([
      'Paalala sa maintenance',
      'Maglaro nang responsable',
    ]);
    await logout();
  });

  it('shows field rules and the terms check before sending anything', async () => {
    await freshPage('/register');
    const form = modal(page, 'registerModal');
    await form.getByTestId('register-mode-username').click();
    await form.locator('input[name="username"]').fill('ab');
    await form.locator('input[name="password"]').fill('Secret123');
    await form.locator('input[name="confirmPassword"]').fill('Secret124');
    // Straight from the field to the box: the field's error appears on that blur, and the click
    // still lands on the box.
    const terms = form.locator('input[name="termsAccepted"]');
    expect(await terms.isChecked()).toBe(true);
    await terms.click();
    expect(await terms.isChecked()).toBe(false);
    await submit(page, 'registerModal');
    const text = (await form.textContent()) ?? '';
    expect(text).toMatch(/6 - 16/);
    expect(text).toContain('Hindi magkapareho ang dalawang inilagay');
    expect(text).toContain('not empty?');
  });

  it('registers by mobile number with the SMS code from the outbox', async () => {
    await freshPage('/register');
    const form = modal(page, 'registerModal');
    await form.getByTestId('register-mode-mobile').click();
    await form.locator('input[name="mobileNum"]').fill('9175550101');
    const code = await site.smsCodeFrom('+639175550101', () => form.getByTestId('sms-send').click());
    await form.locator('input[name="verificationCode"]').fill(code);
    if (await form.locator('input[name="password"]').count()) {
      await form.locator('input[name="password"]').fill('Secret123');
      await form.locator('input[name="confirmPassword"]').fill('Secret123');
    }
    if (await form.locator('input[name="captcha"]').count()) {
      await form.locator('input[name="captcha"]').fill(captchaAnswer());
    }
    await submit(page, 'registerModal');
    await expectLoggedInAs(page, '9175550101');
    // The welcome's next step opens the member centre at the deposit page.
    await modal(page, 'firstLoginModal').getByTestId('welcome-primary').click({ timeout: 20_000 });
    await page.waitForURL(/[?&]mc=depositv2/, { timeout: 20_000 });
  });

  it('asks for a captcha after a failed login, then logs in with it', async () => {
    await freshPage();
    await openLogin(page);
    const form = modal(page, 'loginPopupModal');
    expect(await form.getByTestId('captcha-image').count()).toBe(0);
    await form.locator('input[name="username"]').fill('demoplayer');
    await form.locator('input[name="password"]').fill('WrongPass1');
    await submit(page, 'loginPopupModal');
    await form.getByTestId('captcha-image').waitFor({ timeout: 20_000 });
    await form.locator('input[name="password"]').fill('Demo1234');
    await form.locator('input[name="captcha"]').fill(captchaAnswer());
    await submit(page, 'loginPopupModal');
    await expectLoggedInAs(page, 'demoplayer');
    await passAfterLogin(page);
    await logout();
  });

  it('logs in by mobile number and SMS code', async () => {
    await freshPage();
    await openLogin(page);
    const form = modal(page, 'loginPopupModal');
    await form.getByTestId('login-tab-sms').click();
    await form.locator('input[name="mobileNum"]').fill('9171234567');
    const code = await site.smsCodeFrom('+639171234567', () => form.getByTestId('sms-send').click());
    await form.locator('input[name="verificationCode"]').fill(code);
    await submit(page, 'loginPopupModal');
    await expectLoggedInAs(page, 'demoplayer');
    await passAfterLogin(page);
    await logout();
  });

  it('forces a password change for a flagged password and cannot be dismissed', async () => {
    await freshPage();
    await openLogin(page);
    const form = modal(page, 'loginPopupModal');
    await form.locator('input[name="username"]').fill('demoreset');
    await form.locator('input[name="password"]').fill('Reset1234');
    await submit(page, 'loginPopupModal');
    const change = modal(page, 'changePassModal');
    await change.waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    expect(await change.isVisible()).toBe(true);
    if (await change.locator('input[name="oldPassword"]').count()) {
      await change.locator('input[name="oldPassword"]').fill('Reset1234');
    }
    await change.locator('input[name="newPassword"]').fill('Fresh5678');
    await change.locator('input[name="confirmNewPassword"]').fill('Fresh5678');
    await submit(page, 'changePassModal');
    await change.waitFor({ state: 'detached', timeout: 20_000 });
    await expectLoggedInAs(page, 'demoreset');
    await logout();

    await openLogin(page);
    await form.locator('input[name="username"]').fill('demoreset');
    await form.locator('input[name="password"]').fill('Fresh5678');
    await submit(page, 'loginPopupModal');
    await expectLoggedInAs(page, 'demoreset');
    expect(await modal(page, 'changePassModal').count()).toBe(0);
    // A returning member gets no welcome, only the notices.
    await passAfterLogin(page);
    expect(await modal(page, 'firstLoginModal').count()).toBe(0);
    await logout();
  });

  it('resets a forgotten password by e-mail link', async () => {
    await freshPage('/forget');
    const forget = modal(page, 'forgetPassModal');
    await forget.waitFor();

    await forget.locator('input[name="username"]').fill('demoplayer');
    await forget.locator('input[name="email"]').fill('demoplayer@swerte.example');
    await submit(page, 'forgetPassModal');
    await page.getByText('Naipadala na ang password. Pakitingnan.').first().waitFor({ timeout: 20_000 });

    const mail = await site.latestEmail('demoplayer@swerte.example');
    const link = mail.match(/\/forget\?resetToken=[A-Za-z0-9_%-]+/)?.[0] ?? '';
    expect(link).not.toBe('');
    await freshPage(link);
    const reset = modal(page, 'forgetPassModal');
    await reset.locator('input[name="newPassword"]').fill('Mailed123');
    await reset.locator('input[name="confirmNewPassword"]').fill('Mailed123');
    await submit(page, 'forgetPassModal');
    await reset.waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);

    await freshPage();
    await openLogin(page);
    const form = modal(page, 'loginPopupModal');
    await form.locator('input[name="username"]').fill('demoplayer');
    await form.locator('input[name="password"]').fill('Mailed123');
    await submit(page, 'loginPopupModal');
    await expectLoggedInAs(page, 'demoplayer');
    await passAfterLogin(page);
    await logout();
  });

  it('resets a forgotten password by SMS code and lands logged in at /', async () => {
    await freshPage('/forget');
    const forget = modal(page, 'forgetPassModal');
    await forget.getByTestId('forget-mode-mobile').click();
    await forget.locator('input[name="mobileNum"]').fill('9171234567');
    const code = await site.smsCodeFrom('+639171234567', () => forget.getByTestId('sms-send').click());
    await forget.locator('input[name="verificationCode"]').fill(code);
    await forget.locator('input[name="newPassword"]').fill('Phoned123');
    if (await forget.locator('input[name="confirmNewPassword"]').count()) {
      await forget.locator('input[name="confirmNewPassword"]').fill('Phoned123');
    }
    await submit(page, 'forgetPassModal');
    await expectLoggedInAs(page, 'demoplayer');
    expect(new URL(page.url()).pathname).toBe('/');
    await passAfterLogin(page);
    await logout();
  });

  it('starts free play as a trial account that real-money actions turn away', async () => {
    await freshPage();
    await openLogin(page);
    await modal(page, 'loginPopupModal').getByTestId('free-play').click();
    await page.getByTestId('header-account').first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    await modal(page, 'firstLoginModal')
      .getByText(/play money/)
      .waitFor({ timeout: 20_000 });
    await passAfterLogin(page, { firstTime: true });
    await page.getByTestId('header-account').first().click();
    await page
      .getByRole('menu')
      .getByText(/deposit/i)
      .first()
      .click();
    const warning = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: /totoong account|real account/ });
    await warning.first().waitFor();
  });

  it('sends a visitor to the login popup from a gated action', async () => {
    await freshPage('/vip');
    expect(await page.getByTestId('header-login').count()).toBeGreaterThan(0);
    await page.goto('/login');
    await modal(page, 'loginPopupModal').waitFor();
  });

  it('keeps players out of the agent login and lets agents into /agentHome', async () => {
    await freshPage('/agentHome');
    const form = modal(page, 'loginPopupModal');
    await form.waitFor();
    expect(await form.locator('[data-testid^="social-"]').count()).toBe(0);
    await form.locator('input[name="username"]').fill('demoplayer');
    await form.locator('input[name="password"]').fill('Phoned123');
    await submit(page, 'loginPopupModal');
    await form
      .getByText(/Hindi ka ahente|You are not an agent/)
      .first()
      .waitFor({ timeout: 20_000 });

    await form.locator('input[name="username"]').fill('demoagent');
    await form.locator('input[name="password"]').fill('Agent1234');
    await submit(page, 'loginPopupModal');
    await expectLoggedInAs(page, 'demoagent');
    expect(new URL(page.url()).pathname).toBe('/agentHome');
  });
});
