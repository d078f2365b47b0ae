import type { DomainRoute } from '@swerte/contracts';
import { getDomainRoute } from '../api/get-domain-route';

/** A small, always-present file of every mirror: one request to it is the domain's latency. */
const PROBE_PATH = '/favicon.svg';
const PROBE_TIMEOUT_MS = 4000;
/** Measured once per browser session (§3 router response: every domain's speed starts at 0). */
const SESSION_KEY = 'domainSpeed';

export type MeasuredDomains = DomainRoute['domainList'];

/** The reachable domain with the lowest latency; 0 means not measured or not reachable. */
export function fastestDomain(domains: MeasuredDomains): string | null {
  const reachable = domains.filter((entry) => entry.speed > 0);
  reachable.sort((a, b) => a.speed - b.speed);
  return reachable[0]?.domain ?? null;
}

/** Milliseconds of one uncached request to the domain, or 0 when it fails or takes too long. */
export async function timeDomain(
  domain: string,
  now: () => number = () => performance.now(),
): Promise<number> {
  let origin: string;
  try {
    origin = new URL(domain).origin;
  } catch {
    return 0;
  }
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  const started = now();
  try {
    // An opaque answer is enough to time the round trip; no cookies travel to the mirror.
    await fetch(`${origin}${PROBE_PATH}`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return Math.max(1, Math.round(now() - started));
  } catch {
    return 0;
  } finally {
    window.clearTimeout(timer);
  }
}

function readStored(): MeasuredDomains | null {
  try {
    const stored = window.sessionStorage.getItem(SESSION_KEY);
    return stored ? (JSON.parse(stored) as MeasuredDomains) : null;
  } catch {
    return null;
  }
}

let running: Promise<MeasuredDomains> | null = null;

/** Every domain of the router response timed once per session, all at once; later calls share the result. */
export function measureDomains(): Promise<MeasuredDomains> {
  const stored = readStored();
  if (stored) return Promise.resolve(stored);
  running ??= getDomainRoute()
    .then(async ({ domainList }) =>
      Promise.all(domainList.map(async ({ domain }) => ({ domain, speed: await timeDomain(domain) }))),
    )
    .then((measured) => {
      try {
        window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(measured));
      } catch {
        // Without storage the next page load measures again.
      }
      return measured;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** Runs the measurement when the browser is idle, off the first page's critical path. */
export function measureWhenIdle(done: (domains: MeasuredDomains) => void): () => void {
  let cancelled = false;
  const run = () =>
    void measureDomains().then(
      (domains) => !cancelled && done(domains),
      () => undefined,
    );
  // Safari has no requestIdleCallback: a few seconds after the page settles will do.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 10_000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(handle);
    };
  }
  const handle = window.setTimeout(run, 3000);
  return () => {
    cancelled = true;
    window.clearTimeout(handle);
  };
}
