import { describe, expect, it } from 'vitest';
import { gridNumbers, quickPick, randomNumbers } from './quick-picks';

describe('grid quick picks', () => {
  it('lists 00–99 with leading zeros', () => {
    const all = gridNumbers(2);
    expect(all).toHaveLength(100);
    expect(all[0]).toBe('00');
    expect(all[99]).toBe('99');
  });

  it('picks odd, even, big and small halves', () => {
    expect(quickPick(2, 'odd')).toHaveLength(50);
    expect(quickPick(2, 'odd')[0]).toBe('01');
    expect(quickPick(2, 'big')[0]).toBe('50');
    expect(quickPick(2, 'small').at(-1)).toBe('49');
    expect(quickPick(1, 'big')).toEqual(['5', '6', '7', '8', '9']);
  });

  it('draws new random numbers only', () => {
    const picked = randomNumbers(1, 3, ['0', '1', '2', '3', '4', '5', '6']);
    expect(picked).toHaveLength(3);
    expect(new Set(picked)).toEqual(new Set(['7', '8', '9']));
    expect(randomNumbers(1, 5, gridNumbers(1))).toEqual([]);
  });
});
