import { parentPort, workerData } from 'node:worker_threads';
import { simulateSlot, swerteFiesta } from '@swerte/games';

/** One share of the P7 simulation: plays `spins` paid spins from `seed` and reports the return. */
const { spins, seed } = workerData as { spins: number; seed: number };
// Loaded: wait for the word to start, so every thread simulates at the same time. Timed here, on the
// shared clock.
parentPort?.once('message', () => {
  const startedAt = performance.timeOrigin + performance.now();
  const result = simulateSlot(swerteFiesta, { spins, seed });
  const endedAt = performance.timeOrigin + performance.now();
  parentPort?.postMessage({ spins: result.spins, rtp: result.rtp, startedAt, endedAt });
});
parentPort?.postMessage('ready');
