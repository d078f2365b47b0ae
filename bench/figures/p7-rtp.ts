import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Row } from '../lib/report.js';
import { fmt } from '../lib/tools.js';

const SPINS_PER_THREAD = Number(process.env.BENCH_RTP_SPINS ?? 4_000_000);

// A worker thread does not inherit tsx's loader: it registers it, then loads the TypeScript worker.
const WORKER_BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
  new URL('./rtp-worker.ts', import.meta.url).href,
)}); })`;

interface Share {
  spins: number;
  rtp: number;
  startedAt: number;
  endedAt: number;
}

/**
 * Boots a worker and answers once it has loaded (tsx transpiling the game code is not simulation);
 * `go` then starts its share and answers the result.
 */
function bootWorker(spins: number, seed: number): Promise<{ go: () => Promise<Share> }> {
  return new Promise((ready, reject) => {
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: { spins, seed } });
    const timer = setTimeout(() => void worker.terminate(), 600_000);
    let share: ((value: Share) => void) | null = null;
    worker.on('message', (message: 'ready' | Share) => {
      if (message === 'ready') {
        ready({
          go: () =>
            new Promise<Share>((resolve) => {
              share = resolve;
              worker.postMessage('go');
            }),
        });
        return;
      }
      clearTimeout(timer);
      share?.(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`worker exited ${code}`))));
  });
}

/** Spins a second on `threads` worker threads at once, each playing SPINS_PER_THREAD. */
async function spinsPerSecond(threads: number): Promise<{ rate: number; rtp: number }> {
  // Every thread loads first, then all start together: one's loading must not steal another's core.
  const workers = await Promise.all(
    Array.from({ length: threads }, (_, i) => bootWorker(SPINS_PER_THREAD, 96 + i)),
  );
  const results = await Promise.all(workers.map((worker) => worker.go()));
  const seconds =
    (Math.max(...results.map((r) => r.endedAt)) - Math.min(...results.map((r) => r.startedAt))) / 1000;
  const spins = results.reduce((total, r) => total + r.spins, 0);
  const rtp = results.reduce((total, r) => total + r.rtp * r.spins, 0) / spins;
  return { rate: spins / seconds, rtp };
}

export async function runRtp(): Promise<Row[]> {
  const cores = os.availableParallelism();
  const single = await spinsPerSecond(1);
  const all = await spinsPerSecond(cores);
  const scaling = all.rate / single.rate;
  return [
    {
      id: 'P7',
      what: `slot RTP simulation on ${cores} worker threads vs 1`,
      measured: `${fmt(all.rate)} spins/s on ${cores} threads, ${fmt(single.rate)} on 1; RTP ${(all.rtp * 100).toFixed(2)}%`,
      figure: `${scaling.toFixed(2)}× (of ${cores})`,
      budget: `≥ ${(0.8 * cores).toFixed(1)}× (80% of cores)`,
      verdict: scaling >= 0.8 * cores ? 'met' : 'missed',
    },
  ];
}
