/**
 * `npm run simulate:lottery [-- draws]`: draws every lottery game (North, South, Central, fast SEA)
 * `draws` times (default 10,000,000, `LOTTERY_SIM_DRAWS`) and checks every bet type's measured return
 * against its exact one within 5 standard errors (packages/games `simulateLottery`). Prints a table;
 * exits 1 when a type is outside. CI runs the same check on 25,000–100,000 draws (simulate.test.ts).
 */
import { simulateLottery } from '../packages/games/src/lottery/simulate.js';

const draws = Number(process.argv[2] ?? process.env.LOTTERY_SIM_DRAWS ?? 10_000_000);
const TOLERANCE = 5;
let outside = 0;
for (const [index, game] of (['north', 'south', 'central', 'sea'] as const).entries()) {
  const started = performance.now();
  // A seed per game: the Central game has the South's table and odds, so one seed would repeat its draws.
  const simulation = simulateLottery(game, { draws, seed: 2026 + index });
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${game}: ${draws.toLocaleString('en')} draws in ${seconds.toFixed(0)} s`);
  console.log('| bet type | measured | exact | standard error | deviations | within ±5 SE |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const type of simulation.types) {
    const within = type.deviations < TOLERANCE;
    if (!within) outside += 1;
    const pct = (value: number) => `${(value * 100).toFixed(4)}%`;
    console.log(
      `| ${type.betType} | ${pct(type.measured)} | ${pct(type.exact)} | ${pct(type.standardError)} | ${type.deviations.toFixed(2)} | ${within ? 'yes' : 'NO'} |`,
    );
  }
}
console.log(outside === 0 ? '\nevery bet type within tolerance' : `\n${outside} bet types outside tolerance`);
process.exit(outside === 0 ? 0 : 1);
