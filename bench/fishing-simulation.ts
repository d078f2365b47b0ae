/**
 * `npm run simulate:fishing [-- shots]`: fires `shots` shots (default 100,000,000, `FISHING_SIM_SHOTS`)
 * as the server settles them (batches of 20 on one nonce, every fish of the school in turn) and checks
 * the measured RTP against the configured 96% within 5 standard errors (packages/games
 * `simulateFishing`). Prints the figure and the kills per fish; exits 1 when outside. CI runs the same
 * check on 100,000 shots (simulate.test.ts).
 */
import { FISHING_RTP_BASIS_POINTS } from '../packages/contracts/src/house.js';
import { simulateFishing } from '../packages/games/src/fishing/simulate.js';

const shots = Number(process.argv[2] ?? process.env.FISHING_SIM_SHOTS ?? 100_000_000);
const TOLERANCE = 5;
const started = performance.now();
const run = simulateFishing(shots, {
  rtpBasisPoints: FISHING_RTP_BASIS_POINTS,
  seed: 'fishing-simulation-2026',
});
const seconds = (performance.now() - started) / 1000;
const pct = (value: number) => `${(value * 100).toFixed(4)}%`;
console.log(`fishing: ${shots.toLocaleString('en')} shots in ${seconds.toFixed(0)} s`);
console.log('| measured RTP | exact | standard error | deviations | within ±5 SE |');
console.log('| --- | --- | --- | --- | --- |');
const within = run.deviations < TOLERANCE;
console.log(
  `| ${pct(run.measured)} | ${pct(run.exact)} | ${pct(run.standardError)} | ${run.deviations.toFixed(2)} | ${within ? 'yes' : 'NO'} |`,
);
console.log('\n| fish | multiplier | shots | kills | kill rate | expected |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const fish of run.perFish)
  console.log(
    `| ${fish.code} | ${fish.multiplier} | ${fish.shots} | ${fish.kills} | ${pct(fish.kills / fish.shots)} | ${pct(run.exact / fish.multiplier)} |`,
  );
process.exit(within ? 0 : 1);
