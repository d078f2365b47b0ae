import { describe, expect, it } from 'vitest';
import { prizeMode } from './prize-mode';

const menu = (gameType: string, ...vendors: string[]) => ({
  gameType,
  vendors: vendors.map((vassalage) => ({ vassalage })),
});

describe('prize mode (§4)', () => {
  it('is ELOTT when the vendors include TCG_LOTTO_VN, under any game type', () => {
    expect(prizeMode([menu('RNG', 'HOUSE'), menu('LOTT', 'TCG_LOTTO_VN')])).toBe('ELOTT');
  });

  it('is ELOTT when a LOTT vendor sits under ELOTT', () => {
    expect(prizeMode([menu('ELOTT', 'TCG_SEA', 'LOTT')])).toBe('ELOTT');
  });

  it('is LOTT otherwise, including a LOTT vendor under another type', () => {
    expect(prizeMode([menu('ELOTT', 'TCG_SEA'), menu('RNG', 'LOTT')])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});
