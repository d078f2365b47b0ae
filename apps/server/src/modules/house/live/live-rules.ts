import { parseCents, type LiveBetWire, type LiveOutcome, type LiveTableGame } from '@swerte/contracts';
import {
  DRAGON_TIGER_BETS,
  ROULETTE_BETS,
  SICBO_BETS,
  assertSicBoBet,
  coveredNumbers,
  dealDragonTiger,
  dragonTigerRound,
  rollSicBo,
  settleDragonTiger,
  settleRoulette,
  settleSicBo,
  spinRoulette,
  type Card,
  type Dice,
  type Rng,
} from '@swerte/games';
import { AppError } from '../../../platform/errors.js';

/** One table's rules as the server plays them: draw a round's outcome, check a slip, pay it. */
export interface TableRules {
  draw(rng: Rng): LiveOutcome;
  /** Refuses a slip the table does not take (error_invalid_request names the bet). */
  check(bets: readonly LiveBetWire[]): void;
  /** Cents the slip returns on the outcome, stakes included. */
  payout(bets: readonly LiveBetWire[], outcome: LiveOutcome): bigint;
}

const sum = (results: readonly { payout: bigint }[]) => results.reduce((total, r) => total + r.payout, 0n);
const stakeOf = (bet: LiveBetWire) => parseCents(bet.amount);

/** The field error of the slip's bet at `index`, as the site's forms show them. */
const invalidBet = (index: number) =>
  new AppError('error_invalid_request', { fields: { [`bets.${index}`]: 'not a bet this table takes' } });

function refuseUnless(ok: boolean, index: number): void {
  if (!ok) throw invalidBet(index);
}

/** Runs a packages/games check, its RangeError turned into the catalogue's refusal of that bet. */
function checked(index: number, check: () => unknown): void {
  try {
    check();
  } catch (error) {
    if (error instanceof RangeError) throw invalidBet(index);
    throw error;
  }
}

const isOneOf = <T extends string>(list: readonly T[], kind: string): kind is T =>
  (list as readonly string[]).includes(kind);

const roulette: TableRules = {
  draw: (rng) => ({ pocket: spinRoulette(rng) }),
  check: (bets) =>
    bets.forEach((bet, i) => {
      refuseUnless(isOneOf(ROULETTE_BETS, bet.kind) && !bet.faces && bet.total === undefined, i);
      checked(i, () => coveredNumbers(toRoulette(bet)));
    }),
  payout: (bets, outcome) => sum(settleRoulette(bets.map(toRoulette), outcome.pocket!)),
};

function toRoulette(bet: LiveBetWire) {
  return {
    kind: bet.kind as (typeof ROULETTE_BETS)[number],
    ...(bet.numbers ? { numbers: bet.numbers } : {}),
    ...(bet.which ? { which: bet.which as 1 | 2 | 3 } : {}),
    stake: stakeOf(bet),
  };
}

const sicbo: TableRules = {
  draw: (rng) => ({ dice: [...rollSicBo(rng)] }),
  check: (bets) =>
    bets.forEach((bet, i) => {
      refuseUnless(isOneOf(SICBO_BETS, bet.kind) && !bet.numbers && bet.which === undefined, i);
      checked(i, () => assertSicBoBet(toSicBo(bet)));
    }),
  payout: (bets, outcome) => sum(settleSicBo(bets.map(toSicBo), outcome.dice as unknown as Dice)),
};

function toSicBo(bet: LiveBetWire) {
  return {
    kind: bet.kind as (typeof SICBO_BETS)[number],
    ...(bet.faces ? { faces: bet.faces } : {}),
    ...(bet.total === undefined ? {} : { total: bet.total }),
    stake: stakeOf(bet),
  };
}

const dragonTiger: TableRules = {
  draw: (rng) => {
    const round = dealDragonTiger(rng);
    return { dragon: round.dragon, tiger: round.tiger, winner: round.winner };
  },
  check: (bets) =>
    bets.forEach((bet, i) =>
      refuseUnless(
        isOneOf(DRAGON_TIGER_BETS, bet.kind) && !bet.numbers && !bet.faces && !bet.which && !bet.total,
        i,
      ),
    ),
  payout: (bets, outcome) =>
    sum(
      settleDragonTiger(
        bets.map((bet) => ({ kind: bet.kind as (typeof DRAGON_TIGER_BETS)[number], stake: stakeOf(bet) })),
        dragonTigerRound(outcome.dragon as Card, outcome.tiger as Card),
      ),
    ),
};

export const TABLE_RULES: Readonly<Record<LiveTableGame, TableRules>> = { roulette, sicbo, dragonTiger };
