/**
 * The virtual book's realised margin per market over many fair-RNG events (not run in CI; the unit test
 * runs 10⁵). `npx tsx packages/games/scripts/virtual-margin.ts [events]`, 10⁶ by default: half football
 * on three fixtures at 5%, half racing on two fields at 15%.
 */
import { commitSeed } from '../src/fair/rng';
import { footballFixture, raceFixture, simulateMargins } from '../src/sports/virtual/simulate';

const events = Number(process.argv[2] ?? 1_000_000);
const serverSeed = commitSeed(`virtual-margin:${events}`);
const started = Date.now();
const football = [
  footballFixture({ attack: 1400, defence: 750 }, { attack: 800, defence: 1250 }, 500),
  footballFixture({ attack: 1000, defence: 1000 }, { attack: 1000, defence: 1000 }, 500),
  footballFixture({ attack: 800, defence: 1250 }, { attack: 1400, defence: 750 }, 500),
];
const races = [raceFixture([10, 20, 30, 40, 50, 60, 70, 80], 3, 1500), raceFixture([5, 5, 10, 80], 2, 1500)];
const figures = [
  ...simulateMargins(football, Math.ceil(events / 2), serverSeed, 'VFOOT'),
  ...simulateMargins(races, Math.floor(events / 2), serverSeed, 'VRACE'),
];
const pct = (x: number) => `${(100 * x).toFixed(3)}%`;
console.log(
  `${events.toLocaleString('en')} events, server seed ${serverSeed}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log('market              realised   expected   interval (±4 s.e.)      inside');
for (const f of figures) {
  const inside = f.realised >= f.low && f.realised <= f.high;
  console.log(
    `${f.key.padEnd(18)}  ${pct(f.realised).padStart(8)}  ${pct(f.expected).padStart(8)}   ${pct(f.low).padStart(8)} – ${pct(f.high).padEnd(8)}   ${inside ? 'yes' : 'NO'}`,
  );
}
if (figures.some((f) => f.realised < f.low || f.realised > f.high)) process.exitCode = 1;
