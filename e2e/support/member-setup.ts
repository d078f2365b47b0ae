import type { Page } from 'playwright-core';
import { expectLoggedInAs, modal, passAfterLogin, serveKnownCaptchas } from './auth.js';
import type { RunningSite } from './site.js';

/**
 * Registers by username on /register (the demo operator also asks for a verified mobile number) and
 * goes through the first-login welcome and the notices. `page` must be on the site already.
 */
export async function registerByUsername(
  page: Page,
  site: RunningSite,
  member: { username: string; password: string; mobile: string },
): Promise<void> {
  const captchaAnswer = await serveKnownCaptchas(page, site);
  await page.goto('/register');
  const form = modal(page, 'registerModal');
  await form.waitFor();
  await form.getByTestId('register-mode-username').click();
  await form.locator('input[name="username"]').fill(member.username);
  await form.locator('input[name="password"]').fill(member.password);
  await form.locator('input[name="confirmPassword"]').fill(member.password);
  await form.locator('input[name="mobileNum"]').fill(member.mobile);
  const code = await site.smsCodeFrom(`+63${member.mobile}`, () => form.getByTestId('sms-send').click());
  await form.locator('input[name="verificationCode"]').fill(code);
  if (await form.locator('input[name="captcha"]').count()) {
    await form.getByTestId('captcha-image').waitFor();
    await form.locator('input[name="captcha"]').fill(captchaAnswer());
  }
  await form.locator('button[type="submit"]').first().click();
  await expectLoggedInAs(page, member.username);
  await passAfterLogin(page, { firstTime: true });
}

/** In My account (member centre open): sets the first payment password, then binds a bank account. */
export async function setUpWithdrawals(
  page: Page,
  setup: { password: string; paymentPassword: string; accountName: string; accountNumber: string },
): Promise<void> {
  const account = modal(page, 'memberCentre').locator('[data-mc-pane="securityCenter"]');
  await account.locator('.security-page').waitFor();
  const message = modal(page, 'messageDialog');

  await account.getByTestId('security-payment-password').click();
  const setPassword = modal(page, 'paymentPasswordDialog');
  await setPassword.locator('input[name="password"]').fill(setup.password);
  await setPassword.locator('input[name="newPaymentPassword"]').fill(setup.paymentPassword);
  await setPassword.locator('input[name="confirmPaymentPassword"]').fill(setup.paymentPassword);
  await setPassword.locator('button[type="submit"]').click();
  await message.waitFor();
  await message.getByTestId('confirm').click();
  await setPassword.waitFor({ state: 'detached' });

  await account.getByTestId('bank-add').click();
  const addBank = modal(page, 'addBankAccountDialog');
  await addBank
    .locator('select[name="bankCode"] option:not([disabled])')
    .first()
    .waitFor({ state: 'attached' });
  await addBank.locator('select[name="bankCode"]').selectOption({ index: 1 });
  await addBank.locator('input[name="accountName"]').fill(setup.accountName);
  await addBank.locator('input[name="accountNumber"]').fill(setup.accountNumber);
  await addBank.locator('input[name="paymentPassword"]').fill(setup.paymentPassword);
  await addBank.locator('button[type="submit"]').click();
  await addBank.waitFor({ state: 'detached' });
  await account
    .locator('.bank-card')
    .filter({ hasText: setup.accountNumber.slice(-4) })
    .waitFor();
}
