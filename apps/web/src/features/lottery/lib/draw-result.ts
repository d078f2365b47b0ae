import { verifySeaDraw, verifyVnDraw } from '@swerte/games';
import type { VnResult } from '@swerte/games';
import type { DrawFairness, DrawResult, LotteryKind } from '@swerte/contracts';

/** A Vietnamese result's prize lines as the games package reads them. */
export function toVnResult(kind: Exclude<LotteryKind, 'sea'>, result: Pick<DrawResult, 'prizes'>): VnResult {
  return {
    region: kind,
    prizes: Object.fromEntries(result.prizes.map((line) => [line.prize, line.numbers])),
  };
}

export type VerifyOutcome =
  | { state: 'unrevealed' }
  | { state: 'checked'; commitmentMatches: boolean; sameResult: boolean; recomputed: string[] };

/**
 * Replays a house draw in the browser with the games package, the code the server draws with: does
 * the revealed seed hash to the commitment published before the lock, and does it give the same result?
 */
export function verifyDraw(fairness: DrawFairness): VerifyOutcome {
  const { serverSeed, commitment, result } = fairness;
  if (serverSeed === null || commitment === null || result === null) return { state: 'unrevealed' };
  const seeds = { serverSeed, clientSeed: fairness.clientSeed, nonce: fairness.nonce, commitment };
  if (fairness.kind === 'sea') {
    const verified = verifySeaDraw(seeds);
    return {
      state: 'checked',
      commitmentMatches: verified.commitmentMatches,
      sameResult: verified.round.join(',') === result.digits.join(','),
      recomputed: verified.round.map(String),
    };
  }
  const verified = verifyVnDraw(seeds, fairness.kind);
  const shown = toVnResult(fairness.kind, result);
  const flat = (r: VnResult) => Object.values(r.prizes).flat().join(',');
  return {
    state: 'checked',
    commitmentMatches: verified.commitmentMatches,
    sameResult: flat(verified.round) === flat(shown),
    recomputed: verified.round.prizes.special ? [...verified.round.prizes.special] : [],
  };
}
