import { Fraction } from '../../maths/fraction';
import { priceSelections } from '../margin';
import type { PricingOptions } from '../margin';
import type { EventResult, ScoreSelection, Selection } from '../markets';
import type { Odds } from '../odds';
import { returnFactor, settleSelection } from '../settle';
import type { Outcome } from '../settle';
import { footballModel, scoreDistribution } from './football';
import type { TeamRatings } from './football';
import { raceModel } from './racing';

/** A result the model can give and its exact probability. */
export interface WeightedResult {
  result: EventResult;
  probability: Fraction;
}

/** The probability of each outcome of a selection under a model (outrights: won weighted by its share). */
export function outcomeProbabilities(
  selection: Selection,
  results: readonly WeightedResult[],
): Record<Outcome, Fraction> {
  const sums: Record<Outcome, Fraction> = {
    won: Fraction.zero,
    lost: Fraction.zero,
    void: Fraction.zero,
    halfWon: Fraction.zero,
    halfLost: Fraction.zero,
  };
  for (const { result, probability } of results) {
    const settled = settleSelection(selection, result);
    sums[settled.outcome] = sums[settled.outcome].add(probability.mul(settled.share));
  }
  return sums;
}

/**
 * The probability that prices a selection: of the stake at risk (not returned by a void or a half),
 * the share expected to win. p* = (W + H/2) / (1 − V − H/2 − L/2) with W won, H half won, V void, L half
 * lost; for a plain won/lost selection it is P(won). At the fair price 1/p* the expected return is 1.
 */
export function pricingProbability(p: Record<Outcome, Fraction>): Fraction {
  const half = (f: Fraction) => f.div(2);
  const atRisk = Fraction.one.sub(p.void).sub(half(p.halfWon)).sub(half(p.halfLost));
  if (atRisk.n === 0n) return Fraction.zero;
  return p.won.add(half(p.halfWon)).div(atRisk);
}

/** The exact expected return per unit staked on a selection at a price. */
export function expectedSelectionReturn(
  selection: Selection,
  odds: Odds,
  results: readonly WeightedResult[],
): Fraction {
  return results.reduce((sum, { result, probability }) => {
    return sum.add(probability.mul(returnFactor(settleSelection(selection, result), odds)));
  }, Fraction.zero);
}

export interface PricedSelection {
  selection: Selection;
  /** Null: not offered (its price would be below the lowest tick). */
  odds: Odds | null;
  probability: Fraction;
}

export interface PricedMarket {
  /** A stable name of the market ('1x2', 'overUnder:10'…). */
  key: string;
  selections: PricedSelection[];
}

/** Prices markets from a model's results: each selection's pricing probability with the margin. */
export function priceMarkets(
  markets: readonly { key: string; selections: readonly Selection[] }[],
  results: readonly WeightedResult[],
  options: PricingOptions,
): PricedMarket[] {
  return markets.map(({ key, selections }) => {
    const probabilities = selections.map((s) => pricingProbability(outcomeProbabilities(s, results)));
    const odds = priceSelections(probabilities, options);
    return {
      key,
      selections: selections.map((selection, i) => ({
        selection,
        odds: odds[i]!,
        probability: probabilities[i]!,
      })),
    };
  });
}

const CORRECT_SCORE_LISTED = 3;

/** The markets of a virtual football match: 1X2, double chance, totals, a quarter handicap, BTTS, scores. */
export const VIRTUAL_FOOTBALL_MARKETS: readonly { key: string; selections: readonly ScoreSelection[] }[] = [
  { key: '1x2', selections: (['home', 'draw', 'away'] as const).map((pick) => ({ market: '1x2', pick })) },
  {
    key: 'doubleChance',
    selections: (['homeDraw', 'homeAway', 'drawAway'] as const).map((pick) => ({
      market: 'doubleChance',
      pick,
    })),
  },
  ...[10, 9].map((quarters) => ({
    key: `overUnder:${quarters}`,
    selections: (['over', 'under'] as const).map((pick) => ({
      market: 'overUnder' as const,
      pick,
      quarters,
    })),
  })),
  {
    key: 'asianHandicap:-1',
    selections: [
      { market: 'asianHandicap', pick: 'home', quarters: -1 },
      { market: 'asianHandicap', pick: 'away', quarters: 1 },
    ],
  },
  {
    key: 'bothTeamsToScore',
    selections: (['yes', 'no'] as const).map((pick) => ({ market: 'bothTeamsToScore', pick })),
  },
  {
    key: 'correctScore',
    selections: [
      ...Array.from({ length: (CORRECT_SCORE_LISTED + 1) ** 2 }, (_, i) => ({
        market: 'correctScore' as const,
        home: Math.floor(i / (CORRECT_SCORE_LISTED + 1)),
        away: i % (CORRECT_SCORE_LISTED + 1),
      })),
      { market: 'correctScore', other: true, maxListed: CORRECT_SCORE_LISTED },
    ],
  },
];

/** A virtual football match's results under its model, as weighted results. */
export function footballResults(home: TeamRatings, away: TeamRatings): WeightedResult[] {
  return scoreDistribution(footballModel(home, away)).map(({ score, probability }) => ({
    result: { kind: 'score', score },
    probability,
  }));
}

export function priceVirtualFootball(
  home: TeamRatings,
  away: TeamRatings,
  options: PricingOptions,
): PricedMarket[] {
  return priceMarkets(VIRTUAL_FOOTBALL_MARKETS, footballResults(home, away), options);
}

/** A virtual race's win market and its place market (first `places`), priced from the runners' strengths. */
export function priceVirtualRace(
  runners: readonly { id: string; strength: number }[],
  places: number,
  options: PricingOptions,
): PricedMarket[] {
  const model = raceModel(runners.map((r) => r.strength));
  const market = (key: string, k: number, probabilities: readonly Fraction[]): PricedMarket => {
    const odds = priceSelections(probabilities, options);
    return {
      key,
      selections: runners.map((runner, i) => ({
        selection: { market: 'outright', competitor: runner.id, places: k },
        odds: odds[i]!,
        probability: probabilities[i]!,
      })),
    };
  };
  return [
    market('win', 1, model.placeProbabilities(1)),
    market(`place:${places}`, places, model.placeProbabilities(places)),
  ];
}
