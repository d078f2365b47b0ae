import type { LotteryKind, SlipBet } from '@swerte/contracts';
import {
  SEA_BET_KINDS,
  SEA_SUM_WAYS,
  VN_BET_RULES,
  VN_BET_TYPES,
  checkSeaBet,
  checkVnTicket,
  choose,
  maxCombinationHalves,
  defaultSeaOdds,
  defaultVnOdds,
  describeReturn,
  returnToPlayer,
  seaReturnToPlayer,
  settleSea,
  settleVnTicket,
  type BetOdds,
  type SeaBet,
  type SeaBetKind,
  type TicketError,
  type VnBetType,
  type VnRegion,
  type VnResult,
} from '@swerte/games';

/**
 * The lottery's rules as the server applies them, pure: the operator's settings over the defaults of
 * packages/games, a slip's bet checked into tickets with their stakes and liabilities, and a ticket
 * settled on a result. No I/O and no clock.
 */

/** One bet type's operator settings, in cents. */
export interface BetSetting {
  enabled: boolean;
  price: bigint;
  /** Per point of a winning combination. SEA `sum`: what the rarest total (0 or 45) pays; a total with w ways pays ⌊pays / w⌋. */
  pays: bigint;
  maxPayout: bigint;
  minStake: bigint;
  maxStake: bigint;
  maxNumbers: number;
}
export type BetSettings = Record<string, BetSetting>;

const DEFAULT_MIN_STAKE = 100n;
const DEFAULT_MAX_STAKE = 100_000_000n;

export function isSea(kind: LotteryKind): kind is 'sea' {
  return kind === 'sea';
}

export function betTypesOf(kind: LotteryKind): readonly string[] {
  return isSea(kind) ? SEA_BET_KINDS : VN_BET_TYPES;
}

/** A representative SEA bet of a kind, for its default odds and return. */
function seaSample(kind: SeaBetKind, total = 0): SeaBet {
  switch (kind) {
    case 'digit':
      return { kind, position: 1, digit: 0 };
    case 'positionBigSmall':
      return { kind, position: 1, pick: 'big' };
    case 'positionOddEven':
      return { kind, position: 1, pick: 'odd' };
    case 'sum':
      return { kind, total };
    case 'sumBigSmall':
      return { kind, pick: 'big' };
    case 'sumOddEven':
      return { kind, pick: 'odd' };
  }
}

/** Defaults: packages/games odds, stakes 1.00 to 1,000,000.00, 100 numbers (10 for groups). */
export function defaultSettings(kind: LotteryKind): BetSettings {
  const settings: BetSettings = {};
  for (const type of betTypesOf(kind)) {
    const odds = isSea(kind)
      ? defaultSeaOdds(seaSample(type as SeaBetKind))
      : defaultVnOdds(kind, type as VnBetType);
    const group = isSea(kind) ? 1 : VN_BET_RULES[type as VnBetType].group;
    settings[type] = {
      enabled: true,
      price: odds.price,
      pays: odds.pays,
      maxPayout: odds.maxPayout,
      minStake: DEFAULT_MIN_STAKE,
      maxStake: DEFAULT_MAX_STAKE,
      maxNumbers: group > 1 ? 10 : isSea(kind) ? 46 : 100,
    };
  }
  return settings;
}

type StoredSetting = Partial<Record<keyof BetSetting, string | number | boolean>>;

/** The stored JSON (cents as strings) over the defaults; unknown types and bad values are ignored. */
export function effectiveSettings(kind: LotteryKind, stored: unknown): BetSettings {
  const settings = defaultSettings(kind);
  if (!stored || typeof stored !== 'object') return settings;
  for (const [type, raw] of Object.entries(stored as Record<string, StoredSetting>)) {
    const base = settings[type];
    if (!base || !raw) continue;
    const cents = (value: unknown, fallback: bigint) =>
      typeof value === 'string' && /^\d{1,15}$/.test(value) ? BigInt(value) : fallback;
    settings[type] = {
      enabled: typeof raw.enabled === 'boolean' ? raw.enabled : base.enabled,
      price: cents(raw.price, base.price),
      pays: cents(raw.pays, base.pays),
      maxPayout: cents(raw.maxPayout, base.maxPayout),
      minStake: cents(raw.minStake, base.minStake),
      maxStake: cents(raw.maxStake, base.maxStake),
      maxNumbers: typeof raw.maxNumbers === 'number' ? raw.maxNumbers : base.maxNumbers,
    };
  }
  return settings;
}

