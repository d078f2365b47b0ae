import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitSeed, createRng } from '../../fair/rng';
import { Fraction } from '../../maths/fraction';
import { scriptedRng } from '../../testing/scripted-rng';
import { verifyVirtualFootball, verifyVirtualRace } from '../../verify';
import { ODDS_SCALE } from '../odds';
import {
  GOALS_SCALE,
  MAX_GOALS,
  drawFootball,
  footballModel,
  goalMeans,
  poissonWeights,
  scoreDistribution,
} from './football';
import {
  expectedSelectionReturn,
  footballResults,
  outcomeProbabilities,
  pricingProbability,
  priceVirtualFootball,
  priceVirtualRace,
} from './price';
import { drawRace, raceModel } from './racing';
import { footballFixture, raceFixture, simulateMargins } from './simulate';

const AVERAGE = { attack: 1000, defence: 1000 };
const STRONG = { attack: 1400, defence: 750 };
const WEAK = { attack: 800, defence: 1250 };
const SEED = '5f2c0d9a51e34b7d8a6f1c2e3b4a5968778695a4b3c2d1e0f9e8d7c6b5a49382';

const poisson = (lambda: number, k: number) => {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
};

describe('virtual football model', () => {
  it('takes goal means from the ratings', () => {
    const means = goalMeans(STRONG, WEAK);
    expect(means.home).toEqual(new Fraction(1450 * 1400 * 1250, 10 ** 9)); // 2.5375
    expect(means.away).toEqual(new Fraction(1150 * 800 * 750, 10 ** 9)); // 0.69
    expect(goalMeans(AVERAGE, AVERAGE)).toEqual({
      home: new Fraction(145, 100),
      away: new Fraction(115, 100),
    });
    // Clamped to 6 goals.
    expect(goalMeans({ attack: 5000, defence: 1000 }, { attack: 1000, defence: 5000 }).home).toEqual(
      new Fraction(6),
    );
    expect(() => goalMeans({ attack: 99, defence: 1000 }, AVERAGE)).toThrow(RangeError);
    expect(() => goalMeans({ attack: 1000.5, defence: 1000 }, AVERAGE)).toThrow(RangeError);
  });

  it('writes the Poisson law as weights summing to GOALS_SCALE, each within one of the float figure', () => {
    for (const lambda of [new Fraction(5, 100), new Fraction(145, 100), new Fraction(6)]) {
      const weights = poissonWeights(lambda);
      expect(weights).toHaveLength(MAX_GOALS + 1);
      expect(weights.reduce((a, b) => a + b, 0)).toBe(GOALS_SCALE);
      weights.slice(0, MAX_GOALS).forEach((w, k) => {
        expect(Math.abs(w - poisson(lambda.toNumber(), k) * GOALS_SCALE)).toBeLessThan(1);
      });
      const tail =
        1 -
        Array.from({ length: MAX_GOALS }, (_, k) => poisson(lambda.toNumber(), k)).reduce((a, b) => a + b);
      expect(Math.abs(weights[MAX_GOALS]! - tail * GOALS_SCALE)).toBeLessThan(MAX_GOALS);
    }
    expect(poissonWeights(new Fraction(145, 100))[0]).toBe(234_570_288); // e^−1.45
  });

  it('gives scores that sum to exactly 1, and draws them from the weights in order', () => {
    const model = footballModel(STRONG, WEAK);
    const total = scoreDistribution(model).reduce(
      (sum, { probability }) => sum.add(probability),
      Fraction.zero,
    );
    expect(total).toEqual(Fraction.one);
    const [h0, h1] = model.home as [number, number];
    expect(drawFootball(scriptedRng([0, model.away[0]!]), model)).toEqual({ home: 0, away: 1 });
    expect(drawFootball(scriptedRng([h0 + h1 - 1, GOALS_SCALE - 1]), model)).toEqual({
      home: 1,
      away: MAX_GOALS,
    });
  });

  it('verifies a match from its revealed seeds (known answer)', () => {
    const seeds = {
      serverSeed: SEED,
      clientSeed: 'VFOOT:20261126-0001',
      nonce: 0,
      commitment: commitSeed(SEED),
    };
    const verified = verifyVirtualFootball(seeds, STRONG, WEAK);
    expect(verified.commitmentMatches).toBe(true);
    expect(verified.round).toEqual({ home: 2, away: 0 });
  });

  it('prices every market so that no offered selection returns more than the margin allows', () => {
    const marginBp = 500;
    const results = footballResults(STRONG, WEAK);
    const markets = priceVirtualFootball(STRONG, WEAK, { marginBp });
    const oneX2 = markets.find((m) => m.key === '1x2')!;
    expect(oneX2.selections.reduce((sum, s) => sum.add(s.probability), Fraction.zero)).toEqual(Fraction.one);
    expect(markets.map((m) => m.key)).toEqual([
      '1x2',
      'doubleChance',
      'overUnder:10',
      'overUnder:9',
      'asianHandicap:-1',
      'bothTeamsToScore',
      'correctScore',
    ]);
    for (const market of markets) {
      for (const { selection, odds } of market.selections) {
        if (odds === null) continue;
        // Of the stake at risk (not returned by a void or a half), at most 1 / (1 + m) comes back.
        const p = outcomeProbabilities(selection, results);
        const atRisk = Fraction.one.sub(p.void).sub(p.halfWon.div(2)).sub(p.halfLost.div(2));
        const bound = atRisk.mul(new Fraction(10_000, 10_000 + marginBp)).add(Fraction.one.sub(atRisk));
        expect(
          expectedSelectionReturn(selection, odds, results).compare(bound) <= 0,
          JSON.stringify(selection),
        ).toBe(true);
        expect(
          pricingProbability(p)
            .mul(new Fraction(odds, ODDS_SCALE))
            .compare(new Fraction(10_000, 10_000 + marginBp)) <= 0,
        ).toBe(true);
      }
    }
  });
});

