import { describe, expect, it } from 'vitest';
import { dealRound } from './baccarat/deal';
import { commitSeed, createRng } from './fair/rng';
import { playSlotRound } from './slot/spin';
import { dealDragonTiger } from './live/dragon-tiger';
import { spinRoulette } from './live/roulette';
import { rollSicBo } from './live/sicbo';
import { verifyBaccaratRound, verifyLiveTableRound, verifySlotRound } from './verify';

const serverSeed = '5f2c0d9a51e34b7d8a6f1c2e3b4a5968778695a4b3c2d1e0f9e8d7c6b5a49382';
const revealed = { serverSeed, commitment: commitSeed(serverSeed), clientSeed: 'my-seed', nonce: 41 };

describe('verify', () => {
  it('recomputes the slot round the server played and checks the commitment', () => {
    const bet = { betPerLine: 25n, lines: 20 };
    const played = playSlotRound(createRng(revealed), bet);
    expect(verifySlotRound(revealed, bet)).toEqual({ commitmentMatches: true, round: played });
    expect(
      verifySlotRound({ ...revealed, commitment: commitSeed('another seed') }, bet).commitmentMatches,
    ).toBe(false);
  });

  it('recomputes a baccarat coup and settles the bets on it', () => {
    const played = dealRound(createRng(revealed));
    const verified = verifyBaccaratRound(revealed, [{ kind: 'tie', stake: 100n }]);
    expect(verified.commitmentMatches).toBe(true);
    expect(verified.round).toEqual(played);
    expect(verified.settlement.payout).toBe(played.winner === 'tie' ? 900n : 0n);
  });

  it('recomputes a live table round as the table drew it, and catches a seed that is not the committed one', () => {
    const table = { ...revealed, clientSeed: 'ROULETTE', nonce: 7 };
    expect(verifyLiveTableRound(table, 'roulette')).toEqual({
      commitmentMatches: true,
      round: { game: 'roulette', pocket: spinRoulette(createRng(table)) },
    });
    expect(verifyLiveTableRound(table, 'sicbo').round).toEqual({
      game: 'sicbo',
      dice: rollSicBo(createRng(table)),
    });
    expect(verifyLiveTableRound(table, 'dragonTiger').round).toEqual({
      game: 'dragonTiger',
      round: dealDragonTiger(createRng(table)),
    });
    expect(
      verifyLiveTableRound({ ...table, commitment: commitSeed('another seed') }, 'sicbo').commitmentMatches,
    ).toBe(false);
  });

  // Known answers, also printed in the README: if one changes, past rounds no longer verify.
  it('keeps the published known-answer vectors', () => {
    expect(revealed.commitment).toBe('94a432eb441056b7245f59c2e41edc1385d323460d8ca8e4f519d770efc5c96f');
    const rng = createRng(revealed);
    expect([rng.uint32(), rng.uint32(), rng.int(52), rng.int(416)]).toEqual([3868298541, 407261269, 26, 368]);
    const slot = playSlotRound(createRng(revealed), { betPerLine: 25n, lines: 20 });
    expect(slot.base.stops).toEqual([13, 19, 14, 12, 19]);
    const coup = dealRound(createRng(revealed));
    const cards = (hand: typeof coup.player) =>
      hand.cards.map((card) => `${card.rank}${card.suit[0]}`).join(' ');
    expect([cards(coup.player), cards(coup.banker), coup.winner]).toEqual(['4d 7s 7h', '9d 3d 9s', 'player']);
  });
});
