import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/money';
import {
  centsToDecimal,
  jackpotCentsAt,
  JACKPOT_STEP_CENTS,
  JACKPOT_TICK_MS,
  msUntilNextTick,
} from './jackpot';

const at = Date.UTC(2026, 4, 13, 10, 0, 1, 500);

describe('jackpot maths', () => {
  it('is a pure function of the time: everyone sees the same figure', () => {
    expect(jackpotCentsAt(at)).toBe(jackpotCentsAt(at));
    expect(jackpotCentsAt(at)).toBe(jackpotCentsAt(at + 1)); // inside one tick
  });

  it('adds exactly 165.11 every 3 seconds', () => {
    const now = jackpotCentsAt(at);
    expect(jackpotCentsAt(at + JACKPOT_TICK_MS) - now).toBe(JACKPOT_STEP_CENTS);
    expect(jackpotCentsAt(at + 10 * JACKPOT_TICK_MS) - now).toBe(10 * 16_511);
    expect(JACKPOT_STEP_CENTS).toBe(16_511);
  });

  it('waits for the shared tick boundary', () => {
    const wait = msUntilNextTick(at);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(JACKPOT_TICK_MS);
    expect(jackpotCentsAt(at + wait) - jackpotCentsAt(at)).toBe(JACKPOT_STEP_CENTS);
    expect(jackpotCentsAt(at + wait - 1)).toBe(jackpotCentsAt(at));
  });

  it('stays a believable size: it restarts every week and never shrinks within one', () => {
    for (let day = 0; day < 30; day++) {
      const cents = jackpotCentsAt(at + day * 86_400_000);
      expect(cents).toBeGreaterThanOrEqual(1_888_888_888);
      expect(cents).toBeLessThan(1_888_888_888 + 7 * 28_800 * JACKPOT_STEP_CENTS);
      expect(Number.isSafeInteger(cents)).toBe(true);
    }
  });

  it('is shown with 2 decimals and thousands separators', () => {
    expect(centsToDecimal(1_888_888_888)).toBe('18888888.88');
    expect(centsToDecimal(1_888_905_399)).toBe('18889053.99');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(formatMoney(centsToDecimal(jackpotCentsAt(at)))).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  });
});
