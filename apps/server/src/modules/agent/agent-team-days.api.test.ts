import type { TeamOverview } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { siteDay } from '../../platform/site-day.js';

// The agents' day totals (agent_team_days) against the member rows they sum, recomputed here from
// scratch: after bets on several days (a late one moving a week's first day back), deposits, paid
// withdrawals, a tree move and a batch that fails and is delivered again.

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };
/** Agent A: sub-agent A1 and player a1 below it directly, player a2 below A1. Agent B: player b1. */
let A: MemberSession, A1: MemberSession, a1: MemberSession, a2: MemberSession;
let B: MemberSession, b1: MemberSession;
let today: string;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const query = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(statement));

beforeAll(async () => {
  t = await buildTestApp({ EVENT_POLL_MS: '100' });
  await t.app.ready(); // the outbox delivers from ready on
  api = memberCalls(t.app);
  admin = await operatorHeaders(t.app, 'opteamdays', 'admin');
  A = await memberSession(t.app, 'teamdaysa', { isAgent: 1 });
  A1 = await memberSession(t.app, 'teamdaysa1', { isAgent: 2, uplineId: A.id });
  a1 = await memberSession(t.app, 'teamdaysp1', { uplineId: A.id });
  a2 = await memberSession(t.app, 'teamdaysp2', { uplineId: A1.id });
  B = await memberSession(t.app, 'teamdaysb', { isAgent: 41 });
  b1 = await memberSession(t.app, 'teamdayspb1', { uplineId: B.id });
  const ymd = siteDay(t.config.SITE_TIMEZONE, new Date()).ymd;
  today = `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
});
afterAll(async () => {
  await t.close();
});

let betNo = 0;
/** Settled bets written as a vendor's report leaves them (noon UTC of `day`), their events in one go. */
async function settle(bets: { member: MemberSession; day: string; stake: number; payout: number }[]) {
  await t.database.db.transaction(async (tx) => {
    const payloads = [];
    for (const b of bets) {
      const at = `${b.day}T04:00:00Z`;
      const [row] = rowsOf<{ id: string | number }>(
        await tx.execute(sql`
          INSERT INTO bets (member_id, vendor, vendor_bet_id, game_type, game_code, game_name, stake, valid_bet,
            payout, status, placed_at, settled_at)
          VALUES (${b.member.id}, 'SW_RNG', ${`teamdays-${++betNo}`}, 'RNG', 'game-1', 'Lucky Reels', ${b.stake},
            ${b.stake}, ${b.payout}, 'settled', ${at}, ${at})
          RETURNING id`),
      );
      payloads.push({
        betId: Number(row!.id),
        memberId: b.member.id,
        vendor: 'SW_RNG',
        stakeCents: String(b.stake),
        validBetCents: String(b.stake),
        payoutCents: String(b.payout),
      });
    }
    await t.app.events.publishMany(tx, 'bet.settled', payloads);
  });
}

/** Waits until the outbox delivered every agent event (at most 20 s: a failed one waits its back-off). */
async function deliver() {
  for (let i = 0; i < 200; i++) {
    const [row] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox_deliveries WHERE handler LIKE 'agent.%' AND state <> 'done'`,
    );
    if (row?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('agent deliveries still pending');
}

/**
 * Rows where an agent's kept day totals differ from its current downline's member rows: sums of the
 * bet days and deposits, members active that day, and members whose first bet of the week or month
 * fell on that day. Empty when every total is exact.
 */
async function mismatches() {
  return query<Record<string, unknown>>(sql`
    WITH md AS (
      SELECT member_id, day, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
        sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout
      FROM agent_bet_days GROUP BY 1, 2
    ), u AS (
      SELECT member_id, day, bets, stake, valid_bet, payout, 1 AS ad, 0 AS aw, 0 AS am, 0 AS dn, 0::bigint AS da,
        0 AS wn, 0::bigint AS wa
      FROM md
      UNION ALL
      SELECT member_id, min(day), 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0 FROM md GROUP BY member_id, date_trunc('week', day)
      UNION ALL
      SELECT member_id, min(day), 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0 FROM md GROUP BY member_id, date_trunc('month', day)
      UNION ALL
      SELECT member_id, day, 0, 0, 0, 0, 0, 0, 0, deposits, deposit_amount, 0, 0 FROM agent_money_days
      UNION ALL
      -- Paid withdrawals straight from the withdrawals, on the site day they were paid.
      SELECT member_id, (decided_at AT TIME ZONE ${t.config.SITE_TIMEZONE})::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
        amount
      FROM withdrawals WHERE status = 'paid'
    ), expected AS (
      SELECT t.ancestor_id AS agent_id, u.day, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
        sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout, sum(ad)::bigint AS active_day,
        sum(aw)::bigint AS active_week, sum(am)::bigint AS active_month, sum(dn)::bigint AS deposits,
        sum(da)::bigint AS deposit_amount, sum(wn)::bigint AS withdrawals, sum(wa)::bigint AS withdrawal_amount
      FROM u JOIN member_tree t ON t.descendant_id = u.member_id AND t.depth > 0
      GROUP BY 1, 2
    ), kept AS (
      SELECT agent_id, day, bets, stake, valid_bet, payout, active_day::bigint, active_week::bigint,
        active_month::bigint, deposits::bigint, deposit_amount, withdrawals::bigint, withdrawal_amount
      FROM agent_team_days
      WHERE (bets, stake, valid_bet, payout, active_day, active_week, active_month, deposits, deposit_amount,
        withdrawals, withdrawal_amount) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    )
    SELECT 'missing' AS side, * FROM (SELECT * FROM expected EXCEPT SELECT * FROM kept) x
    UNION ALL
    SELECT 'extra' AS side, * FROM (SELECT * FROM kept EXCEPT SELECT * FROM expected) y`);
}

/** Rows where an agent's kept team counts (by level and kind, and by join slot) differ from its tree. */
async function shapeMismatches() {
  return query<Record<string, unknown>>(sql`
    WITH shape AS (
      SELECT t.ancestor_id AS agent_id, t.depth, m.is_agent, count(*)::int AS members
      FROM member_tree t JOIN members m ON m.id = t.descendant_id WHERE t.depth > 0 GROUP BY 1, 2, 3
    ), kept_shape AS (SELECT agent_id, depth, is_agent, members FROM agent_team_shape WHERE members <> 0),
    joins AS (
      SELECT t.ancestor_id AS agent_id, date_bin('15 minutes', m.created_at, timestamptz '2000-01-01 00:00:00+00') AS at,
        count(*)::int AS members
      FROM member_tree t JOIN members m ON m.id = t.descendant_id WHERE t.depth > 0 GROUP BY 1, 2
    ), kept_joins AS (SELECT agent_id, at, members FROM agent_team_joins WHERE members <> 0)
    SELECT 'shape missing' AS side, agent_id, depth AS key, members FROM (SELECT * FROM shape EXCEPT SELECT * FROM kept_shape) a
    UNION ALL
    SELECT 'shape extra', agent_id, depth, members FROM (SELECT * FROM kept_shape EXCEPT SELECT * FROM shape) b
    UNION ALL
    SELECT 'joins missing', agent_id, 0, members FROM (SELECT * FROM joins EXCEPT SELECT * FROM kept_joins) c
    UNION ALL
    SELECT 'joins extra', agent_id, 0, members FROM (SELECT * FROM kept_joins EXCEPT SELECT * FROM joins) d`);
}

const totalsOf = (agentId: number, day: string) =>
  query<{
    bets: string | number;
    stake: string | number;
    active_day: number;
    active_week: number;
    active_month: number;
  }>(
    sql`SELECT bets, stake, active_day, active_week, active_month FROM agent_team_days
      WHERE agent_id = ${agentId} AND day = ${day}`,
  ).then((rows) => rows[0] ?? null);

const overview = async (who: MemberSession) => {
  const res = await api.json(who, 'GET', '/wps/agent/team/overview');
  expect(res.status, JSON.stringify(res)).toBe(200);
  return (res.value as TeamOverview).periods;
};

describe("the agents' day totals", () => {
  it('add up the downline of every upline at every level, with active members per day, week and month', async () => {
    await settle([
      { member: a1, day: '2026-10-28', stake: 10_000, payout: 0 },
      { member: a1, day: '2026-10-28', stake: 2_000, payout: 5_000 },
      { member: a2, day: '2026-10-30', stake: 5_000, payout: 0 },
      { member: b1, day: '2026-10-30', stake: 7_000, payout: 7_000 },
      { member: a2, day: today, stake: 3_000, payout: 9_000 },
      { member: a1, day: today, stake: 1_000, payout: 0 },
    ]);
    await deliver();
    expect(await mismatches()).toEqual([]);
    // a2's first bet of the week of Monday 26 October (and of October) was on the 30th, counted at A and A1.
    expect(await totalsOf(A.id, '2026-10-30')).toMatchObject({
      active_day: 1,
      active_week: 1,
      active_month: 1,
    });
    expect(await totalsOf(A1.id, '2026-10-30')).toMatchObject({
      active_day: 1,
      active_week: 1,
      active_month: 1,
    });

    // A late report of a2's bet on Monday the 26th: its first day of that week and month moves back.
    await settle([{ member: a2, day: '2026-10-26', stake: 4_000, payout: 0 }]);
    await t.database.db.transaction((tx) =>
      t.app.events.publish(tx, 'deposit.approved', {
        depositId: 9001,
        memberId: a2.id,
        amountCents: '25000',
      }),
    );
    await deliver();
    expect(await mismatches()).toEqual([]);
    expect(await totalsOf(A1.id, '2026-10-30')).toMatchObject({
      active_day: 1,
      active_week: 0,
      active_month: 0,
    });
    expect(await totalsOf(A1.id, '2026-10-26')).toMatchObject({
      active_day: 1,
      active_week: 1,
      active_month: 1,
    });

    const today_ = (await overview(A)).find((p) => p.period === 'today')!;
    expect(today_).toMatchObject({
      activeMembers: 2,
      deposits: 1,
      depositAmount: '250.00',
      validBet: '40.00',
      profitLoss: '50.00',
    });
    expect(today_.days).toEqual([{ date: today, validBet: '40.00', profitLoss: '50.00' }]);
  });

  it('keep paid withdrawals on the day they were paid, as the withdrawals sum them, and rebuild to the same', async () => {
    let order = 0;
    /** A withdrawal paid at `at` (its event published in the same transaction, as the payment does). */
    const paid = (member: MemberSession, amount: number, at: string, status: 'paid' | 'rejected' = 'paid') =>
      t.database.db.transaction(async (tx) => {
        const [row] = rowsOf<{ id: string | number }>(
          await tx.execute(sql`
            INSERT INTO withdrawals (order_no, member_id, bank_account_id, amount, status, decided_by, decided_at)
            VALUES (${`teamdays-w${++order}`}, ${member.id}, 1, ${amount}, ${status}, 'operator:1', ${at})
            RETURNING id`),
        );
        if (status === 'paid')
          await t.app.events.publish(tx, 'withdrawal.paid', {
            withdrawalId: Number(row!.id),
            memberId: member.id,
            amountCents: String(amount),
          });
      });
    const now = new Date().toISOString();
    await paid(a2, 12_000, now);
    await paid(a1, 3_000, now);
    await paid(a1, 5_000, now, 'rejected');
    // 23:30 in Manila on the 27th is the site day of the 27th, though the 28th has begun nowhere else.
    await paid(a2, 7_000, '2026-10-27T15:30:00Z');
    await deliver();
    expect(await mismatches()).toEqual([]);
    expect(
      await query<{ withdrawals: number; withdrawal_amount: string | number }>(
        sql`SELECT withdrawals, withdrawal_amount FROM agent_team_days WHERE agent_id = ${A1.id}
          AND day = '2026-10-27'`,
      ),
    ).toMatchObject([{ withdrawals: 1 }]);
    expect((await overview(A)).find((p) => p.period === 'today')).toMatchObject({
      withdrawals: 2,
      withdrawalAmount: '150.00',
    });
    expect((await overview(A1)).find((p) => p.period === 'today')).toMatchObject({
      withdrawals: 1,
      withdrawalAmount: '120.00',
    });

    // Built afresh from the member rows, every agent's totals come out the same as those kept.
    const snapshot = () =>
      query<Record<string, unknown>>(
        sql`SELECT * FROM agent_team_days
          WHERE (bets, stake, valid_bet, payout, active_day, active_week, active_month, deposits,
            deposit_amount, withdrawals, withdrawal_amount) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
          ORDER BY agent_id, day`,
      );
    const kept = await snapshot();
    await t.database.db.execute(sql`SELECT agent_team_days_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });

  it('move with a branch: its whole history leaves the old uplines and joins the new ones', async () => {
    const beforeA1 = await totalsOf(A1.id, '2026-10-30');
    const res = await callJson(t.app, {
      method: 'POST',
      url: '/wps/admin/agent/tree/move',
      headers: admin,
      payload: { memberId: A1.id, uplineId: B.id, remark: 'restructure' },
    });
    expect(res.code, JSON.stringify(res)).toBe('ok');
    expect(await mismatches()).toEqual([]);
    expect(await shapeMismatches()).toEqual([]);
    // A keeps a1 only; B has a2's past days now; A1's own team did not change.
    expect(await totalsOf(A.id, '2026-10-30')).toMatchObject({
      active_day: 0,
      active_week: 0,
      active_month: 0,
    });
    expect(Number((await totalsOf(A.id, '2026-10-30'))!.bets)).toBe(0);
    expect(await totalsOf(B.id, '2026-10-30')).toMatchObject({ active_day: 2, active_week: 1 });
    expect(await totalsOf(A1.id, '2026-10-30')).toEqual(beforeA1);
    const [aToday, bToday] = [await overview(A), await overview(B)].map((periods) =>
      periods.find((p) => p.period === 'today')!,
    );
    expect(aToday).toMatchObject({
      activeMembers: 1,
      validBet: '10.00',
      deposits: 0,
      newMembers: 1,
      withdrawals: 1,
      withdrawalAmount: '30.00',
    });
    expect(bToday).toMatchObject({
      activeMembers: 1,
      validBet: '30.00',
      deposits: 1,
      depositAmount: '250.00',
      newMembers: 3,
      withdrawals: 1,
      withdrawalAmount: '120.00',
    });
    const bView = (await api.json(B, 'GET', '/wps/agent/team/overview')).value as TeamOverview;
    expect(bView).toMatchObject({ teamSize: 3, directSize: 2 });
    expect(bView.byLevel).toEqual([
      { level: 1, count: 2 },
      { level: 2, count: 1 },
    ]);
    expect(bView.byKind).toEqual([
      { isAgent: 0, count: 2 },
      { isAgent: 2, count: 1 },
    ]);

    // Bets settled after the move go to the new uplines only.
    await settle([{ member: a2, day: today, stake: 500, payout: 0 }]);
    await deliver();
    expect(await mismatches()).toEqual([]);
    expect((await overview(B)).find((p) => p.period === 'today')).toMatchObject({ validBet: '35.00' });
  });

  it('count the team by level, kind and join time as members join and change kind', async () => {
    expect(await shapeMismatches()).toEqual([]);
    const joined = await memberSession(t.app, 'teamdaysp3', { uplineId: a2.id });
    await t.database.db.execute(sql`UPDATE members SET is_agent = 1 WHERE id = ${a2.id}`);
    expect(await shapeMismatches()).toEqual([]);
    const bView = (await api.json(B, 'GET', '/wps/agent/team/overview')).value as TeamOverview;
    expect(bView.byLevel).toEqual([
      { level: 1, count: 2 },
      { level: 2, count: 1 },
      { level: 3, count: 1 },
    ]);
    expect(bView.byKind).toEqual([
      { isAgent: 0, count: 2 },
      { isAgent: 1, count: 1 },
      { isAgent: 2, count: 1 },
    ]);
    expect(bView.periods.find((p) => p.period === 'today')).toMatchObject({ newMembers: 4 });
    expect(joined.id).toBeGreaterThan(a2.id);
  });

  it('stay exact when a batch fails after its writes and is delivered again', async () => {
    // The next two statements that add to the totals fail: the batch of three (rolled back whole, with
    // the member rows it had written), then its first event alone, which is retried after its back-off.
    await t.database.db.execute(sql`CREATE SEQUENCE IF NOT EXISTS team_days_fail`);
    await t.database.db.execute(sql`
      CREATE OR REPLACE FUNCTION team_days_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('team_days_fail') <= 2 THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$`);
    await t.database.db.execute(sql`
      CREATE TRIGGER team_days_fail BEFORE INSERT ON agent_team_days
      FOR EACH STATEMENT EXECUTE FUNCTION team_days_fail()`);
    const [before] = await query<{ bets: number }>(
      sql`SELECT coalesce(sum(bets), 0)::int AS bets FROM agent_bet_days WHERE member_id IN (${a1.id}, ${b1.id})`,
    );
    try {
      await settle([
        { member: a1, day: '2026-11-02', stake: 1_000, payout: 0 },
        { member: b1, day: '2026-11-02', stake: 2_000, payout: 0 },
        { member: a1, day: '2026-11-03', stake: 3_000, payout: 6_000 },
      ]);
      await deliver();
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER team_days_fail ON agent_team_days`);
    }
    const [failed] = await query<{ n: number }>(sql`SELECT nextval('team_days_fail')::int AS n`);
    expect(failed!.n).toBeGreaterThan(3); // the failures happened
    const [after] = await query<{ bets: number }>(
      sql`SELECT coalesce(sum(bets), 0)::int AS bets FROM agent_bet_days WHERE member_id IN (${a1.id}, ${b1.id})`,
    );
    expect(after!.bets - before!.bets).toBe(3); // each bet once
    expect(await mismatches()).toEqual([]);
    expect(await totalsOf(A.id, '2026-11-02')).toMatchObject({
      active_day: 1,
      active_week: 1,
      active_month: 1,
    });
  });
});
