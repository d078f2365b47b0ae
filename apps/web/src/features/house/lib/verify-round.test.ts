import { describe, expect, it } from 'vitest';
import type { HouseRound } from '@swerte/contracts';
import { EMPTY_BETS, checkInput, inputFromAddress, verifyAddress, verifyRound } from './verify-round';
import type { VerifyInput } from './verify-round';

// The known answers pinned in packages/games (README: "Known answers").
const KNOWN = {
  serverSeed: '5f2c0d9a51e34b7d8a6f1c2e3b4a5968778695a4b3c2d1e0f9e8d7c6b5a49382',
  clientSeed: 'my-seed',
  nonce: '41',
  commitment: '94a432eb441056b7245f59c2e41edc1385d323460d8ca8e4f519d770efc5c96f',
};

const input = (patch: Partial<VerifyInput>): VerifyInput => ({
  game: 'slot',
  ...KNOWN,
  lines: '20',
  betPerLine: '0.10',
  bets: { ...EMPTY_BETS },
  ...patch,
});

describe('verifyRound', () => {
  it('replays a slot round on the reels the seeds fix and checks the commitment', () => {
    const result = verifyRound(input({}));
    expect(result.commitmentMatches).toBe(true);
    if (result.game !== 'slot') throw new Error('slot expected');
    expect(result.slot.base.stops).toEqual([13, 19, 14, 12, 19]);
    expect(result.stake).toBe('2.00');
  });

  it('deals the known baccarat coup and settles the bets on it', () => {
    const result = verifyRound(
      input({ game: 'baccarat', bets: { ...EMPTY_BETS, player: '10.00', banker: '5' } }),
    );
    if (result.game !== 'baccarat') throw new Error('baccarat expected');
    const coup = result.baccarat.coup!;
    expect(coup.player.cards.map((card) => `${card.rank}${card.suit[0]}`)).toEqual(['4d', '7s', '7h']);
    expect(coup.banker.cards.map((card) => `${card.rank}${card.suit[0]}`)).toEqual(['9d', '3d', '9s']);
    expect(coup.winner).toBe('player');
    // Player 10.00 wins 1:1 (20.00 back), banker 5.00 loses.
    expect(result.payout).toBe('20.00');
    expect(result.stake).toBe('15.00');
  });

  it('says so when the server seed does not match the commitment', () => {
    expect(verifyRound(input({ serverSeed: `${KNOWN.serverSeed.slice(0, -1)}0` })).commitmentMatches).toBe(
      false,
    );
  });

  it('names the first field that cannot be used', () => {
    expect(checkInput(input({}))).toBeNull();
    expect(checkInput(input({ serverSeed: ' ' }))).toBe('serverSeed');
    expect(checkInput(input({ nonce: '-1' }))).toBe('nonce');
    expect(checkInput(input({ lines: '21' }))).toBe('lines');
    expect(checkInput(input({ betPerLine: '0' }))).toBe('betPerLine');
    expect(checkInput(input({ game: 'baccarat', bets: { ...EMPTY_BETS, tie: '1.234' } }))).toBe('bets');
  });
});

describe('verify link of the fairness panel', () => {
  const round = (patch: Partial<HouseRound>): HouseRound => ({
    roundId: 'r-1',
    game: 'slot',
    gameCode: 'SWERTE_FIESTA',
    gameName: 'Swerte Fiesta',
    status: 'settled',
    createdAt: '2026-11-25T10:00:00Z',
    settledAt: '2026-11-25T10:00:00Z',
    stake: '2.00',
    payout: '0.00',
    commitment: KNOWN.commitment,
    clientSeed: KNOWN.clientSeed,
    nonce: 41,
    serverSeed: null,
    slot: { lines: 20, betPerLine: '0.10', base: null as never, freeSpins: [] },
    baccarat: null,
    fishing: null,
    ...patch,
  });
  const open = (address: string) => inputFromAddress(new URL(address, 'https://swerte.example').searchParams);

  it('opens the page filled with the slot round and its seed once revealed: one click verifies it', () => {
    const revealed = [{ commitment: KNOWN.commitment, serverSeed: KNOWN.serverSeed }];
    const filled = open(verifyAddress(round({}), revealed));
    expect(filled).toEqual(input({}));
    expect(checkInput(filled!)).toBeNull();
    expect(verifyRound(filled!).commitmentMatches).toBe(true);
  });

  it('carries the baccarat bets, and everything but the server seed while it is still secret', () => {
    const table = round({
      game: 'baccarat',
      slot: null,
      baccarat: { bets: [{ kind: 'player', amount: '10.00' }], coup: null, results: null },
    });
    const filled = open(verifyAddress(table, []));
    expect(filled).toMatchObject({ game: 'baccarat', serverSeed: '', nonce: '41', clientSeed: 'my-seed' });
    expect(filled?.bets.player).toBe('10.00');
    expect(checkInput(filled!)).toBe('serverSeed');
  });

  it('leaves a plain /fairness address blank', () => {
    expect(open('/fairness')).toBeNull();
  });
});
