import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import { compileSlot } from './engine';
import { SWERTE_FIESTA } from './config';
import { scatterDistribution, slotReturn } from './maths';
import { swerteFiesta } from './spin';

describe('slotReturn (exact, from the strips)', () => {
  const figures = slotReturn(swerteFiesta);

  it('returns 96% to the player, within 0.1 percentage points', () => {
    const distance = figures.rtp.sub(new Fraction(96n, 100n));
    expect(Math.abs(distance.toNumber())).toBeLessThanOrEqual(0.001);
  });

  it('has the figures the README documents', () => {
    const pct = (f: Fraction) => f.mul(100).toFixed(4);
    expect(pct(figures.rtp)).toBe('96.0347');
    expect(pct(figures.baseLines)).toBe('72.2197');
    expect(pct(figures.baseScatter)).toBe('2.7072');
    expect(pct(figures.feature)).toBe('21.1077');
    expect(figures.trigger.toFixed(6)).toBe('0.010830');
    expect(figures.freeSpinReturn.toFixed(4)).toBe('2.1603');
    expect(figures.retriggerRate.toFixed(4)).toBe('0.0872');
    expect(figures.freeSpinsPerFeature.toFixed(3)).toBe('9.021');
  });

  it('is the sum of its parts', () => {
    expect(figures.baseLines.add(figures.baseScatter).add(figures.feature)).toEqual(figures.rtp);
  });

  it('gives a scatter distribution that sums to one', () => {
    const distribution = scatterDistribution(swerteFiesta, swerteFiesta.base);
    expect(distribution.reduce((sum, p) => sum.add(p), Fraction.zero)).toEqual(Fraction.one);
    expect(distribution).toHaveLength(6);
  });

  it('refuses a game whose free spins would never end', () => {
    const endless = compileSlot({ ...SWERTE_FIESTA, freeSpins: [200, 200, 200] });
    expect(() => slotReturn(endless)).toThrow(/forever/);
  });
});
