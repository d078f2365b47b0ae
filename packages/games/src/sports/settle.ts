import { Fraction } from '../maths/fraction';
import type { EventResult, MapsSelection, Placings, Score, ScoreSelection, Selection } from './markets';
import { ODDS_SCALE, assertOdds } from './odds';
import type { Odds } from './odds';

export const OUTCOMES = ['won', 'lost', 'void', 'halfWon', 'halfLost'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface Settlement {
  outcome: Outcome;
  /**
   * Dead heat: the share of the stake that wins when a tie straddles the paid places (1 otherwise);
   * the rest of the stake is lost. Only an outright's `won` carries a share below 1.
   */
  share: Fraction;
}

const whole = (outcome: Outcome): Settlement => ({ outcome, share: Fraction.one });

/** One line's verdict from a signed margin: above the line won, on it void (stake back), below lost. */
function bySign(margin: number): Outcome {
  return margin > 0 ? 'won' : margin < 0 ? 'lost' : 'void';
}

/** Two half-stakes' verdicts as one outcome: won + void is half won, void + lost half lost. */
function combineHalves(a: Outcome, b: Outcome): Outcome {
  if (a === b) return a;
  const pair = new Set([a, b]);
  if (pair.has('won') && pair.has('void')) return 'halfWon';
  if (pair.has('lost') && pair.has('void')) return 'halfLost';
  // Neighbouring lines a half apart cannot give won and lost on one score (their margins differ by 2 quarters).
  throw new Error(`halves ${a} and ${b} cannot come from neighbouring lines`);
}

/**
 * A handicap or total line in quarters against a margin in whole units: `lead` is the picked side's
 * lead (or the total over the line's zero); the line is added in quarters. Whole and half lines settle
 * in one piece; a quarter line as the two lines either side, each on half the stake.
 */
export function settleLine(lead: number, quarters: number): Outcome {
  if (!Number.isInteger(lead) || !Number.isInteger(quarters))
    throw new RangeError('lines are whole quarters');
  const margin = (q: number) => bySign(4 * lead + q);
  if (quarters % 2 === 0) return margin(quarters);
  return combineHalves(margin(quarters - 1), margin(quarters + 1));
}

/** The two halves of a quarter line ([q] for whole and half lines): −0.25 → 0 and −0.5. */
export function lineHalves(quarters: number): number[] {
  return quarters % 2 === 0 ? [quarters] : [quarters - 1, quarters + 1];
}

function settleScore(selection: ScoreSelection, { home, away }: Score): Outcome {
  switch (selection.market) {
    case '1x2': {
      const result = home > away ? 'home' : home < away ? 'away' : 'draw';
      return result === selection.pick ? 'won' : 'lost';
    }
    case 'doubleChance': {
      const result = home > away ? 'home' : home < away ? 'away' : 'draw';
      const covers = {
        homeDraw: ['home', 'draw'],
        homeAway: ['home', 'away'],
        drawAway: ['draw', 'away'],
      }[selection.pick];
      return covers.includes(result) ? 'won' : 'lost';
    }
    case 'asianHandicap':
      return settleLine(selection.pick === 'home' ? home - away : away - home, selection.quarters);
    case 'overUnder': {
      // Over: total − line > 0; under: line − total > 0. In quarters: ±(4 × total − quarters).
      const over = settleLine(home + away, -selection.quarters);
      return selection.pick === 'over' ? over : settleLine(-(home + away), selection.quarters);
    }
    case 'bothTeamsToScore':
      return (home > 0 && away > 0) === (selection.pick === 'yes') ? 'won' : 'lost';
    case 'correctScore':
      if ('other' in selection) {
        return home > selection.maxListed || away > selection.maxListed ? 'won' : 'lost';
      }
      return home === selection.home && away === selection.away ? 'won' : 'lost';
  }
}

function settleMaps(selection: MapsSelection, { home, away }: Score): Outcome {
  switch (selection.market) {
    case 'matchWinner':
      // A two-way market: a drawn series (1–1 in a best of two) returns the stakes.
      if (home === away) return 'void';
      return (home > away ? 'home' : 'away') === selection.pick ? 'won' : 'lost';
    case 'mapHandicap':
      return settleLine(selection.pick === 'home' ? home - away : away - home, selection.quarters);
    case 'totalMaps':
      return selection.pick === 'over'
        ? settleLine(home + away, -selection.quarters)
        : settleLine(-(home + away), selection.quarters);
  }
}

/**
 * An outright: the competitor's position group starts after `ahead` competitors and holds `tied` of
 * them. Wholly inside the paid places: won; wholly outside: lost; straddling the last paid place: won
 * on the share (places left) / (tied), the dead-heat rule.
 */
function settlePlacings(competitor: string, places: number, placings: Placings): Settlement {
  if (placings.nonRunners?.includes(competitor)) return whole('void');
  let ahead = 0;
  for (const group of placings.order) {
    if (group.includes(competitor)) {
      if (ahead >= places) return whole('lost');
      if (ahead + group.length <= places) return whole('won');
      return { outcome: 'won', share: new Fraction(places - ahead, group.length) };
    }
    ahead += group.length;
  }
  // Not placed at all (did not finish): lost.
  return whole('lost');
}

/** Settles one selection on its event's result. A selection on another kind of result is a bug: throws. */
export function settleSelection(selection: Selection, result: EventResult): Settlement {
  if (result.kind === 'void') return whole('void');
  if (selection.market === 'outright') {
    if (result.kind !== 'placings') throw new Error('an outright settles on placings');
    const places = selection.places ?? 1;
    if (!Number.isInteger(places) || places < 1) throw new RangeError('places must be 1 or more');
    return settlePlacings(selection.competitor, places, result.placings);
  }
  assertScore(result.kind === 'placings' ? null : result.score);
  if (
    selection.market === 'matchWinner' ||
    selection.market === 'mapHandicap' ||
    selection.market === 'totalMaps'
  ) {
    if (result.kind !== 'maps') throw new Error(`${selection.market} settles on maps won`);
    return whole(settleMaps(selection, result.score));
  }
  if (result.kind !== 'score') throw new Error(`${selection.market} settles on a score`);
  return whole(settleScore(selection, result.score));
}

function assertScore(score: Score | null): asserts score is Score {
  if (!score || ![score.home, score.away].every((g) => Number.isInteger(g) && g >= 0)) {
    throw new RangeError('a score is two whole numbers of 0 or more');
  }
}

/**
 * What one unit staked returns, stake included, for a settled selection at a price o:
 * won o × share, lost 0, void 1, half won (1 + o) / 2 (half the stake won, half returned), half lost
 * 1/2 (half lost, half returned). A parlay multiplies its legs' factors.
 */
export function returnFactor(settlement: Settlement, odds: Odds): Fraction {
  assertOdds(odds);
  const o = new Fraction(odds, ODDS_SCALE);
  switch (settlement.outcome) {
    case 'won':
      return o.mul(settlement.share);
    case 'lost':
      return Fraction.zero;
    case 'void':
      return Fraction.one;
    case 'halfWon':
      return o.add(Fraction.one).div(2);
    case 'halfLost':
      return new Fraction(1, 2);
  }
}

/** The cents a single returns: ⌊stake × factor⌋, the fraction of a cent kept by the house. */
export function settleSingle(stake: bigint, odds: Odds, settlement: Settlement): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  const factor = returnFactor(settlement, odds);
  return (stake * factor.n) / factor.d;
}
