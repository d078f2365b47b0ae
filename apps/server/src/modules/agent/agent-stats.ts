import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { rawRows } from '../../platform/db/raw-rows.js';
import type { DomainEvent, EventOutbox } from '../../platform/events/index.js';
import { validBetOf, type TableBetResult } from './valid-bet.js';

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

interface BetDay {
  memberId: number;
  day: string;
  gameType: string;
  vendor: string;
  bets: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
}

const dayOf = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * Adds a batch of settled bets to their members' days (site time zone, by settlement time): one read of
 * the bets, the sums made here (one row per member, day, game type and vendor, as one upsert may touch
 * a row only once), then one upsert in key order, so two nodes' batches lock shared rows alike.
 */
async function addSettledBets(tx: Tx, betIds: number[], timeZone: string): Promise<void> {
  const bets = await rawRows<SettledBetRow>(
    tx,
    sql`
      SELECT b.member_id, b.game_type, b.vendor, b.status, b.stake, b.payout, b.valid_bet,
        (coalesce(b.settled_at, now()) AT TIME ZONE ${timeZone})::date AS day,
        hr.outcome -> 'results' AS results
      FROM bets b
      LEFT JOIN house_rounds hr
        ON hr.round_id = b.vendor_bet_id AND hr.member_id = b.member_id AND hr.game = 'baccarat'
      WHERE b.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(betIds)}::jsonb)::bigint)`,
  );
  const days = new Map<string, BetDay>();
  for (const bet of bets) {
    const stake = BigInt(bet.stake);
    const payout = BigInt(bet.payout);
    const validBet = validBetOf({
      status: bet.status,
      stake,
      payout,
      reportedValidBet: BigInt(bet.valid_bet),
      tableResults: Array.isArray(bet.results) ? bet.results : null,
    });
    const row: BetDay = {
      memberId: Number(bet.member_id),
      day: dayOf(bet.day),
      gameType: bet.game_type,
      vendor: bet.vendor,
      bets: 0,
      stake: 0n,
      validBet: 0n,
      payout: 0n,
    };
    const key = JSON.stringify([row.memberId, row.day, row.gameType, row.vendor]);
    const sum = days.get(key) ?? row;
    sum.bets += 1;
    sum.stake += stake;
    sum.validBet += validBet;
    sum.payout += payout;
    days.set(key, sum);
  }
  if (days.size === 0) return;
  const rows = [...days.values()].map((row) => ({
    ...row,
    stake: String(row.stake),
    validBet: String(row.validBet),
    payout: String(row.payout),
  }));
  await tx.execute(sql`
    INSERT INTO agent_bet_days (member_id, day, game_type, vendor, bets, stake, valid_bet, payout)
    SELECT r."memberId", r.day, r."gameType", r.vendor, r.bets, r.stake, r."validBet", r.payout
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
      "memberId" bigint, day date, "gameType" text, vendor text, bets int, stake bigint, "validBet" bigint,
      payout bigint)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, day, game_type, vendor) DO UPDATE SET
      bets = agent_bet_days.bets + EXCLUDED.bets,
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
 * Settled bets come in batches: every bet makes one, and one transaction per bet would cost the
 * database as much again as the bet itself.
 */
export function subscribeAgentStats(events: Pick<EventOutbox, 'on' | 'onBatch'>, timeZone: string): void {
  events.onBatch('bet.settled', 'agent.bet-days', (settled: DomainEvent<'bet.settled'>[], tx) =>
    addSettledBets(
      tx,
      settled.map((event) => event.payload.betId),
      timeZone,
    ),
  );
  events.on('deposit.approved', 'agent.money-days', (event, tx) =>
    addDeposit(tx, event.payload.memberId, BigInt(event.payload.amountCents), event.createdAt, timeZone),
  );
}
