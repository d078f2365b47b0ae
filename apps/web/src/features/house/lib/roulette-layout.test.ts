import { describe, expect, it } from 'vitest';
import { coveredNumbers, settleRoulette } from '@swerte/games';
import { ROULETTE_LAYOUT, WHEEL_ORDER } from './roulette-layout';

const count = (kind: string) => ROULETTE_LAYOUT.filter((spot) => spot.spot.kind === kind).length;

describe('roulette layout', () => {
  it('offers every bet of the European layout, each one the server takes', () => {
    // 37 straights; 60 splits (33 along the rows, 24 across them, 3 with the zero); 12 streets and the
    // two trios with the zero; 22 corners and 0-1-2-3; 11 lines; 3 dozens, 3 columns and even money.
    expect([count('straight'), count('split'), count('street'), count('corner'), count('line')]).toEqual([
      37, 60, 14, 23, 11,
    ]);
    expect([count('dozen'), count('column'), count('red'), count('high')]).toEqual([3, 3, 1, 1]);
    for (const { spot } of ROULETTE_LAYOUT)
      expect(() => coveredNumbers(spot as Parameters<typeof coveredNumbers>[0])).not.toThrow();
    const keys = ROULETTE_LAYOUT.map(({ spot }) => JSON.stringify(spot));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts each column bet beside the numbers it pays on', () => {
    const column = ROULETTE_LAYOUT.find((s) => s.spot.kind === 'column' && s.spot.which === 1)!;
    const onRow = ROULETTE_LAYOUT.filter(
      (s) => s.type === 'number' && s.label !== '0' && s.across === column.across,
    );
    const [result] = settleRoulette([{ kind: 'column', which: 1, stake: 100n }], Number(onRow[0]!.label));
    expect(result!.outcome).toBe('win');
  });

  it('has every pocket once on the wheel', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });
});
