import { describe, expect, it } from 'vitest';
import { countNumbers, hotAndCold, seaTrendCounts } from './trends';

describe('trends', () => {
  it('counts every value of the universe, zero included', () => {
    const counts = countNumbers([['01', '02'], ['01']], ['00', '01', '02']);
    expect(counts).toEqual([
      { number: '00', count: 0 },
      { number: '01', count: 2 },
      { number: '02', count: 1 },
    ]);
  });

  it('ranks hot and cold numbers', () => {
    const { hot, cold } = hotAndCold(seaTrendCounts([[1, 1, 2, 3, 9], [1, 2, 2, 9, 9]]), 2);
    expect(hot.map((n) => n.number)).toEqual(['1', '2']);
    expect(cold.map((n) => n.number)).toEqual(['0', '4']);
  });
});
