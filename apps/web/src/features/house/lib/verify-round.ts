import { verifyBaccaratRound, verifyLiveTableRound, verifySlotRound } from '@swerte/games';
import type { LiveTableDraw, SpinResult } from '@swerte/games';
import { BACCARAT_BET_KINDS } from '@swerte/contracts';
import type {
  BaccaratBetKindWire,
  BaccaratRoundWire,
  HouseRound,
  SlotRoundWire,
  SlotSpinWire,
} from '@swerte/contracts';
import { formatCents, parseCents } from '@swerte/contracts';

/** What the verify form holds: seeds, nonce and the bet, as typed. */
/** The games the page replays: the member's own rounds, and the shared live tables' rounds. */
export const VERIFY_GAMES = ['slot', 'baccarat', 'roulette', 'sicbo', 'dragonTiger'] as const;
export type VerifyGame = (typeof VERIFY_GAMES)[number];
const isLiveTable = (game: VerifyGame): game is LiveTableDraw['game'] =>
  game === 'roulette' || game === 'sicbo' || game === 'dragonTiger';

export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  commitment: string;
  lines: string;
  betPerLine: string;
  bets: Record<BaccaratBetKindWire, string>;
}

export type VerifyResult =
  | { game: 'slot'; commitmentMatches: boolean; slot: SlotRoundWire; stake: string; payout: string }
  | {
      game: 'baccarat';
      commitmentMatches: boolean;
      baccarat: BaccaratRoundWire;
      stake: string;
      payout: string;
    }
  | { game: 'live'; commitmentMatches: boolean; draw: LiveTableDraw };

export type VerifyProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'lines' | 'betPerLine' | 'bets';

export const EMPTY_BETS = Object.fromEntries(BACCARAT_BET_KINDS.map((kind) => [kind, ''])) as Record<
  BaccaratBetKindWire,
  string
>;

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** The first field that cannot be used as it is, or null. */
export function checkInput(input: VerifyInput): VerifyProblem | null {
  if (input.serverSeed.trim() === '') return 'serverSeed';
  if (input.clientSeed === '') return 'clientSeed';
  if (!/^\d{1,9}$/.test(input.nonce.trim())) return 'nonce';
  if (isLiveTable(input.game)) return null;
  if (input.game === 'slot') {
    const lines = Number(input.lines);
    if (!Number.isInteger(lines) || lines < 1 || lines > 20) return 'lines';
    if (!MONEY.test(input.betPerLine.trim()) || parseCents(input.betPerLine) <= 0n) return 'betPerLine';
    return null;
  }
  const amounts = Object.values(input.bets).filter((amount) => amount.trim() !== '');
  return amounts.every((amount) => MONEY.test(amount.trim())) ? null : 'bets';
}

function spinWire(spin: SpinResult): SlotSpinWire {
  return {
    mode: spin.mode,
    stops: spin.stops,
    grid: spin.grid,
    lineWins: spin.lineWins.map((win) => ({ ...win, payout: formatCents(win.payout) })),
    scatter: { ...spin.scatter, payout: formatCents(spin.scatter.payout) },
    multiplier: spin.multiplier,
    payout: formatCents(spin.payout),
  };
}

/**
 * Replays the round in this browser with the games package, the very code the server plays with:
 * the commitment check and the outcome, in the API's shapes so the same pieces draw it.
 */
