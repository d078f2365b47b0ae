import { Fraction } from '../maths/fraction';
import { REELS, ROWS } from './engine';
import type { CompiledReels, CompiledSlot } from './engine';

/**
 * Every stop combination of one set of strips, tallied by (scatters seen, total pay) with all lines
 * played. Pay is in bets per line, scatter pay included, before any free-spin multiplier.
 */
export interface SpinDistribution {
  combinations: bigint;
  /** counts[scatters][pay]: how many stop combinations give that outcome. */
  counts: Float64Array[];
}

/**
 * Walks all stop combinations. Lines that stop matching before reel 5 are settled once per prefix of
 * four stops; only lines still running need reel 5, so the inner loop is a few additions per stop.
 */
export function enumerateSpins(slot: CompiledSlot, reels: CompiledReels): SpinDistribution {
  const lines = slot.lineCount;
  const { windows, lengths } = reels;
  const [w0, w1, w2, w3, w4] = windows as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const [l0, l1, l2, l3, l4] = lengths as [number, number, number, number, number];
  const rows = slot.lineRows;
  const scatterPayLines = Array.from(slot.scatterPay, (pay) => pay * lines);
  const maxLinePay = Math.max(...slot.linePay);
  const maxPay = maxLinePay * lines + Math.max(...scatterPayLines);
  const counts = Array.from({ length: REELS + 1 }, () => new Float64Array(maxPay + 1));
  const scattersAt = windows.map((window, reel) =>
    Array.from({ length: lengths[reel]! }, (_, stop) => {
      let seen = 0;
      for (let row = 0; row < ROWS; row++) if (window[stop * ROWS + row] === slot.scatter) seen++;
      return seen;
    }),
  );
  const lastReelStops = new Array<number>(ROWS + 1).fill(0);
  for (const seen of scattersAt[4]!) lastReelStops[seen]!++;
  // Lines still running after reel 4: their symbol, their reel-5 row, and the pays for 4 and for 5.
  const runSymbol = new Int32Array(lines);
  const runRow = new Int32Array(lines);
  const runFour = new Int32Array(lines);
  const runFive = new Int32Array(lines);

  for (let s0 = 0; s0 < l0; s0++) {
    for (let s1 = 0; s1 < l1; s1++) {
      for (let s2 = 0; s2 < l2; s2++) {
        for (let s3 = 0; s3 < l3; s3++) {
          const prefixScatters =
            scattersAt[0]![s0]! + scattersAt[1]![s1]! + scattersAt[2]![s2]! + scattersAt[3]![s3]!;
          let settled = 0;
          let running = 0;
          for (let line = 0; line < lines; line++) {
            const o = line * REELS;
            const symbol = w0[s0 * ROWS + rows[o]!]!;
            if (slot.linePay[symbol * 6 + 5] === 0) continue;
            let count = 1;
            const b = w1[s1 * ROWS + rows[o + 1]!]!;
            if (b === symbol || b === slot.wild) {
              count = 2;
              const c = w2[s2 * ROWS + rows[o + 2]!]!;
              if (c === symbol || c === slot.wild) {
                count = 3;
                const d = w3[s3 * ROWS + rows[o + 3]!]!;
                if (d === symbol || d === slot.wild) count = 4;
              }
            }
            if (count < 4) {
              settled += slot.linePay[symbol * 6 + count]!;
            } else {
              runSymbol[running] = symbol;
              runRow[running] = rows[o + 4]!;
              runFour[running] = slot.linePay[symbol * 6 + 4]!;
              runFive[running] = slot.linePay[symbol * 6 + 5]!;
              running++;
            }
          }
          if (running === 0) {
            // Reel 5 only adds scatters here, so its stops are counted in bulk.
            for (let seen = 0; seen < lastReelStops.length; seen++) {
              if (lastReelStops[seen] === 0) continue;
              const scatters = prefixScatters + seen;
              counts[scatters]![settled + scatterPayLines[scatters]!]! += lastReelStops[seen]!;
            }
            continue;
          }
          for (let s4 = 0; s4 < l4; s4++) {
            let pay = settled;
            for (let r = 0; r < running; r++) {
              const last = w4[s4 * ROWS + runRow[r]!]!;
              pay += last === runSymbol[r] || last === slot.wild ? runFive[r]! : runFour[r]!;
            }
            const scatters = prefixScatters + scattersAt[4]![s4]!;
            counts[scatters]![pay + scatterPayLines[scatters]!]!++;
          }
        }
      }
    }
  }
  return { combinations: BigInt(l0) * BigInt(l1) * BigInt(l2) * BigInt(l3) * BigInt(l4), counts };
}

