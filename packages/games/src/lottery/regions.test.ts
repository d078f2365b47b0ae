import { describe, expect, it } from 'vitest';
import { commitSeed, createRng } from '../fair/rng';
import { scriptedRng } from '../testing/scripted-rng';
import { verifySeaDraw, verifyVnDraw } from '../verify';
import { NORTH_EXAMPLE, SOUTH_EXAMPLE } from './examples';
import { drawVnResult, numbersPerDraw, resultProblem, vnBalls } from './regions';
import { drawClientSeed } from './seeds';

const serverSeed = '5f2c0d9a51e34b7d8a6f1c2e3b4a5968778695a4b3c2d1e0f9e8d7c6b5a49382';
const revealed = {
  serverSeed,
  commitment: commitSeed(serverSeed),
  clientSeed: drawClientSeed('MB', '20261126'),
  nonce: 0,
};

describe('Vietnamese regional draws', () => {
  it('has 27 numbers in the North and 18 in the South and Central', () => {
    expect(numbersPerDraw('north')).toBe(27);
    expect(numbersPerDraw('south')).toBe(18);
    expect(numbersPerDraw('central')).toBe(18);
  });

  it('draws prizes from the special down, one int(10^digits) a number, leading zeros kept', () => {
    const values = [
      98_765, 12_340, 1, 2, 3, 4, 5, 6, 7, 65, 8, 9, 10, 11, 12, 13, 14, 15, 16, 765, 17, 18, 765, 19, 20, 21,
      65,
    ];
    const rng = scriptedRng(values);
    expect(drawVnResult(rng, 'north')).toEqual(NORTH_EXAMPLE);
    expect(rng.left()).toBe(0);
    expect(
      drawVnResult(
        scriptedRng([
          123_456, 11_111, 22_222, 33_333, 44_444, 55_555, 66_666, 77_777, 88_888, 99_999, 56, 12_345, 456,
          1_111, 2_222, 3_333, 456, 56,
        ]),
        'south',
      ),
    ).toEqual(SOUTH_EXAMPLE);
  });

  it('checks entered official results', () => {
    expect(resultProblem(NORTH_EXAMPLE)).toBeNull();
    expect(resultProblem(SOUTH_EXAMPLE)).toBeNull();
    expect(
      resultProblem({ ...NORTH_EXAMPLE, prizes: { ...NORTH_EXAMPLE.prizes, seventh: ['19', '20', '21'] } }),
    ).toBe('seventh: needs 4 numbers');
    expect(resultProblem({ ...SOUTH_EXAMPLE, prizes: { ...SOUTH_EXAMPLE.prizes, special: ['12345'] } })).toBe(
      'special: 12345 is not 6 digits',
    );
    expect(resultProblem({ ...NORTH_EXAMPLE, prizes: { ...NORTH_EXAMPLE.prizes, eighth: ['12'] } })).toBe(
      'eighth: not a prize of this region',
    );
  });

  it('seeds a house draw with its game and numero', () => {
    expect(drawClientSeed('TPHCM', '20261130')).toBe('TPHCM:20261130');
    expect(() => drawClientSeed('MB:1', '20261126')).toThrow(RangeError);
  });

  it('shows at most six balls: the special prize digits', () => {
    expect(vnBalls(NORTH_EXAMPLE)).toEqual([9, 8, 7, 6, 5]);
    expect(vnBalls(SOUTH_EXAMPLE)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is reproducible and verifiable from the revealed seeds', () => {
    const drawn = drawVnResult(createRng(revealed), 'north');
    expect(resultProblem(drawn)).toBeNull();
    expect(verifyVnDraw(revealed, 'north')).toEqual({ commitmentMatches: true, round: drawn });
    expect(verifyVnDraw({ ...revealed, commitment: commitSeed('other') }, 'north').commitmentMatches).toBe(
      false,
    );
    expect(verifyVnDraw({ ...revealed, nonce: 1 }, 'north').round).not.toEqual(drawn);
    expect(verifySeaDraw(revealed).round).toHaveLength(5);
  });

  // Known answers, printed in the README: if one changes, published draws no longer verify.
  it('keeps the published known-answer vectors', () => {
    const north = verifyVnDraw(revealed, 'north').round;
    expect([north.prizes.special, north.prizes.seventh]).toEqual([['21026'], ['34', '69', '00', '21']]);
    const south = verifyVnDraw({ ...revealed, clientSeed: 'TPHCM:20261130' }, 'south').round;
    expect([south.prizes.special, south.prizes.eighth]).toEqual([['414364'], ['42']]);
    expect(verifySeaDraw({ ...revealed, clientSeed: 'SEA1:20261126-0001' }).round).toEqual([1, 3, 4, 9, 3]);
  });
});
