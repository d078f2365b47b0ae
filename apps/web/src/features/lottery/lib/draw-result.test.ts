import { describe, expect, it } from 'vitest';
import { commitSeed, drawClientSeed } from '@swerte/games';
import type { DrawFairness } from '@swerte/contracts';
import { verifyDraw } from './draw-result';

// The games README's known answer: this seed draws 1 3 4 9 3 on SEA1:20261126-0001.
const SEED = '5f2c0d9a51e34b7d8a6f1c2e3b4a5968778695a4b3c2d1e0f9e8d7c6b5a49382';

function fairness(digits: number[], commitment = commitSeed(SEED)): DrawFairness {
  const base = {
    gameCode: 'SEA1',
    numero: '20261126-0001',
    gameId: 1,
    gameName: 'SEA 1',
    gameMenuTag: 'SEA_FAST' as const,
    drawDate: '2026.11.26',
    winningTime: '2026-11-25T16:01:00.000Z',
    balls: digits,
  };
  return {
    gameCode: 'SEA1',
    numero: '20261126-0001',
    kind: 'sea',
    state: 'settled',
    source: 'house',
    commitment,
    clientSeed: drawClientSeed('SEA1', '20261126-0001'),
    nonce: 0,
    serverSeed: SEED,
    result: { ...base, state: 'settled', source: 'house', prizes: [], digits },
  };
}

describe('verifying a fast draw in the browser', () => {
  it('replays the published result from the revealed seed', () => {
    expect(verifyDraw(fairness([1, 3, 4, 9, 3]))).toEqual({
      state: 'checked',
      commitmentMatches: true,
      sameResult: true,
      recomputed: ['1', '3', '4', '9', '3'],
    });
  });

  it('flags a result the seed does not give, and a seed that is not the committed one', () => {
    expect(verifyDraw(fairness([1, 3, 4, 9, 4]))).toMatchObject({
      sameResult: false,
      commitmentMatches: true,
    });
    expect(verifyDraw(fairness([1, 3, 4, 9, 3], '00'.repeat(32)))).toMatchObject({
      commitmentMatches: false,
    });
  });

  it('waits for the seed before the draw', () => {
    expect(verifyDraw({ ...fairness([]), serverSeed: null, result: null })).toEqual({ state: 'unrevealed' });
  });
});
