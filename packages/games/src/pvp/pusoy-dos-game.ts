import { SEATS, THREE_OF_CLUBS, type PdCard } from './pusoy-dos-cards';
import { beats, classify, type Combo } from './pusoy-dos-combos';

/** A hand of Pusoy Dos as the server holds it; every move makes a new state (nothing is mutated). */
export interface PdGame {
  hands: PdCard[][];
  /** The seat to act. */
  turn: number;
  /** The play to beat, and who made it; null when the seat to act leads. */
  table: { combo: Combo; seat: number } | null;
  /** Passes in a row since the last play. */
  passes: number;
  /** The hand's first play must hold the 3 of clubs. */
  opening: boolean;
  /** Seats that have played at least one card (a loser who never did pays double). */
  played: boolean[];
  /** The first seat out of cards, once there is one. */
  winner: number | null;
}

export type PdMove = { type: 'play'; cards: readonly PdCard[] } | { type: 'pass' };

export const PD_REFUSALS = [
  'game_over',
  'not_your_turn',
  'not_your_cards',
  'not_a_combo',
  'must_include_three_of_clubs',
  'does_not_beat',
  'cannot_pass_lead',
] as const;
export type PdRefusal = (typeof PD_REFUSALS)[number];

/** A move the rules refuse; the state is unchanged and the code says why. */
export class PdMoveError extends Error {
  constructor(readonly code: PdRefusal) {
    super(code);
  }
}

/** A new hand on dealt cards: the seat holding the 3 of clubs leads. */
export function startPusoyDos(hands: readonly PdCard[][]): PdGame {
  if (hands.length !== SEATS) throw new RangeError(`Pusoy Dos seats ${SEATS}`);
  const leader = hands.findIndex((hand) => hand.includes(THREE_OF_CLUBS));
  if (leader < 0) throw new RangeError('nobody holds the 3 of clubs');
  return {
    hands: hands.map((hand) => [...hand].sort((a, b) => a - b)),
    turn: leader,
    table: null,
    passes: 0,
    opening: true,
    played: hands.map(() => false),
    winner: null,
  };
}

const next = (seat: number) => (seat + 1) % SEATS;

/** Applies one seat's move, or throws PdMoveError with the rule it breaks. */
export function applyMove(game: PdGame, seat: number, move: PdMove): PdGame {
  if (game.winner !== null) throw new PdMoveError('game_over');
  if (seat !== game.turn) throw new PdMoveError('not_your_turn');
  if (move.type === 'pass') {
    if (!game.table) throw new PdMoveError('cannot_pass_lead');
    const passes = game.passes + 1;
    // Everyone else passed: the last to play leads anything.
    if (passes === SEATS - 1) return { ...game, table: null, passes: 0, turn: game.table.seat };
    return { ...game, passes, turn: next(seat) };
  }
  const hand = game.hands[seat]!;
  if (move.cards.some((card) => !hand.includes(card)) || new Set(move.cards).size !== move.cards.length)
    throw new PdMoveError('not_your_cards');
  const combo = classify(move.cards);
  if (!combo) throw new PdMoveError('not_a_combo');
  if (game.opening && !combo.cards.includes(THREE_OF_CLUBS))
    throw new PdMoveError('must_include_three_of_clubs');
  if (game.table && !beats(combo, game.table.combo)) throw new PdMoveError('does_not_beat');
  const hands = game.hands.map((cards, s) =>
    s === seat ? cards.filter((c) => !combo.cards.includes(c)) : cards,
  );
  return {
    hands,
    turn: next(seat),
    table: { combo, seat },
    passes: 0,
    opening: false,
    played: game.played.map((p, s) => p || s === seat),
    winner: hands[seat]!.length === 0 ? seat : null,
  };
}

/**
 * What the server plays for a seat whose turn timer ran out (or who left): a pass, or when it must lead,
 * its lowest card (the 3 of clubs on the opening lead).
 */
