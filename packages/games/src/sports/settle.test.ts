import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../maths/fraction';
import type { EventResult, Selection } from './markets';
import { MAX_ODDS, MIN_ODDS } from './odds';
import { lineHalves, returnFactor, settleLine, settleSelection, settleSingle } from './settle';
import type { Outcome } from './settle';

const score = (home: number, away: number): EventResult => ({ kind: 'score', score: { home, away } });
const maps = (home: number, away: number): EventResult => ({ kind: 'maps', score: { home, away } });
const outcome = (selection: Selection, result: EventResult) => settleSelection(selection, result).outcome;
const ah = (pick: 'home' | 'away', quarters: number) =>
  ({ market: 'asianHandicap', pick, quarters }) as const;
const ou = (pick: 'over' | 'under', quarters: number) => ({ market: 'overUnder', pick, quarters }) as const;

describe('settling a selection', () => {
  it('settles Asian handicaps, quarter lines on half the stake each', () => {
    const table: [Selection, [number, number], Outcome][] = [
      [ah('home', -1), [1, 0], 'won'], // −0.25: 0 and −0.5 both won
      [ah('home', -1), [0, 0], 'halfLost'], // 0 void, −0.5 lost
      [ah('home', -1), [0, 1], 'lost'],
      [ah('away', 1), [0, 0], 'halfWon'], // +0.25: 0 void, +0.5 won
      [ah('home', -3), [1, 0], 'halfWon'], // −0.75: −0.5 won, −1 void
      [ah('home', -3), [2, 0], 'won'],
      [ah('home', -3), [0, 0], 'lost'],
      [ah('home', -4), [1, 0], 'void'], // −1 on a one-goal win
      [ah('home', -4), [3, 1], 'won'],
      [ah('home', -2), [0, 0], 'lost'], // −0.5
      [ah('away', 2), [0, 0], 'won'], // +0.5
      [ah('home', 0), [2, 2], 'void'], // draw no bet
      [ah('away', 5), [2, 1], 'halfWon'], // +1.25 losing by one: +1 void, +1.5 won
    ];
    for (const [selection, [h, a], expected] of table) {
      expect(outcome(selection, score(h, a)), JSON.stringify([selection, h, a])).toBe(expected);
    }
  });

  it('settles totals on quarter, half and whole lines', () => {
    expect(outcome(ou('over', 9), score(1, 1))).toBe('halfLost'); // 2.25: 2 void, 2.5 lost
    expect(outcome(ou('under', 9), score(1, 1))).toBe('halfWon');
    expect(outcome(ou('over', 9), score(2, 1))).toBe('won');
    expect(outcome(ou('over', 11), score(2, 1))).toBe('halfWon'); // 2.75: 2.5 won, 3 void
    expect(outcome(ou('under', 11), score(2, 1))).toBe('halfLost');
    expect(outcome(ou('over', 8), score(1, 1))).toBe('void'); // 2.0
    expect(outcome(ou('under', 10), score(1, 1))).toBe('won'); // 2.5
    expect(outcome(ou('over', 10), score(0, 0))).toBe('lost');
  });

  it('settles 1X2, double chance, both teams to score and correct score', () => {
    expect(outcome({ market: '1x2', pick: 'draw' }, score(1, 1))).toBe('won');
    expect(outcome({ market: '1x2', pick: 'home' }, score(1, 1))).toBe('lost');
    expect(outcome({ market: '1x2', pick: 'away' }, score(0, 3))).toBe('won');
    expect(outcome({ market: 'doubleChance', pick: 'homeDraw' }, score(1, 1))).toBe('won');
    expect(outcome({ market: 'doubleChance', pick: 'homeAway' }, score(1, 1))).toBe('lost');
    expect(outcome({ market: 'doubleChance', pick: 'drawAway' }, score(2, 1))).toBe('lost');
    expect(outcome({ market: 'bothTeamsToScore', pick: 'yes' }, score(2, 1))).toBe('won');
    expect(outcome({ market: 'bothTeamsToScore', pick: 'no' }, score(2, 0))).toBe('won');
    expect(outcome({ market: 'bothTeamsToScore', pick: 'yes' }, score(0, 0))).toBe('lost');
    expect(outcome({ market: 'correctScore', home: 2, away: 1 }, score(2, 1))).toBe('won');
    expect(outcome({ market: 'correctScore', home: 1, away: 2 }, score(2, 1))).toBe('lost');
    expect(outcome({ market: 'correctScore', other: true, maxListed: 3 }, score(4, 0))).toBe('won');
    expect(outcome({ market: 'correctScore', other: true, maxListed: 3 }, score(3, 3))).toBe('lost');
  });

  it('settles esports on maps won', () => {
    expect(outcome({ market: 'matchWinner', pick: 'home' }, maps(2, 1))).toBe('won');
    expect(outcome({ market: 'matchWinner', pick: 'away' }, maps(2, 1))).toBe('lost');
    expect(outcome({ market: 'matchWinner', pick: 'home' }, maps(1, 1))).toBe('void');
    expect(outcome({ market: 'mapHandicap', pick: 'home', quarters: -6 }, maps(2, 0))).toBe('won'); // −1.5
    expect(outcome({ market: 'mapHandicap', pick: 'home', quarters: -6 }, maps(2, 1))).toBe('lost');
    expect(outcome({ market: 'mapHandicap', pick: 'away', quarters: 6 }, maps(2, 1))).toBe('won');
    expect(outcome({ market: 'totalMaps', pick: 'over', quarters: 10 }, maps(2, 1))).toBe('won');
    expect(outcome({ market: 'totalMaps', pick: 'under', quarters: 10 }, maps(2, 0))).toBe('won');
  });

  it('settles outrights with dead heats and non-runners', () => {
    const placings: EventResult = {
      kind: 'placings',
      placings: { order: [['A'], ['B'], ['C', 'D'], ['E']], nonRunners: ['F'] },
    };
    const to = (competitor: string, places = 1) =>
      settleSelection({ market: 'outright', competitor, places }, placings);
    expect(to('A')).toEqual({ outcome: 'won', share: Fraction.one });
    expect(to('B').outcome).toBe('lost');
    expect(to('C', 3)).toEqual({ outcome: 'won', share: new Fraction(1, 2) });
    expect(to('C', 4)).toEqual({ outcome: 'won', share: Fraction.one });
    expect(to('E', 3).outcome).toBe('lost');
    expect(to('F').outcome).toBe('void');
    expect(to('G').outcome).toBe('lost');
    const tiedWin: EventResult = { kind: 'placings', placings: { order: [['A', 'B', 'C']] } };
    expect(settleSelection({ market: 'outright', competitor: 'B' }, tiedWin).share).toEqual(
      new Fraction(1, 3),
    );
  });

  it('voids every selection of a void event, and refuses a result of the wrong kind', () => {
    expect(outcome({ market: '1x2', pick: 'home' }, { kind: 'void' })).toBe('void');
    expect(outcome({ market: 'outright', competitor: 'A' }, { kind: 'void' })).toBe('void');
    expect(() => settleSelection({ market: '1x2', pick: 'home' }, maps(2, 0))).toThrow();
    expect(() => settleSelection({ market: 'matchWinner', pick: 'home' }, score(2, 0))).toThrow();
    expect(() => settleSelection({ market: 'outright', competitor: 'A' }, score(2, 0))).toThrow();
    expect(() => settleSelection({ market: '1x2', pick: 'home' }, score(-1, 0))).toThrow(RangeError);
  });

  it('returns each outcome in cents, rounded down', () => {
    const at = (o: Outcome, share = Fraction.one) => settleSingle(1000n, 1900n, { outcome: o, share });
    expect(at('won')).toBe(1900n);
    expect(at('lost')).toBe(0n);
    expect(at('void')).toBe(1000n);
    expect(at('halfWon')).toBe(1450n); // 5.00 at 1.90 + 5.00 back
    expect(at('halfLost')).toBe(500n);
    expect(at('won', new Fraction(1, 3))).toBe(633n); // 6.333… rounded down
    expect(settleSingle(333n, 1955n, { outcome: 'halfWon', share: Fraction.one })).toBe(492n); // 3.33 × 2.955 / 2 = 4.920075
  });

  it('property: a quarter line settles as the average of its two halves', () => {
    const oddsArb = fc.bigInt({ min: MIN_ODDS, max: MAX_ODDS });
    const goals = fc.integer({ min: 0, max: 12 });
    const quarterArb = fc.integer({ min: -20, max: 20 }).map((q) => 2 * q + 1);
    const pickArb = fc.constantFrom('home', 'away', 'over', 'under');
    fc.assert(
      fc.property(goals, goals, quarterArb, pickArb, oddsArb, (h, a, quarters, pick, odds) => {
        const selectionAt = (q: number): Selection =>
          pick === 'home' || pick === 'away' ? ah(pick, q) : ou(pick, q);
        const factor = (q: number) => returnFactor(settleSelection(selectionAt(q), score(h, a)), odds);
        const [low, high] = lineHalves(quarters) as [number, number];
        expect(high - low).toBe(2);
        expect(factor(quarters)).toEqual(factor(low).add(factor(high)).div(2));
      }),
    );
  });

  it('property: the two sides of a handicap mirror each other', () => {
    const mirror: Record<Outcome, Outcome> = {
      won: 'lost',
      lost: 'won',
      void: 'void',
      halfWon: 'halfLost',
      halfLost: 'halfWon',
    };
    fc.assert(
      fc.property(fc.integer({ min: -15, max: 15 }), fc.integer({ min: -24, max: 24 }), (lead, quarters) => {
        expect(settleLine(-lead, -quarters)).toBe(mirror[settleLine(lead, quarters)]);
      }),
    );
  });

  it('property: exactly one selection wins a 1X2 and a correct-score market, double chance covers two of three', () => {
    const goals = fc.integer({ min: 0, max: 12 });
    fc.assert(
      fc.property(
        goals,
        goals,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 10 }),
        (h, a, maxListed, line) => {
          const result = score(h, a);
          const won = (selections: Selection[]) =>
            selections.filter((sel) => outcome(sel, result) === 'won').length;
          expect(won((['home', 'draw', 'away'] as const).map((pick) => ({ market: '1x2', pick })))).toBe(1);
          expect(
            won(
              (['homeDraw', 'homeAway', 'drawAway'] as const).map((pick) => ({
                market: 'doubleChance',
                pick,
              })),
            ),
          ).toBe(2);
          const listed: Selection[] = [];
          for (let x = 0; x <= maxListed; x++)
            for (let y = 0; y <= maxListed; y++) listed.push({ market: 'correctScore', home: x, away: y });
          expect(won([...listed, { market: 'correctScore', other: true, maxListed }])).toBe(1);
          expect(
            won([
              { market: 'bothTeamsToScore', pick: 'yes' },
              { market: 'bothTeamsToScore', pick: 'no' },
            ]),
          ).toBe(1);
          // On a half line (0.5, 1.5…) exactly one of over and under wins.
          expect(won([ou('over', line * 4 + 2), ou('under', line * 4 + 2)])).toBe(1);
        },
      ),
    );
  });
});
