import { describe, expect, it } from 'vitest';
import { addChip, clockText, estimateReturn, msLeft } from './sabong-view';

describe('the arena’s figures', () => {
  it('estimates a return from the payout per 100, rounded down to the cent like the settlement', () => {
    expect(estimateReturn('100', '162.00')).toBe('162.00');
    expect(estimateReturn('33.33', '180.01')).toBe('59.99');
    expect(estimateReturn('10', '—')).toBeNull();
    expect(estimateReturn('abc', '162.00')).toBeNull();
    expect(estimateReturn('0', '162.00')).toBeNull();
  });

  it('adds chips to the stake and counts down by the server’s clock', () => {
    expect(addChip('', 100)).toBe('100');
    expect(addChip('12.5', 50)).toBe('62.50');
    expect(addChip('x', 10)).toBe('10');
    expect(
      msLeft({ closesAt: '2026-11-26T12:00:10.000Z' }, Date.parse('2026-11-26T12:00:00.000Z'), 2000),
    ).toBe(8000);
    expect(msLeft({ closesAt: null }, 0, 0)).toBeNull();
    expect(clockText(65_000)).toBe('1:05');
    expect(clockText(400)).toBe('0:01');
  });
});
