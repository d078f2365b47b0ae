import { Fraction } from '../maths/fraction';
import { REELS, ROWS } from './engine';
import type { CompiledReels, CompiledSlot } from './engine';

/** The exact return of a slot, each figure as a fraction of the total bet (or a probability). */
export interface SlotReturn {
  /** Line wins of one base spin. */
  baseLines: Fraction;
  /** Scatter pays of one base spin. */
  baseScatter: Fraction;
  /** Probability that a base spin starts free spins (3 or more scatters). */
  trigger: Fraction;
  /** Everything one free spin pays, multiplier included, not counting the spins it retriggers. */
  freeSpinReturn: Fraction;
  /** Free spins one free spin awards on average (retriggers); below 1, so features end. */
  retriggerRate: Fraction;
  /** Free spins played per feature on average, retriggers included. */
  freeSpinsPerFeature: Fraction;
  /** Return of the free-spin features per base spin. */
  feature: Fraction;
  /** Total return to player: baseLines + baseScatter + feature. */
  rtp: Fraction;
}

function symbolCounts(reels: CompiledReels, symbols: number): number[][] {
  return reels.strips.map((strip) => {
    const counts = new Array<number>(symbols).fill(0);
    for (const symbol of strip) counts[symbol]!++;
    return counts;
  });
}

/**
 * Expected pay of one line, in bets per line. Each reel's stop is uniform and independent, so the symbol
 * a line crosses on a reel is distributed as the strip's symbol counts whatever row the line takes:
 * every line has this same expectation, and the game's line return does not depend on lines played.
 */
export function lineExpectation(slot: CompiledSlot, reels: CompiledReels): Fraction {
  const symbols = slot.linePay.length / 6;
  const counts = symbolCounts(reels, symbols);
  const lengths = reels.lengths.map(BigInt);
  let total = Fraction.zero;
  for (let symbol = 0; symbol < symbols; symbol++) {
    if (slot.linePay[symbol * 6 + 5] === 0) continue;
    const matching = counts.map((c) => BigInt(c[symbol]! + c[slot.wild]!));
    // P(run reaches reel k): reel 1 shows the symbol itself (no wilds there), later reels it or a wild.
    let reach = new Fraction(counts[0]![symbol]!, lengths[0]);
    for (let k = 2; k <= REELS; k++) {
      reach = reach.mul(new Fraction(matching[k - 1]!, lengths[k - 1]));
      const stops = k < REELS ? new Fraction(lengths[k]! - matching[k]!, lengths[k]) : Fraction.one;
      const pay = slot.linePay[symbol * 6 + k]!;
      if (pay > 0) total = total.add(reach.mul(stops).mul(pay));
    }
  }
  return total;
}

/** Distribution of visible scatters, index = count 0–5 (reels are independent; one scatter per reel). */
export function scatterDistribution(slot: CompiledSlot, reels: CompiledReels): Fraction[] {
  let distribution = [Fraction.one];
  reels.strips.forEach((strip, reel) => {
    const scatters = strip.filter((symbol) => symbol === slot.scatter).length;
    const seen = new Fraction(scatters * ROWS, reels.lengths[reel]);
    const next = new Array<Fraction>(distribution.length + 1).fill(Fraction.zero);
    distribution.forEach((p, count) => {
      next[count] = next[count]!.add(p.mul(Fraction.one.sub(seen)));
      next[count + 1] = next[count + 1]!.add(p.mul(seen));
    });
    distribution = next;
  });
  return distribution;
}

const sumOver = (distribution: Fraction[], value: (count: number) => number): Fraction =>
  distribution.reduce((sum, p, count) => sum.add(p.mul(value(count))), Fraction.zero);

/**
 * The exact return to player, from the strips' symbol counts alone.
 *
 * A free spin pays F = multiplier × (line + scatter expectation on the free strips) and awards r spins
 * on average. By Wald's identity a feature of N spins plays N / (1 − r) spins on average (each spin's
 * retriggers are themselves spins with the same law), so it pays N · F / (1 − r), and the feature's
 * share of the return is Σ P(k scatters) · spins(k) · F / (1 − r).
 */
export function slotReturn(slot: CompiledSlot): SlotReturn {
  const baseScatters = scatterDistribution(slot, slot.base);
  const freeScatters = scatterDistribution(slot, slot.free);
  const baseLines = lineExpectation(slot, slot.base);
  const baseScatter = sumOver(baseScatters, (k) => slot.scatterPay[k]!);
  const trigger = sumOver(baseScatters, (k) => (slot.freeSpinsFor[k]! > 0 ? 1 : 0));
  const freeSpinReturn = lineExpectation(slot, slot.free)
    .add(sumOver(freeScatters, (k) => slot.scatterPay[k]!))
    .mul(slot.config.freeSpinMultiplier);
  const retriggerRate = sumOver(freeScatters, (k) => slot.freeSpinsFor[k]!);
  if (retriggerRate.compare(Fraction.one) >= 0) throw new Error('free spins would retrigger forever');
  const spinsPerBaseSpin = sumOver(baseScatters, (k) => slot.freeSpinsFor[k]!).div(
    Fraction.one.sub(retriggerRate),
  );
  const feature = spinsPerBaseSpin.mul(freeSpinReturn);
  return {
    baseLines,
    baseScatter,
    trigger,
    freeSpinReturn,
    retriggerRate,
    freeSpinsPerFeature: spinsPerBaseSpin.div(trigger),
    feature,
    rtp: baseLines.add(baseScatter).add(feature),
  };
}