export function storedSettings(settings: BetSettings): Record<string, StoredSetting> {
  return Object.fromEntries(
    Object.entries(settings).map(([type, s]) => [
      type,
      {
        enabled: s.enabled,
        price: s.price.toString(),
        pays: s.pays.toString(),
        maxPayout: s.maxPayout.toString(),
        minStake: s.minStake.toString(),
        maxStake: s.maxStake.toString(),
        maxNumbers: s.maxNumbers,
      },
    ]),
  );
}

const returns = new Map<string, string>();

/** The exact return to player at these odds, as a percentage to 4 places ("95.0000"); cached. */
export function returnPercent(kind: LotteryKind, type: string, setting: Pick<BetSetting, 'price' | 'pays'>) {
  const key = `${kind}:${type}:${setting.price}:${setting.pays}`;
  let known = returns.get(key);
  if (known === undefined) {
    const rtp = isSea(kind)
      ? type === 'sum'
        ? // The rarest total's return; every other total's is at most this (⌊pays / ways⌋).
          seaReturnToPlayer(seaSample('sum'), setting)
        : seaReturnToPlayer(seaSample(type as SeaBetKind), setting)
      : returnToPlayer(kind, type as VnBetType, setting);
    known = describeReturn(rtp).percent.replace('%', '');
    returns.set(key, known);
  }
  return known;
}

/** The odds one SEA number is bought at (a sum total pays by its ways). */
function seaOdds(bet: SeaBet, setting: BetSetting): BetOdds {
  const pays = bet.kind === 'sum' ? setting.pays / BigInt(SEA_SUM_WAYS[bet.total] ?? 1) : setting.pays;
  return { price: setting.price, pays, maxPayout: setting.maxPayout };
}

/** A ticket checked and priced, ready to store. */
export interface CheckedTicket {
  betType: string;
  numbers: string[];
  position: number | null;
  points: number;
  stake: bigint;
  odds: BetOdds;
  /**
   * The most the house can pay on each number (every occurrence counted, capped by the ticket's maximum),
   * keyed per bet type: a draw never pays a number's tickets more than its recorded liability.
   */
  liabilities: { number: string; amount: bigint }[];
}

export type SlipCheck =
  | { ok: true; tickets: CheckedTicket[] }
  | { ok: false; code: TicketError | 'error_lottery_number_range'; detail: string };

const fail = (code: TicketError, detail: string): SlipCheck => ({ ok: false, code, detail });

/**
 * Checks one bet of a slip against a game's settings. A Vietnamese bet is one ticket (its numbers
 * combine as the type says); each SEA number is a ticket of its own.
 */
export function checkSlipBet(kind: LotteryKind, settings: BetSettings, bet: SlipBet): SlipCheck {
  const setting = settings[bet.betType];
  if (!setting?.enabled) return fail('error_lottery_bet_type', bet.betType);
  return isSea(kind) ? checkSea(setting, bet) : checkVn(kind, setting, bet);
}

function checkVn(region: VnRegion, setting: BetSetting, bet: SlipBet): SlipCheck {
  if (bet.position !== undefined) return fail('error_lottery_number_format', 'position');
  const limits = { minStake: setting.minStake, maxStake: setting.maxStake, maxNumbers: setting.maxNumbers };
  const checked = checkVnTicket(
    { type: bet.betType, numbers: bet.numbers, points: BigInt(bet.points) },
    setting,
    limits,
  );
  if (!checked.ok) return fail(checked.code, checked.detail);
  const type = checked.value.type;
  const group = VN_BET_RULES[type].group;
  // Each number sits in C(n − 1, k − 1) of the ticket's combinations, and each of those wins at most
  // maxCombinationHalves / 2 times (lô once per prize its number ends: 27 in the North); the ticket
  // never pays above its cap, so neither does any one number of it.
  const most =
    ((BigInt(bet.points) * setting.pays * maxCombinationHalves(region, type)) / 2n) *
    choose(bet.numbers.length - 1, group - 1);
  const per = most < setting.maxPayout ? most : setting.maxPayout;
  return {
    ok: true,
    tickets: [
      {
        betType: type,
        numbers: [...bet.numbers],
        position: null,
        points: bet.points,
        stake: checked.stake,
        odds: { price: setting.price, pays: setting.pays, maxPayout: setting.maxPayout },
        liabilities: bet.numbers.map((number) => ({ number, amount: per })),
      },
    ],
  };
}

