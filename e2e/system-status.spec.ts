import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasBrowser, launchBrowser, newContext } from './support/browser.js';
import { startSite, type RunningSite } from './support/site.js';

describe.skipIf(!hasBrowser)('root view by system status', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await site.resetStatus();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows the maintenance page while maintenance is on, and the site again after', async () => {
    await site.setMaintenance({
      title: 'Scheduled upgrade',
      info: 'We are adding new games.',
      endTime: '2030-01-02T03:04:00.000Z',
    });
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    await page.goto('/rng');
    const view = page.getByTestId('maintenance-page');
    await view.waitFor();
    const text = (await view.textContent()) ?? '';
    expect(text).toContain('Scheduled upgrade');
    expect(text).toContain('We are adding new games.');
    expect(text).toContain('2030');
    expect(await page.locator('[data-region="header"]').count()).toBe(0);

    await site.resetStatus();
    await page.reload();
    await page.locator('[data-page="egame"]').waitFor();
    expect(await page.getByTestId('maintenance-page').count()).toBe(0);
    await context.close();
  });

  it('shows the region-blocked page with the visitor IP when the address is blocked', async () => {
    await site.blockAddress('127.0.0.0/8');
    const context = await newContext(browser, site.baseURL);
    const page = await context.newPage();
    await page.goto('/');
    const view = page.getByTestId('region-blocked-page');
    await view.waitFor();
    expect(await view.textContent()).toContain('127.0.0.1');
    expect(await page.locator('[data-region="header"]').count()).toBe(0);
    await context.close();
  });
});