describe('virtual racing model', () => {
  const strengths = [10, 20, 30, 40];

  it('wins in proportion to strength, and the place probabilities sum to the places', () => {
    const model = raceModel(strengths);
    expect(model.placeProbabilities(1)).toEqual(strengths.map((s) => new Fraction(s, 100)));
    for (const k of [1, 2, 3, 4]) {
      expect(model.placeProbabilities(k).reduce((a, b) => a.add(b))).toEqual(new Fraction(k));
    }
    // Runner 1 in the first two: first (1/10), or second behind runner j (s_j/100 × 10/(100 − s_j)).
    const second = [20, 30, 40].reduce(
      (sum, s) => sum.add(new Fraction(s * 10, 100 * (100 - s))),
      Fraction.zero,
    );
    expect(model.placeProbabilities(2)[0]).toEqual(new Fraction(1, 10).add(second));
    expect(() => model.placeProbabilities(5)).toThrow(RangeError);
    expect(() => raceModel([10])).toThrow(RangeError);
  });

  it('draws positions in order, each among the runners left', () => {
    // 100 total: 35 lands on runner 3 (10 + 20 ≤ 35 < 60); then 70 left (10, 20, 40): 29 → runner 2.
    expect(drawRace(scriptedRng([35, 29, 0, 0]), strengths)).toEqual([2, 1, 0, 3]);
    const seeds = {
      serverSeed: SEED,
      clientSeed: 'VRACE:20261126-0001',
      nonce: 0,
      commitment: commitSeed(SEED),
    };
    const verified = verifyVirtualRace(seeds, [10, 20, 30, 40, 50, 60]);
    expect(verified.commitmentMatches).toBe(true);
    expect(verified.round).toEqual([3, 1, 0, 2, 5, 4]);
  });

  it('prices win and place markets with the margin', () => {
    const runners = strengths.map((strength, i) => ({ id: `R${i + 1}`, strength }));
    const [win, place] = priceVirtualRace(runners, 2, { marginBp: 1500 });
    // 1 / (0.1 × 1.15) = 8.695… → 8.69.
    expect(win!.selections.map((s) => s.odds)).toEqual([8690n, 4340n, 2890n, 2170n]);
    expect(place!.key).toBe('place:2');
    expect(place!.selections[0]!.selection).toEqual({ market: 'outright', competitor: 'R1', places: 2 });
  });
});