/** Reads one SEA number of a bet into the game's bet; null when it is not written as the kind needs. */
export function seaBetOf(kind: string, position: number | undefined, number: string): SeaBet | null {
  const pos = position ?? Number.NaN;
  switch (kind) {
    case 'digit':
      return /^\d{1,2}$/.test(number) ? { kind, position: pos, digit: Number(number) } : null;
    case 'sum':
      return /^\d{1,2}$/.test(number) ? { kind, total: Number(number) } : null;
    case 'positionBigSmall':
      return number === 'big' || number === 'small' ? { kind, position: pos, pick: number } : null;
    case 'positionOddEven':
      return number === 'odd' || number === 'even' ? { kind, position: pos, pick: number } : null;
    case 'sumBigSmall':
      return number === 'big' || number === 'small' ? { kind, pick: number } : null;
    case 'sumOddEven':
      return number === 'odd' || number === 'even' ? { kind, pick: number } : null;
    default:
      return null;
  }
}

function checkSea(setting: BetSetting, bet: SlipBet): SlipCheck {
  if (new Set(bet.numbers).size !== bet.numbers.length)
    return fail('error_lottery_number_duplicate', bet.numbers.join(','));
  if (bet.numbers.length > setting.maxNumbers)
    return fail('error_lottery_numbers_count', `${bet.numbers.length} > ${setting.maxNumbers}`);
  const positional = bet.betType === 'digit' || bet.betType.startsWith('position');
  if (!positional && bet.position !== undefined) return fail('error_lottery_number_format', 'position');
  const tickets: CheckedTicket[] = [];
  for (const number of bet.numbers) {
    const seaBet = seaBetOf(bet.betType, bet.position, number);
    if (!seaBet) return fail('error_lottery_number_format', number);
    const odds = seaOdds(seaBet, setting);
    const checked = checkSeaBet(seaBet, BigInt(bet.points), odds, setting);
    if (!checked.ok) return fail(checked.code, checked.detail);
    tickets.push({
      betType: bet.betType,
      numbers: [number],
      position: positional ? (bet.position ?? null) : null,
      points: bet.points,
      stake: checked.stake,
      odds,
      liabilities: [{ number: `${bet.position ?? 0}:${number}`, amount: BigInt(bet.points) * odds.pays }],
    });
  }
  return { ok: true, tickets };
}

/** A stored draw result: a Vietnamese prize table or five SEA digits. */
export type DrawOutcome = { kind: 'vn'; result: VnResult } | { kind: 'sea'; digits: number[] };

export interface TicketToSettle {
  betType: string;
  numbers: readonly string[];
  position: number | null;
  points: number;
  odds: BetOdds;
}

export interface TicketSettlement {
  payout: bigint;
  wins: { numbers: string[]; times: number }[];
}

/** Settles one ticket on a draw's outcome, in cents, with the odds it was bought at. */
export function settleTicket(ticket: TicketToSettle, outcome: DrawOutcome): TicketSettlement {
  if (outcome.kind === 'sea') {
    const bet = seaBetOf(ticket.betType, ticket.position ?? undefined, ticket.numbers[0] ?? '');
    if (!bet) return { payout: 0n, wins: [] };
    const settled = settleSea(bet, BigInt(ticket.points), outcome.digits, ticket.odds);
    return { payout: settled.payout, wins: settled.win ? [{ numbers: [...ticket.numbers], times: 1 }] : [] };
  }
  const settled = settleVnTicket(
    { type: ticket.betType as VnBetType, numbers: ticket.numbers, points: BigInt(ticket.points) },
    outcome.result,
    ticket.odds,
  );
  return {
    payout: settled.payout,
    wins: settled.wins.map((win) => ({ numbers: win.numbers, times: Number(win.halves) / 2 })),
  };
}
