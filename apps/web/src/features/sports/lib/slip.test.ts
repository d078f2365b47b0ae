import { describe, expect, it } from 'vitest';
import {
  EMPTY_SLIP,
  cleanStake,
  removePick,
  slipBody,
  sumMoney,
  systemChoices,
  togglePick,
  type SlipPick,
} from './slip';

const pick = (selectionId: number, eventId: number): SlipPick => ({
  selectionId,
  eventId,
  odds: '2.00',
  display: { decimal: '2.00', hongKong: '1.00', malay: '1.00', indonesian: '1.00' },
  eventName: `Event ${eventId}`,
  marketName: 'Match result',
  selectionName: 'Home',
});

describe('the bet slip', () => {
  it('offers a parlay once two events are picked, and takes a pick off on a second tap', () => {
    const one = togglePick(EMPTY_SLIP, pick(1, 10));
    expect(one.mode).toBe('singles');
    const two = togglePick(one, pick(2, 20));
    expect(two.mode).toBe('parlay');
    expect(togglePick(two, pick(2, 20)).picks.map((p) => p.selectionId)).toEqual([1]);
    expect(removePick(two, 1).mode).toBe('singles');
    // Two prices of one event are singles, never a parlay.
    expect(togglePick(one, pick(3, 10)).mode).toBe('singles');
  });

  it('builds the call: singles with a stake, a parlay, a system; nothing without a stake', () => {
    const slip = togglePick(togglePick(togglePick(EMPTY_SLIP, pick(1, 10)), pick(2, 20)), pick(3, 30));
    expect(slipBody({ ...slip, comboStake: '' }, 'request01', 'none')).toBeNull();
    expect(slipBody({ ...slip, comboStake: '10' }, 'request01', 'better')).toEqual({
      requestId: 'request01',
      oddsChange: 'better',
      parlay: { picks: [1, 2, 3].map((id) => ({ selectionId: id, odds: '2.00' })), stake: '10' },
    });
    const singles = slipBody({ ...slip, mode: 'singles', stakes: { 2: '5.5' } }, 'request01', 'any');
    expect(singles?.singles).toEqual([{ selectionId: 2, odds: '2.00', stake: '5.5' }]);
    const system = slipBody({ ...slip, mode: 'system', comboStake: '1' }, 'request01', 'none');
    expect(system?.system).toMatchObject({ system: 'trixie', unitStake: '1' });
  });

  it('names the systems of a pick count with their lines', () => {
    expect(systemChoices(3)).toEqual([
      { code: 'trixie', name: 'Trixie', lines: 4 },
      { code: 'patent', name: 'Patent', lines: 7 },
      { code: '2/3', name: '2/3', lines: 3 },
    ]);
    expect(systemChoices(4).find((s) => s.code === 'lucky15')).toMatchObject({ name: 'Lucky 15', lines: 15 });
    expect(systemChoices(2)).toEqual([]);
  });

  it('keeps stakes to money and sums money without floats', () => {
    expect(cleanStake('1a2.345')).toBe('12.34');
    expect(sumMoney(['0.10', '0.20', '1234567.89'])).toBe('1234568.19');
    expect(sumMoney([])).toBe('0.00');
  });
});