export function timeoutMove(game: PdGame): PdMove {
  if (game.table) return { type: 'pass' };
  return { type: 'play', cards: [game.hands[game.turn]![0]!] };
}

export interface PdSettlement {
  /** Cents each seat wins (positive) or pays (negative). */
  deltas: bigint[];
  /** Cents the house takes from the winner's takings. */
  rake: bigint;
}

/** Cards a seat is dealt, and what it owes per card when it never played: the most a loser pays, in units. */
const MOST_UNITS_OWED = 13n * 2n;

/**
 * What a seat has at stake in a hand, in cents: the most it can lose (13 cards never played, double), at
 * most what it has at the table. A hand's bet for the seat is this much; it wins or loses within it.
 */
export function pusoyDosStake(unit: bigint, stack: bigint): bigint {
  const most = unit * MOST_UNITS_OWED;
  return stack < most ? (stack > 0n ? stack : 0n) : most;
}

/**
 * Settles a finished hand in cents: each loser pays the winner `unit` per card left, double if it never
 * played a card, at most what it has at the table; the house rakes `rakeBasisPoints` of what the winner
 * takes, rounded down to the cent. Deltas and rake sum to zero.
 */
export function settlePusoyDos(
  game: PdGame,
  unit: bigint,
  stacks: readonly bigint[],
  rakeBasisPoints: number,
): PdSettlement {
  if (game.winner === null) throw new RangeError('the hand is not over');
  if (unit <= 0n) throw new RangeError('the unit is a positive number of cents');
  if (!Number.isInteger(rakeBasisPoints) || rakeBasisPoints < 0 || rakeBasisPoints > 10_000)
    throw new RangeError('rake is 0 to 10,000 basis points');
  const deltas = game.hands.map(() => 0n);
  let takings = 0n;
  game.hands.forEach((cards, seat) => {
    if (seat === game.winner) return;
    const owed = unit * BigInt(cards.length) * (game.played[seat] ? 1n : 2n);
    const stack = stacks[seat] ?? 0n;
    const paid = owed < stack ? owed : stack > 0n ? stack : 0n;
    deltas[seat] = -paid;
    takings += paid;
  });
  const rake = (takings * BigInt(rakeBasisPoints)) / 10_000n;
  deltas[game.winner] = takings - rake;
  return { deltas, rake };
}

/**
 * Each seat's valid bet in a settled hand, in cents: its part of the rake, split over the losers by what
 * each paid into the pot (largest remainder, so the parts sum to the rake exactly); the winner's is 0.
 *
 * A player-versus-player game's turnover is the rake, not the stakes: the money at stake only passes
 * between players, and counting it would let two seats that pass it back and forth earn rebate and clear
 * bonus wagering on money the house never held. Counted on the rake, what any group of seats can earn
 * back (at a rate of at most 100%) is at most the rake they paid.
 */
export function pusoyDosValidBets(deltas: readonly bigint[], rake: bigint): bigint[] {
  const paid = deltas.map((delta) => (delta < 0n ? -delta : 0n));
  const total = paid.reduce((a, b) => a + b, 0n);
  if (total === 0n || rake <= 0n) return paid.map(() => 0n);
  const shares = paid.map((p) => (rake * p) / total);
  let left = rake - shares.reduce((a, b) => a + b, 0n);
  // The cents left by rounding down go to the largest remainders (the lowest seat first on a tie).
  const order = paid
    .map((p, seat) => ({ seat, remainder: (rake * p) % total }))
    .filter(({ seat }) => paid[seat]! > 0n)
    .sort((x, y) => (x.remainder === y.remainder ? x.seat - y.seat : x.remainder > y.remainder ? -1 : 1));
  for (const { seat } of order) {
    if (left === 0n) break;
    shares[seat] = shares[seat]! + 1n;
    left -= 1n;
  }
  return shares;
}
