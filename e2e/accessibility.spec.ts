import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { logInThroughModal, openLogin, serveKnownCaptchas } from './support/auth.js';
import { hasBrowser, launchBrowser, newContext } from './support/browser.js';
import { SITEMAP_PATHS } from '../apps/server/src/platform/crawler-files.js';
import { MEMBER_CENTRE_PAGES } from '../apps/web/src/stores/member-centre-store.js';
import { startSite, type RunningSite } from './support/site.js';

// axe-core evaluated through the DevTools protocol: the site's CSP allows no inline script, and
// page.evaluate runs outside it without loosening the policy the page is served with.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every public §2 route (the sitemap's list, and the notice page it leaves out), the lottery's list and
 * a VN and a fast draw's betting page, and every member-centre page.
 */
const ROUTES = [
  ...SITEMAP_PATHS,
  '/noticePage',
  '/vnlottery',
  '/lottery?gameCode=MB&vendor=TCG_LOTTO_VN&playType=lo2',
  '/lottery?gameCode=SEA1&vendor=TCG_SEA&playType=digit',
];
const MEMBER_CENTRE = MEMBER_CENTRE_PAGES;

/**
 * Besides every critical or serious violation, the landmark and heading-order rules (moderate in axe)
 * fail the test: content outside a landmark, landmarks that repeat or nest wrongly, skipped levels.
 */
const STRUCTURE_RULES = new Set([
  'heading-order',
  'landmark-banner-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'region',
]);
const fails = (v: Violation) =>
  v.impact === 'critical' || v.impact === 'serious' || STRUCTURE_RULES.has(v.id);

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

async function violationsOf(page: Page): Promise<Violation[]> {
  await page.locator('main').first().waitFor();
  // Let lazy regions and their data settle (bounded) before the check.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: unknown) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

/**
 * axe-core on every route and member-centre page, light (English) and dark (Filipino), at phone width: no critical or serious
 * violation and no landmark or heading-order one. One browser and one site; each theme reuses one page.
 */
describe.skipIf(!hasBrowser)('accessibility (axe-core)', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  // The two themes run side by side, each in its own context and one of the two languages (a label or
  // a name missing in one catalogue shows in its theme's run): most of a route's time is waiting for
  // its network to go quiet, which the other run's checks fill.
  for (const [theme, lang] of [
    ['light', 'EN'],
    ['dark', 'TY'],
  ] as const) {
    it.concurrent(
      `has no critical, serious, landmark or heading-order violation in the ${theme} theme (${lang})`,
      async ({ expect }) => {
        const context = await newContext(browser, site.baseURL, 'phone');
        await context.addInitScript(
          ([themeValue, langValue]) => {
            localStorage.setItem('lang', langValue);
            localStorage.setItem('theme', themeValue);
          },
          [theme, lang] as const,
        );
        const page = await context.newPage();
        const failures: string[] = [];
        const check = async (where: string) => {
          for (const v of await violationsOf(page)) {
            if (fails(v))
              failures.push(`${where}: ${v.id} (${v.impact}) at ${v.targets.slice(0, 3).join(', ')}`);
          }
        };
        try {
          for (const route of ROUTES) {
            await page.goto(route);
            await check(route);
          }
          const captcha = await serveKnownCaptchas(page, site);
          await page.goto('/');
          await openLogin(page);
          await logInThroughModal(page, captcha, { username: 'demoplayer', password: 'Demo1234' });
          for (const entry of MEMBER_CENTRE) {
            await page.goto(`/?mc=${entry}`);
            await page.locator(`[data-mc-pane="${entry}"]`).waitFor({ timeout: 20_000 });
            await check(`member centre ${entry}`);
          }
        } finally {
          await context.close();
        }
        expect(failures).toEqual([]);
      },
      240_000,
    );
  }
});
