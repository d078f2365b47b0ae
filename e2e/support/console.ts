import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { totpAt } from '../../apps/server/src/platform/totp.js';
import { newContext } from './browser.js';

const STEP_MS = 30_000;

/** The operators' authenticator apps: the secret each enrolled at the first sign-in, and the last step used. */
export type Authenticators = Map<string, { secret: string; lastStep: number }>;

export interface ConsoleDesk {
  browser: Browser;
  baseURL: string;
  /** Every context opened, for the spec to close after each test. */
  contexts: BrowserContext[];
  authenticators: Authenticators;
}

export interface ConsoleOperator {
  username?: string;
  password?: string;
  role?: string;
  /** The heading the console opens on after signing in. */
  landing?: string;
}

/**
 * An admin or finance operator signs in with a second factor: the first time the console enrols one
 * (QR code and key, a first code, the recovery codes shown once); later, a fresh code of that key.
 */
async function secondStep(page: Page, username: string, authenticators: Authenticators) {
  const authenticator = authenticators.get(username);
  if (!authenticator) {
    await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
    await expect
      .poll(() => page.getByRole('img', { name: 'QR code of your authenticator key' }).count())
      .toBe(1);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    const step = Math.floor(Date.now() / STEP_MS);
    await page.getByLabel('Code').fill(totpAt(secret, step));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await page.locator('.recovery-codes li').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them: open the console' }).click();
    authenticators.set(username, { secret, lastStep: step });
    return;
  }
  await page.getByRole('heading', { name: 'Second step' }).waitFor();
  // A code is used once: the next step (accepted one early), waited for when need be.
  const next = Math.max(Math.floor(Date.now() / STEP_MS), authenticator.lastStep + 1);
  const wait = (next - 1) * STEP_MS - Date.now() + 50;
  if (wait > 0) await sleep(wait);
  await page.getByLabel('Code').fill(totpAt(authenticator.secret, next));
  await page.getByRole('button', { name: 'Verify' }).click();
  authenticator.lastStep = next;
}

/** An operator signs in to /console in a fresh browser context, as at the office. */
export async function signInToConsole(desk: ConsoleDesk, operator: ConsoleOperator = {}): Promise<Page> {
  const {
    username = 'demoadmin',
    password = 'DemoAdmin1234',
    role = 'admin',
    landing = 'Dashboard',
  } = operator;
  const context = await newContext(desk.browser, desk.baseURL);
  desk.contexts.push(context);
  const page = await context.newPage();
  const response = await page.goto('/console/');
  // The console's own policy: nothing but this origin, not even inline styles.
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'self';");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (role === 'admin' || role === 'finance') await secondStep(page, username, desk.authenticators);
  await page.getByRole('heading', { name: landing }).waitFor();
  await page.getByText(`Signed in as ${username} (${role})`).waitFor();
  return page;
}
