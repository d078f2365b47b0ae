import { describe, expect, it } from 'vitest';
import { pointsFor } from './points-earning.js';
import { centsFor } from './points.service.js';

describe('points maths', () => {
  it('earns whole points per 100.00 of valid bet, rounded down per bet', () => {
    expect(pointsFor(12_345n, 100)).toBe(123n);
    expect(pointsFor(10_000n, 50)).toBe(50n);
    expect(pointsFor(20n, 100)).toBe(0n);
    expect(pointsFor(20n, 10_000)).toBe(20n);
    expect(pointsFor(0n, 100)).toBe(0n);
    expect(pointsFor(10_000n, 0)).toBe(0n);
  });

  it('converts at the configured rate, rounded down to the cent', () => {
    expect(centsFor(300n, { convertPoints: 100, convertCents: 150n })).toBe(450n);
    expect(centsFor(101n, { convertPoints: 100, convertCents: 100n })).toBe(101n);
    expect(centsFor(1n, { convertPoints: 3, convertCents: 1n })).toBe(0n);
  });
});
