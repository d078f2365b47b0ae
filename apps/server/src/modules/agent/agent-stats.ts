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
  const json = JSON.stringify(rows);
  await holdTreeShared(tx);
  await tx.execute(sql`
    INSERT INTO agent_bet_days (member_id, day, game_type, vendor, bets, stake, valid_bet, payout)
    SELECT r."memberId", r.day, r."gameType", r.vendor, r.bets, r.stake, r."validBet", r.payout
    FROM jsonb_to_recordset(${json}::jsonb) AS r(
      "memberId" bigint, day date, "gameType" text, vendor text, bets int, stake bigint, "validBet" bigint,
      payout bigint)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, day, game_type, vendor) DO UPDATE SET
      bets = agent_bet_days.bets + EXCLUDED.bets,
      stake = agent_bet_days.stake + EXCLUDED.stake,
      valid_bet = agent_bet_days.valid_bet + EXCLUDED.valid_bet,
      payout = agent_bet_days.payout + EXCLUDED.payout`);
  await bookForSettlement(tx, json, timeZone);
  // The members' first days in each day, week and month: a new row counts the member active on its
  // day; a late bet on an earlier day of the period moves the count from the old first day to it.
  // Then every upline's day totals take the batch's sums and those counts, in one upsert in key order.
  await tx.execute(sql`
    WITH r AS (
      SELECT r."memberId" AS member_id, r.day, sum(r.bets)::bigint AS bets, sum(r.stake)::bigint AS stake,
        sum(r."validBet")::bigint AS valid_bet, sum(r.payout)::bigint AS payout
      FROM jsonb_to_recordset(${json}::jsonb) AS r("memberId" bigint, day date, bets int, stake bigint,
        "validBet" bigint, payout bigint)
      GROUP BY 1, 2
    ), firsts AS (
      INSERT INTO agent_member_periods AS p (member_id, kind, period_start, first_day)
      SELECT r.member_id, k.kind, k.start, min(r.day)
      FROM r CROSS JOIN LATERAL (VALUES ('day', r.day), ('week', date_trunc('week', r.day)::date),
        ('month', date_trunc('month', r.day)::date)) AS k(kind, start)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (member_id, kind, period_start) DO UPDATE
        SET first_day = EXCLUDED.first_day, prev_first_day = p.first_day
        WHERE EXCLUDED.first_day < p.first_day
      RETURNING p.member_id, p.kind, p.first_day, p.prev_first_day
    ), d AS (
      SELECT member_id, day, bets, stake, valid_bet, payout, 0 AS active_day, 0 AS active_week,
        0 AS active_month
      FROM r
      UNION ALL
      SELECT member_id, first_day, 0, 0, 0, 0, (kind = 'day')::int, (kind = 'week')::int, (kind = 'month')::int
      FROM firsts
      UNION ALL
      SELECT member_id, prev_first_day, 0, 0, 0, 0, -(kind = 'day')::int, -(kind = 'week')::int,
        -(kind = 'month')::int
      FROM firsts WHERE prev_first_day IS NOT NULL
    )
    INSERT INTO agent_team_days AS a (agent_id, day, bets, stake, valid_bet, payout, active_day, active_week,
      active_month)
    SELECT t.ancestor_id, d.day, sum(d.bets), sum(d.stake), sum(d.valid_bet), sum(d.payout), sum(d.active_day),
      sum(d.active_week), sum(d.active_month)
    FROM d JOIN member_tree t ON t.descendant_id = d.member_id AND t.depth > 0
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (agent_id, day) DO UPDATE SET
      bets = a.bets + EXCLUDED.bets, stake = a.stake + EXCLUDED.stake,
      valid_bet = a.valid_bet + EXCLUDED.valid_bet, payout = a.payout + EXCLUDED.payout,
      active_day = a.active_day + EXCLUDED.active_day, active_week = a.active_week + EXCLUDED.active_week,
      active_month = a.active_month + EXCLUDED.active_month`);
}

/** The lock between booking bets for contract settlement and a settlement run reading what was booked. */
export const PAY_BOOK_LOCK = 'agent_pay_days.book';

/**
 * Books the batch for contract settlement (`agent_pay_days`) on the site day it is booked, read from the
 * clock once this transaction holds the booking lock shared: a settlement run takes that lock exclusively
 * before it reads (`awaitBookings`), after its period has ended, so every booking is either committed
 * before the run reads or dated after the period's end. A bet whose settlement time lies in a period
 * already paid (a vendor's late report, an event delivered late) is so paid once, in a later period.
 */
