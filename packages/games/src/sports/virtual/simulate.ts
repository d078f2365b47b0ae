import { createRng } from '../../fair/rng';
import { Fraction } from '../../maths/fraction';
import { drawClientSeed } from '../../lottery/seeds';
import type { EventResult } from '../markets';
import { settleSelection, settleSingle } from '../settle';
import { drawFootball, footballModel } from './football';
import type { TeamRatings } from './football';
import { footballResults, priceVirtualFootball, priceVirtualRace } from './price';
import type { PricedMarket, WeightedResult } from './price';
import { drawRace, racePlacings } from './racing';

/**
 * The book's realised margin on virtual events, per market, against the model's exact expectation: one
 * stake on every offered selection of every market of every event, each event drawn with the fair RNG
 * exactly as the server draws it (its own server seed, public seed `${gameCode}:${numero}`, nonce 0).
 */

/** Cents staked on each selection: large enough that rounding down to the cent is below 0.01%. */
const STAKE = 10_000n;
/** Half-width of the interval in standard errors: a fair model falls outside it about once in 16,000. */
export const CONFIDENCE_Z = 4;

export interface MarketFigure {
  key: string;
  /** Cents staked and paid over the run. */
  staked: number;
  paid: number;
  /** 1 − paid / staked. */
  realised: number;
  /** The model's exact expected margin (with the cents' rounding), and the interval ± z standard errors. */
  expected: number;
  low: number;
  high: number;
}

interface Fixture {
  markets: PricedMarket[];
  /** Per market, for each of the model's results (by index), the cents the market pays on it. */
  pays: number[][];
  probabilities: number[];
  stakes: number[];
  draw: (rng: ReturnType<typeof createRng>) => number;
}

/** A fixture's payout table: what every market pays on every result of the model. */
function tabulate(
  markets: PricedMarket[],
  results: readonly WeightedResult[],
  draw: Fixture['draw'],
): Fixture {
  const pays = markets.map((market) => results.map(({ result }) => payoutOn(market, result)));
  const stakes = markets.map((m) => m.selections.filter((s) => s.odds !== null).length * Number(STAKE));
  return { markets, pays, probabilities: results.map((r) => r.probability.toNumber()), stakes, draw };
}

function payoutOn(market: PricedMarket, result: EventResult): number {
  return market.selections.reduce(
    (sum, { selection, odds }) =>
      odds === null ? sum : sum + Number(settleSingle(STAKE, odds, settleSelection(selection, result))),
    0,
  );
}

/** Football fixtures priced once; their result index is home × (MAX_GOALS + 1) + away. */
export function footballFixture(home: TeamRatings, away: TeamRatings, marginBp: number): Fixture {
  const model = footballModel(home, away);
  const results = footballResults(home, away);
  const width = model.away.length;
  return tabulate(priceVirtualFootball(home, away, { marginBp }), results, (rng) => {
    const score = drawFootball(rng, model);
    return score.home * width + score.away;
  });
}

/** A race fixture: win and place markets; results are the runners' order, indexed by the places that pay. */
export function raceFixture(strengths: readonly number[], places: number, marginBp: number): Fixture {
  const ids = strengths.map((_, i) => `R${i + 1}`);
  const markets = priceVirtualRace(
    ids.map((id, i) => ({ id, strength: strengths[i]! })),
    places,
    { marginBp },
  );
  // Every stake pays on win or place only, so a result is known by who finished where in the first
  // `places`: enumerate those prefixes and their probabilities.
  const prefixes: { order: number[]; probability: Fraction }[] = [];
  const total = strengths.reduce((a, b) => a + b, 0);
  const walk = (order: number[], left: number, probability: Fraction) => {
    if (order.length === places) {
      prefixes.push({ order, probability });
      return;
    }
    strengths.forEach((s, i) => {
      if (!order.includes(i)) walk([...order, i], left - s, probability.mul(s).div(left));
    });
  };
  walk([], total, Fraction.one);
  const index = new Map(prefixes.map((p, i) => [p.order.join(','), i]));
  const results = prefixes.map(({ order, probability }): WeightedResult => ({
    result: { kind: 'placings', placings: racePlacings(order, ids) },
    probability,
  }));
  return tabulate(markets, results, (rng) => index.get(drawRace(rng, strengths).slice(0, places).join(','))!);
}

/** Runs `events` events over the fixtures in turn; the n-th event's numero is n (public seed `${gameCode}:n`). */
export function simulateMargins(
  fixtures: readonly Fixture[],
  events: number,
  serverSeed: string,
  gameCode: string,
): MarketFigure[] {
  const keys = [...new Set(fixtures.flatMap((f) => f.markets.map((m) => m.key)))];
  const figures = keys.map(() => ({ staked: 0, paid: 0, mean: 0, variance: 0 }));
  for (let n = 0; n < events; n++) {
    const fixture = fixtures[n % fixtures.length]!;
    const rng = createRng({ serverSeed, clientSeed: drawClientSeed(gameCode, String(n)), nonce: 0 });
    const result = fixture.draw(rng);
    fixture.markets.forEach((market, m) => {
      const figure = figures[keys.indexOf(market.key)]!;
      figure.staked += fixture.stakes[m]!;
      figure.paid += fixture.pays[m]![result]!;
    });
  }
  // Expectation and variance of each market's payout per event, from the model, over the same events.
  fixtures.forEach((fixture, f) => {
    const count = Math.floor(events / fixtures.length) + (f < events % fixtures.length ? 1 : 0);
    fixture.markets.forEach((market, m) => {
      const pays = fixture.pays[m]!;
      const mean = pays.reduce((sum, pay, r) => sum + pay * fixture.probabilities[r]!, 0);
      const square = pays.reduce((sum, pay, r) => sum + pay * pay * fixture.probabilities[r]!, 0);
      const figure = figures[keys.indexOf(market.key)]!;
      figure.mean += count * mean;
      figure.variance += count * (square - mean * mean);
    });
  });
  return keys.map((key, k) => {
    const { staked, paid, mean, variance } = figures[k]!;
    const expected = 1 - mean / staked;
    const spread = (CONFIDENCE_Z * Math.sqrt(variance)) / staked;
    return {
      key,
      staked,
      paid,
      realised: 1 - paid / staked,
      expected,
      low: expected - spread,
      high: expected + spread,
    };
  });
}