describe('virtual model properties', () => {
  const ratingArb = fc.record({
    attack: fc.integer({ min: 100, max: 5000 }),
    defence: fc.integer({ min: 100, max: 5000 }),
  });

  it('property: any two teams give goal weights that sum to the scale, and a draw within them', () => {
    fc.assert(
      fc.property(ratingArb, ratingArb, fc.nat(), (home, away, nonce) => {
        const model = footballModel(home, away);
        for (const weights of [model.home, model.away]) {
          expect(weights.every((w) => Number.isInteger(w) && w >= 0)).toBe(true);
          expect(weights.reduce((a, b) => a + b, 0)).toBe(GOALS_SCALE);
        }
        const score = drawFootball(createRng({ serverSeed: SEED, clientSeed: 'p', nonce }), model);
        expect(model.home[score.home]! > 0 && model.away[score.away]! > 0).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("property: a field's place probabilities sum to the places, and a race is a permutation of the field", () => {
    const fieldArb = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 8 });
    fc.assert(
      fc.property(fieldArb, fc.integer({ min: 1, max: 4 }), fc.nat(), (strengths, k, nonce) => {
        const places = Math.min(k, strengths.length);
        const probabilities = raceModel(strengths).placeProbabilities(places);
        expect(probabilities.reduce((a, b) => a.add(b))).toEqual(new Fraction(places));
        expect(probabilities.every((p) => p.compare(Fraction.one) <= 0 && p.n > 0n)).toBe(true);
        const order = drawRace(createRng({ serverSeed: SEED, clientSeed: 'r', nonce }), strengths);
        expect([...order].sort((a, b) => a - b)).toEqual(strengths.map((_, i) => i));
      }),
      { numRuns: 30 },
    );
  });
});

describe('virtual book margin', () => {
  it('realises each market margin within its interval over 100,000 fair-RNG events', () => {
    const football = [
      footballFixture(STRONG, WEAK, 500),
      footballFixture(AVERAGE, AVERAGE, 500),
      footballFixture(WEAK, STRONG, 500),
    ];
    const races = [
      raceFixture([10, 20, 30, 40, 50, 60, 70, 80], 3, 1500),
      raceFixture([5, 5, 10, 80], 2, 1500),
    ];
    const figures = [
      ...simulateMargins(football, 50_000, SEED, 'VFOOT'),
      ...simulateMargins(races, 50_000, SEED, 'VRACE'),
    ];
    expect(figures.map((f) => f.key)).toEqual([
      '1x2',
      'doubleChance',
      'overUnder:10',
      'overUnder:9',
      'asianHandicap:-1',
      'bothTeamsToScore',
      'correctScore',
      'win',
      'place:3',
      'place:2',
    ]);
    for (const figure of figures) {
      expect(figure.realised, figure.key).toBeGreaterThanOrEqual(figure.low);
      expect(figure.realised, figure.key).toBeLessThanOrEqual(figure.high);
      // The model's margin is the operator's m / (1 + m), a little more for prices rounded down; on a
      // quarter line only the stake at risk carries it (a half refunded carries none).
      const quarterLine = figure.key === 'overUnder:9' || figure.key === 'asianHandicap:-1';
      const target = figure.key === 'win' || figure.key.startsWith('place') ? 0.15 / 1.15 : 0.05 / 1.05;
      expect(figure.expected, figure.key).toBeGreaterThanOrEqual(quarterLine ? 0.03 : target);
      expect(figure.expected, figure.key).toBeLessThan(target + 0.02);
    }
  }, 120_000);
});