async function bookForSettlement(tx: Tx, json: string, timeZone: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtext(${PAY_BOOK_LOCK}))`);
  await tx.execute(sql`
    WITH booked AS MATERIALIZED (SELECT (clock_timestamp() AT TIME ZONE ${timeZone})::date AS day)
    INSERT INTO agent_pay_days AS p (member_id, day, bets, stake, valid_bet, payout)
    SELECT r."memberId", booked.day, sum(r.bets), sum(r.stake), sum(r."validBet"), sum(r.payout)
    FROM jsonb_to_recordset(${json}::jsonb) AS r("memberId" bigint, bets int, stake bigint, "validBet" bigint,
      payout bigint) CROSS JOIN booked
    GROUP BY 1, 2 ORDER BY 1
    ON CONFLICT (member_id, day) DO UPDATE SET
      bets = p.bets + EXCLUDED.bets, stake = p.stake + EXCLUDED.stake,
      valid_bet = p.valid_bet + EXCLUDED.valid_bet, payout = p.payout + EXCLUDED.payout`);
}

/**
 * The lock a tree move takes (migration 0017's trigger), held shared: a move waits for the batches
 * adding to its uplines' totals, and they for it, so a branch's rows and totals move together.
 */
async function holdTreeShared(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtext('member_tree.move'))`);
}

async function addDeposit(tx: Tx, memberId: number, amount: bigint, at: Date, timeZone: string) {
  await holdTreeShared(tx);
  await tx.execute(sql`
    WITH day AS (SELECT (${at.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date AS day),
    member AS (
      INSERT INTO agent_money_days (member_id, day, deposits, deposit_amount)
      SELECT ${memberId}::bigint, day, 1, ${amount}::bigint FROM day
      ON CONFLICT (member_id, day) DO UPDATE SET
        deposits = agent_money_days.deposits + 1,
        deposit_amount = agent_money_days.deposit_amount + EXCLUDED.deposit_amount
      RETURNING day
    )
    INSERT INTO agent_team_days AS a (agent_id, day, deposits, deposit_amount)
    SELECT t.ancestor_id, member.day, 1, ${amount}::bigint
    FROM member JOIN member_tree t ON t.descendant_id = ${memberId} AND t.depth > 0
    ORDER BY 1
    ON CONFLICT (agent_id, day) DO UPDATE SET
      deposits = a.deposits + 1, deposit_amount = a.deposit_amount + EXCLUDED.deposit_amount`);
}

/** A paid withdrawal, on the site day it was paid (its decided_at, the time the reports always used). */
async function addWithdrawal(tx: Tx, withdrawalId: number, timeZone: string) {
  await holdTreeShared(tx);
  await tx.execute(sql`
    WITH paid AS (
      SELECT member_id, (decided_at AT TIME ZONE ${timeZone})::date AS day, amount
      FROM withdrawals WHERE id = ${withdrawalId} AND status = 'paid'
    ),
    member AS (
      INSERT INTO agent_money_days (member_id, day, withdrawals, withdrawal_amount)
      SELECT member_id, day, 1, amount FROM paid
      ON CONFLICT (member_id, day) DO UPDATE SET
        withdrawals = agent_money_days.withdrawals + 1,
        withdrawal_amount = agent_money_days.withdrawal_amount + EXCLUDED.withdrawal_amount
      RETURNING member_id, day
    )
    INSERT INTO agent_team_days AS a (agent_id, day, withdrawals, withdrawal_amount)
    SELECT t.ancestor_id, member.day, 1, paid.amount
    FROM member JOIN paid ON true JOIN member_tree t ON t.descendant_id = member.member_id AND t.depth > 0
    ORDER BY 1
    ON CONFLICT (agent_id, day) DO UPDATE SET
      withdrawals = a.withdrawals + 1, withdrawal_amount = a.withdrawal_amount + EXCLUDED.withdrawal_amount`);
}

/**
 * Keeps the per member, per site day figures the agent reports read, and every upline's day totals
 * (`agent_team_days`) in the same transaction: each delivery runs once (the outbox marks it done in that
 * transaction; a failed batch rolls back whole and is delivered again), so the sums are exact however
 * many nodes deliver.
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
  events.on('withdrawal.paid', 'agent.withdrawal-days', (event, tx) =>
    addWithdrawal(tx, event.payload.withdrawalId, timeZone),
  );
}