/** Spin statistics of a whole game with all lines played, exact, from full enumeration. */
export interface SlotStatistics {
  /** Return to player (matches slotReturn, which this cross-checks). */
  rtp: Fraction;
  /** Probability that a base spin pays anything or starts free spins. */
  hitFrequency: Fraction;
  /** Probability that a base spin starts free spins. */
  trigger: Fraction;
  /** Variance of one base spin's total return (its free spins included), in total bets squared. */
  variance: Fraction;
  /** Standard deviation of one base spin's return, in total bets. */
  standardDeviation: number;
  /** Volatility index at 90% confidence: 1.645 × standard deviation. */
  volatilityIndex: number;
}

interface Moments {
  p: Fraction[]; // P(k scatters)
  pay: Fraction; // E[W]
  paySquared: Fraction; // E[W²]
  payBy: Fraction[]; // E[W · 1{k scatters}]
  hit: Fraction; // P(W > 0 or a trigger)
}

function moments(slot: CompiledSlot, distribution: SpinDistribution): Moments {
  const total = distribution.combinations;
  let pay = 0n;
  let paySquared = 0n;
  let hits = 0n;
  const p: Fraction[] = [];
  const payBy: Fraction[] = [];
  distribution.counts.forEach((byPay, scatters) => {
    let count = 0n;
    let payHere = 0n;
    byPay.forEach((n, w) => {
      if (n === 0) return;
      const times = BigInt(n);
      count += times;
      payHere += times * BigInt(w);
      paySquared += times * BigInt(w) * BigInt(w);
      if (w > 0 || slot.freeSpinsFor[scatters]! > 0) hits += times;
    });
    pay += payHere;
    p.push(new Fraction(count, total));
    payBy.push(new Fraction(payHere, total));
  });
  return {
    p,
    pay: new Fraction(pay, total),
    paySquared: new Fraction(paySquared, total),
    payBy,
    hit: new Fraction(hits, total),
  };
}

/**
 * Exact statistics by enumerating both strip sets. One free spin pays W and awards K spins; its value
 * with all descendants, S = W + S₁ + … + S_K, has E[S] = E[W] / (1 − E[K]) and
 * E[S²] = (E[W²] + 2·E[WK]·E[S] + E[K(K−1)]·E[S]²) / (1 − E[K]); a feature of N spins then has mean
 * N·E[S] and second moment N·E[S²] + N(N−1)·E[S]². A base spin's return is its own pay plus that.
 */
export function slotStatistics(slot: CompiledSlot): SlotStatistics {
  const lines = slot.lineCount;
  const spins = (k: number): number => slot.freeSpinsFor[k]!;
  const base = moments(slot, enumerateSpins(slot, slot.base));
  const free = moments(slot, enumerateSpins(slot, slot.free));
  const m = slot.config.freeSpinMultiplier;

  const meanK = free.p.reduce((sum, p, k) => sum.add(p.mul(spins(k))), Fraction.zero);
  const fallingK = free.p.reduce((sum, p, k) => sum.add(p.mul(spins(k) * (spins(k) - 1))), Fraction.zero);
  const payTimesK = free.payBy.reduce((sum, e, k) => sum.add(e.mul(spins(k) * m)), Fraction.zero);
  const stay = Fraction.one.sub(meanK);
  const meanS = free.pay.mul(m).div(stay);
  const squareS = free.paySquared
    .mul(m * m)
    .add(payTimesK.mul(meanS).mul(2))
    .add(fallingK.mul(meanS).mul(meanS))
    .div(stay);

  let mean = base.pay;
  let square = base.paySquared;
  base.p.forEach((p, k) => {
    const n = spins(k);
    if (n === 0) return;
    mean = mean.add(p.mul(meanS).mul(n));
    square = square
      .add(base.payBy[k]!.mul(meanS).mul(2 * n))
      .add(p.mul(squareS.mul(n).add(meanS.mul(meanS).mul(n * (n - 1)))));
  });
  const variance = square.sub(mean.mul(mean)).div(lines * lines);
  const standardDeviation = Math.sqrt(variance.toNumber());
  return {
    rtp: mean.div(lines),
    hitFrequency: base.hit,
    trigger: base.p.reduce((sum, p, k) => (spins(k) > 0 ? sum.add(p) : sum), Fraction.zero),
    variance,
    standardDeviation,
    volatilityIndex: 1.645 * standardDeviation,
  };
}
