import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { skipped, type Row } from '../lib/report.js';
import { startSite } from '../lib/site.js';
import { webBuild } from '../lib/web-build.js';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PAGES = [
  { name: 'home', path: '/', member: false },
  { name: '/rng list', path: '/rng', member: false },
  { name: 'member centre (security centre)', path: '/?mc=securityCenter', member: true },
] as const;

interface Sample {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse run (mobile profile, performance only) in a fresh tab; a member's token is put in session storage first. */
async function audit(browser: Browser, baseUrl: string, path: string, token: string | null): Promise<Sample> {
  const tab = await browser.newPage();
  try {
    if (token) {
      // Session storage belongs to the tab: Lighthouse keeps it when it does not reset storage, so the
      // HTTP cache is cleared by hand to keep the load cold like the others.
      await tab.goto(`${baseUrl}/offline.html`);
      await tab.evaluate(`sessionStorage.setItem('token', ${JSON.stringify(token)})`);
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      `${baseUrl}${path}`,
      { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: token !== null },
      undefined,
      tab,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: (lhr.categories.performance?.score ?? NaN) * 100,
      lcp: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbt: metric('total-blocking-time'),
    };
  } finally {
    await tab.close();
  }
}

export async function runPageSpeed(): Promise<Row[]> {
  const what = `Lighthouse mobile, median of ${RUNS}`;
  if (!existsSync(CHROME_PATH))
    return [skipped('P5', what, `no Chromium at ${CHROME_PATH} (apt-get install chromium, or CHROME_PATH)`)];
  const webDist = await webBuild();
  const site = await startSite({ database: 'pglite', members: 1, webDist });
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true });
  try {
    const rows: Row[] = [];
    for (const page of PAGES) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        samples.push(
          await audit(browser, site.baseUrl, page.path, page.member ? site.prep.bearers[0]! : null),
        );
      }
      const m = {
        score: median(samples.map((s) => s.score)),
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
      };
      const met = m.score >= 90 && m.lcp <= 2500 && m.cls <= 0.1 && m.tbt <= 200;
      rows.push({
        id: 'P5',
        what: `${what}: ${page.name}`,
        measured: `LCP ${(m.lcp / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}, TBT ${m.tbt.toFixed(0)} ms`,
        figure: `score ${m.score.toFixed(0)}`,
        budget: 'score ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms',
        verdict: met ? 'met' : 'missed',
      });
    }
    return rows;
  } finally {
    await browser.close();
    await site.stop();
  }
}
