import { describe, expect, it } from 'vitest';
import { spreadTurnover } from './bonus-turnover.js';

const grant = (id: number, turnoverRequired: bigint, turnoverDone = 0n) => ({
  id,
  turnoverRequired,
  turnoverDone,
});

describe('spreadTurnover', () => {
  it('fills the oldest grant first and carries the rest to the next', () => {
    expect(spreadTurnover([grant(1, 1_000n, 400n), grant(2, 5_000n)], 1_500n)).toEqual([
      { id: 1, turnoverDone: 1_000n, completed: true },
      { id: 2, turnoverDone: 900n, completed: false },
    ]);
  });

  it('leaves later grants alone when the bet is used up', () => {
    expect(spreadTurnover([grant(1, 1_000n), grant(2, 5_000n)], 300n)).toEqual([
      { id: 1, turnoverDone: 300n, completed: false },
    ]);
  });

  it('completes a grant that needs no turnover without using any of the bet', () => {
    expect(spreadTurnover([grant(1, 0n), grant(2, 500n)], 200n)).toEqual([
      { id: 1, turnoverDone: 0n, completed: true },
      { id: 2, turnoverDone: 200n, completed: false },
    ]);
  });

  it('drops what is left after the last grant and never counts a negative bet', () => {
    expect(spreadTurnover([grant(1, 100n)], 10_000n)).toEqual([
      { id: 1, turnoverDone: 100n, completed: true },
    ]);
    expect(spreadTurnover([grant(1, 100n)], -50n)).toEqual([]);
    expect(spreadTurnover([], 500n)).toEqual([]);
  });

  it('never puts more turnover on the grants than the bet brought', () => {
    const grants = [grant(1, 700n, 100n), grant(2, 300n), grant(3, 900n, 899n)];
    for (const bet of [0n, 1n, 599n, 600n, 901n, 5_000n]) {
      const steps = spreadTurnover(grants, bet);
      const added = steps.reduce(
        (sum, s) => sum + s.turnoverDone - (grants.find((g) => g.id === s.id)?.turnoverDone ?? 0n),
        0n,
      );
      expect(added <= bet).toBe(true);
      for (const s of steps)
        expect(s.turnoverDone <= (grants.find((g) => g.id === s.id)?.turnoverRequired ?? 0n)).toBe(true);
    }
  });
});
