import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import type { EventOutbox } from '../../platform/events/index.js';
import { validBetOf, type TableBetResult } from './valid-bet.js';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

interface SettledBetRow {
  member_id: string | number;
  game_type: string;
  vendor: string;
  status: 'open' | 'settled' | 'void';
  stake: string | number;
  payout: string | number;
  valid_bet: string | number;
  day: string | Date;
  results: TableBetResult[] | null;
}

const dayOf = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Adds one settled bet to its member's day (site time zone, by settlement time). */
async function addSettledBet(tx: Tx, betId: number, timeZone: string): Promise<void> {
  const [bet] = rowsOf<SettledBetRow>(
    await tx.execute(sql`
      SELECT b.member_id, b.game_type, b.vendor, b.status, b.stake, b.payout, b.valid_bet,
        (coalesce(b.settled_at, now()) AT TIME ZONE ${timeZone})::date AS day,
        hr.outcome -> 'results' AS results
      FROM bets b
      LEFT JOIN house_rounds hr
        ON hr.round_id = b.vendor_bet_id AND hr.member_id = b.member_id AND hr.game = 'baccarat'
      WHERE b.id = ${betId}`),
  );
  if (!bet) return;
  const stake = BigInt(bet.stake);
  const payout = BigInt(bet.payout);
  const validBet = validBetOf({
    status: bet.status,
    stake,
    payout,
    reportedValidBet: BigInt(bet.valid_bet),
    tableResults: Array.isArray(bet.results) ? bet.results : null,
  });
  await tx.execute(sql`
    INSERT INTO agent_bet_days (member_id, day, game_type, vendor, bets, stake, valid_bet, payout)
    VALUES (${Number(bet.member_id)}, ${dayOf(bet.day)}, ${bet.game_type}, ${bet.vendor}, 1,
      ${stake}, ${validBet}, ${payout})
    ON CONFLICT (member_id, day, game_type, vendor) DO UPDATE SET
      bets = agent_bet_days.bets + 1,
      stake = agent_bet_days.stake + EXCLUDED.stake,
      valid_bet = agent_bet_days.valid_bet + EXCLUDED.valid_bet,
      payout = agent_bet_days.payout + EXCLUDED.payout`);
}

async function addDeposit(tx: Tx, memberId: number, amount: bigint, at: Date, timeZone: string) {
  await tx.execute(sql`
    INSERT INTO agent_money_days (member_id, day, deposits, deposit_amount)
    VALUES (${memberId}, (${at.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date, 1, ${amount})
    ON CONFLICT (member_id, day) DO UPDATE SET
      deposits = agent_money_days.deposits + 1,
      deposit_amount = agent_money_days.deposit_amount + EXCLUDED.deposit_amount`);
}

/**
 * Keeps the per member, per site day figures the agent reports read: each delivery runs once (the
 * outbox marks it done in the same transaction), so the sums are exact however many nodes deliver.
 */
export function subscribeAgentStats(events: Pick<EventOutbox, 'on'>, timeZone: string): void {
  events.on('bet.settled', 'agent.bet-days', (event, tx) => addSettledBet(tx, event.payload.betId, timeZone));
  events.on('deposit.approved', 'agent.money-days', (event, tx) =>
    addDeposit(tx, event.payload.memberId, BigInt(event.payload.amountCents), event.createdAt, timeZone),
  );
}
