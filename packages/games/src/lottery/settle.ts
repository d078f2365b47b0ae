import { VN_BET_RULES, combinationCount, combinationHalves, ticketCombinations, windowCounts } from './bets';
import type { VnBetType } from './bets';
import type { BetOdds } from './odds';
import type { VnResult } from './regions';

/** One ticket: a bet type, its numbers, and the points bought on every combination they make. */
export interface VnTicket {
  type: VnBetType;
  /** Digit strings of the bet type's length ('07', '123'); xiên, đá and trượt combine them. */
  numbers: readonly string[];
  /** Points per combination, a positive integer. */
  points: bigint;
}

/** Cents a ticket costs: points × price × combinations (each number, or each group of k for xiên…). */
export function ticketStake(ticket: VnTicket, odds: Pick<BetOdds, 'price'>): bigint {
  return ticket.points * odds.price * combinationCount(ticket.type, ticket.numbers.length);
}

export interface CombinationWin {
  numbers: string[];
  /** Times the combination pays, in halves (đá pays half wins for repeats): 2 = once, 3 = one and a half. */
  halves: bigint;
  /** Cents, before the ticket's cap. */
  payout: bigint;
}

export interface VnTicketSettlement {
  stake: bigint;
  /** Cents paid: the wins' sum, capped at the odds' maxPayout. */
  payout: bigint;
  /** The wins' sum before the cap. */
  uncapped: bigint;
  wins: CombinationWin[];
}

/**
 * Settles a ticket on a result in integer cents: each combination pays points × pays × halves / 2,
 * rounded down to the cent; the ticket pays their sum up to `maxPayout`.
 */
export function settleVnTicket(ticket: VnTicket, result: VnResult, odds: BetOdds): VnTicketSettlement {
  const counts = windowCounts(result, ticket.type);
  const { rule } = VN_BET_RULES[ticket.type];
  const wins: CombinationWin[] = [];
  let uncapped = 0n;
  for (const numbers of ticketCombinations(ticket.type, ticket.numbers)) {
    const halves = combinationHalves(rule, numbers, counts);
    if (halves === 0n) continue;
    const payout = (ticket.points * odds.pays * halves) / 2n;
    wins.push({ numbers, halves, payout });
    uncapped += payout;
  }
  return {
    stake: ticketStake(ticket, odds),
    payout: uncapped < odds.maxPayout ? uncapped : odds.maxPayout,
    uncapped,
    wins,
  };
}