export function verifyRound(input: VerifyInput): VerifyResult {
  const seeds = {
    serverSeed: input.serverSeed.trim(),
    clientSeed: input.clientSeed,
    nonce: Number(input.nonce),
    commitment: input.commitment.trim().toLowerCase(),
  };
  if (isLiveTable(input.game)) {
    const { commitmentMatches, round } = verifyLiveTableRound(seeds, input.game);
    return { game: 'live', commitmentMatches, draw: round };
  }
  if (input.game === 'slot') {
    const betPerLine = parseCents(input.betPerLine);
    const lines = Number(input.lines);
    const { commitmentMatches, round } = verifySlotRound(seeds, { betPerLine, lines });
    return {
      game: 'slot',
      commitmentMatches,
      slot: {
        lines,
        betPerLine: formatCents(betPerLine),
        base: spinWire(round.base),
        freeSpins: round.freeSpins.map(spinWire),
      },
      stake: formatCents(round.stake),
      payout: formatCents(round.payout),
    };
  }
  const bets = BACCARAT_BET_KINDS.filter(
    (kind) => input.bets[kind].trim() !== '' && parseCents(input.bets[kind]) > 0n,
  ).map((kind) => ({ kind, stake: parseCents(input.bets[kind]) }));
  const { commitmentMatches, round, settlement } = verifyBaccaratRound(seeds, bets);
  return {
    game: 'baccarat',
    commitmentMatches,
    baccarat: {
      bets: bets.map((bet) => ({ kind: bet.kind, amount: formatCents(bet.stake) })),
      coup: {
        player: round.player,
        banker: round.banker,
        winner: round.winner,
        natural: round.natural,
        playerPair: round.playerPair,
        bankerPair: round.bankerPair,
      },
      results: settlement.results.map((result) => ({
        kind: result.kind,
        amount: formatCents(result.stake),
        outcome: result.outcome,
        payout: formatCents(result.payout),
      })),
    },
    stake: formatCents(settlement.stake),
    payout: formatCents(settlement.payout),
  };
}

/**
 * The form filled from a recalled round (its server seed only once revealed); null for a game the page
 * does not replay (fishing batches).
 */
export function inputFromRound(round: HouseRound): VerifyInput | null {
  if (round.game !== 'slot' && round.game !== 'baccarat') return null;
  const bets = { ...EMPTY_BETS };
  for (const bet of round.baccarat?.bets ?? []) bets[bet.kind] = bet.amount;
  return {
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    clientSeed: round.clientSeed,
    nonce: round.nonce === null ? '' : String(round.nonce),
    commitment: round.commitment,
    lines: String(round.slot?.lines ?? 20),
    betPerLine: round.slot?.betPerLine ?? '0.01',
    bets,
  };
}

/**
 * The verify page's address for a round just played, from the game's fairness panel: the seeds (the
 * server seed once its pair is revealed), nonce and bet in the query, so the page opens filled and
 * verifies in one click, in a new tab where the member may not be logged in.
 */
export function verifyAddress(
  round: HouseRound,
  revealed: readonly { commitment: string; serverSeed: string }[],
) {
  const serverSeed =
    round.serverSeed ?? revealed.find((pair) => pair.commitment === round.commitment)?.serverSeed ?? '';
  const input = inputFromRound({ ...round, serverSeed });
  if (!input) return '/fairness';
  const query = new URLSearchParams({ game: input.game });
  if (input.serverSeed) query.set('serverSeed', input.serverSeed);
  query.set('commitment', input.commitment);
  query.set('clientSeed', input.clientSeed);
  query.set('nonce', input.nonce);
  if (input.game === 'slot') {
    query.set('lines', input.lines);
    query.set('betPerLine', input.betPerLine);
  } else {
    for (const kind of BACCARAT_BET_KINDS) if (input.bets[kind]) query.set(`bet-${kind}`, input.bets[kind]);
  }
  return `/fairness?${query.toString()}`;
}

/** The form as verifyAddress wrote it into the address, or null when the address carries no round. */
export function inputFromAddress(params: URLSearchParams): VerifyInput | null {
  const game = VERIFY_GAMES.find((known) => known === params.get('game'));
  if (!game) return null;
  const bets = { ...EMPTY_BETS };
  for (const kind of BACCARAT_BET_KINDS) bets[kind] = params.get(`bet-${kind}`) ?? '';
  return {
    game,
    serverSeed: params.get('serverSeed') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '0',
    commitment: params.get('commitment') ?? '',
    lines: params.get('lines') ?? '20',
    betPerLine: params.get('betPerLine') ?? '0.01',
    bets,
  };
}
