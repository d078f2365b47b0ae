import type { TeamBetsPage, TeamMembersPage, TeamOverview, TeamProfitPage } from '@swerte/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, type MemberSession } from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { creditCash } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
/** Agent A: sub-agent A1 and player a1 below it directly, player a2 below A1. Agent B: player b1. */
let A: MemberSession, A1: MemberSession, a1: MemberSession, a2: MemberSession;
let B: MemberSession, b1: MemberSession, player: MemberSession, trial: MemberSession;

beforeAll(async () => {
  t = await buildTestApp({ EVENT_POLL_MS: '100', AGENT_TRANSFER_DAILY_LIMIT_CENTS: '5000' });
  api = memberCalls(t.app);
  await t.app.ready(); // the outbox delivers from ready on
  A = await memberSession(t.app, 'centrea', { isAgent: 1, paymentPassword: 'Pay123456' });
  A1 = await memberSession(t.app, 'centrea1', { isAgent: 2, uplineId: A.id, paymentPassword: 'Pay123456' });
  a1 = await memberSession(t.app, 'centreplayera1', { uplineId: A.id });
  a2 = await memberSession(t.app, 'centreplayera2', { uplineId: A1.id });
  B = await memberSession(t.app, 'centreb', { isAgent: 41, paymentPassword: 'Pay123456' });
  b1 = await memberSession(t.app, 'centreplayerb1', { uplineId: B.id });
  player = await memberSession(t.app, 'centreplayer');
  trial = await memberSession(t.app, 'centretrial', { isAgent: 4 });
  for (const who of [a1, a2, b1]) await creditCash(t.app, who.id, 100_000n, `centre-seed:${who.id}`);
  await bet(t.app, a1.id, { stake: 10_000n, payout: 0n });
  await bet(t.app, a1.id, { stake: 2_000n, payout: 2_000n }); // a push: no valid bet
  await bet(t.app, a2.id, { stake: 5_000n, payout: 10_000n, gameType: 'LIVE', vendor: 'SW_LIVE' });
  await bet(t.app, a2.id, { stake: 1_000n }); // still open: not in any report
  await bet(t.app, b1.id, { stake: 7_000n, payout: 0n });
  await t.database.db.transaction((tx) =>
    t.app.events.publish(tx, 'deposit.approved', { depositId: 1, memberId: a2.id, amountCents: '30000' }),
  );
  await waitForAggregates(5); // four settled bets and one deposit
});
afterAll(async () => {
  await t.close();
});

/** Waits (at most 15 s) until the outbox delivered `expected` events to the agent aggregates. */
async function waitForAggregates(expected: number) {
  for (let i = 0; i < 150; i++) {
    const result = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM outbox_deliveries WHERE handler LIKE 'agent.%' AND state = 'done'`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    if ((rows[0]?.n ?? 0) >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const states = await t.database.db.execute(
    sql`SELECT handler, state, attempts, last_error FROM outbox_deliveries WHERE handler LIKE 'agent.%'`,
  );
  throw new Error(`agent aggregates were not delivered in time: ${JSON.stringify(states)}`);
}

const get = <T>(who: MemberSession | null, url: string) =>
  api.json(who, 'GET', url) as Promise<{ status: number; code: string; value: T }>;
let transfers = 0;
const transfer = (who: MemberSession, downlineId: number, amount: string, extra: object = {}) =>
  api.enc(who, 'POST', '/wps/agent/team/transfer', {
    downlineId,
    amount,
    paymentPassword: 'Pay123456',
    transferId: `transfer-${downlineId}-${(transfers += 1)}`,
    ...extra,
  });

const CALLS = [
  '/wps/agent/invite',
  '/wps/agent/team/overview',
  '/wps/agent/team/members',
  '/wps/agent/team/bets',
  '/wps/agent/team/profit',
  '/wps/agent/income',
];

describe('the agent centre: who may call it', () => {
  it('answers a player error_not_agent, a trial in_need_true_account and a visitor 401, on every call', async () => {
    for (const url of CALLS) {
      expect((await get(player, url)).code, url).toBe('error_not_agent');
      expect((await get(trial, url)).code, url).toBe('in_need_true_account');
      expect((await get(null, url)).status, url).toBe(401);
    }
    expect((await transfer(player, a1.id, '1.00')).code).toBe('error_not_agent');
    expect((await transfer(trial, a1.id, '1.00')).code).toBe('in_need_true_account');
  });
});

describe('the agent centre: an agent sees its own downline only', () => {
  it("refuses agent B's members by every id and name a call takes", async () => {
    const outside = [b1.id, B.id, player.id, 987654321];
    for (const id of outside) {
      for (const url of [
        `/wps/agent/team/members?parentId=${id}`,
        `/wps/agent/team/bets?memberId=${id}`,
        `/wps/agent/team/profit?memberId=${id}`,
      ]) {
        const res = await get(A, url);
        expect([res.status, res.code], url).toEqual([404, 'error_not_downline']);
      }
      const sent = await transfer(A, id, '1.00');
      expect([sent.status, sent.code]).toEqual([404, 'error_not_downline']);
    }
    for (const url of [
      '/wps/agent/team/bets?username=centreplayerb1',
      '/wps/agent/team/profit?username=centreb',
    ])
      expect((await get(A, url)).code, url).toBe('error_not_downline');
    // Not itself either: an agent is not in its own downline.
    expect((await get(A, `/wps/agent/team/bets?memberId=${A.id}`)).code).toBe('error_not_downline');
  });

  it('keeps a sub-agent to its own branch: not its upline, not its siblings', async () => {
    for (const id of [A.id, a1.id]) {
      expect((await get(A1, `/wps/agent/team/members?parentId=${id}`)).code).toBe('error_not_downline');
      expect((await get(A1, `/wps/agent/team/bets?memberId=${id}`)).code).toBe('error_not_downline');
      expect((await transfer(A1, id, '1.00')).code).toBe('error_not_downline');
    }
    const members = await get<TeamMembersPage>(A1, '/wps/agent/team/members?scope=all');
    expect(members.value.list.map((m) => m.username)).toEqual(['centreplayera2']);
    const bets = await get<TeamBetsPage>(A1, '/wps/agent/team/bets');
    expect(bets.value.list.map((b) => b.username)).toEqual(['centreplayera2']);
    expect(bets.value.totals).toMatchObject({ bets: 1, validBet: '50.00', profitLoss: '50.00' });
  });

  it("lists only A's team in A's lists, and B's only in B's", async () => {
    const all = await get<TeamMembersPage>(A, '/wps/agent/team/members?scope=all');
    expect(all.value.list.map((m) => m.username).sort()).toEqual([
      'centrea1',
      'centreplayera1',
      'centreplayera2',
    ]);
    const mine = await get<TeamBetsPage>(B, '/wps/agent/team/bets');
    expect(mine.value.list.map((b) => b.username)).toEqual(['centreplayerb1']);
    expect(mine.value.totals).toMatchObject({ bets: 1, validBet: '70.00', profitLoss: '-70.00' });
  });
});

describe('the agent centre: reports', () => {
  it('shows the team overview: size by level and kind, money, valid bet and P&L per period', async () => {
    const res = await get<TeamOverview>(A, '/wps/agent/team/overview');
    expect(res.status, JSON.stringify(res)).toBe(200);
    const view = res.value;
    expect(view).toMatchObject({ teamSize: 3, directSize: 2 });
    expect(view.byLevel).toEqual([
      { level: 1, count: 2 },
      { level: 2, count: 1 },
    ]);
    expect(view.byKind).toEqual([
      { isAgent: 0, count: 2 },
      { isAgent: 2, count: 1 },
    ]);
    const today = view.periods.find((p) => p.period === 'today')!;
    expect(today).toMatchObject({
      newMembers: 3,
      activeMembers: 2,
      deposits: 1,
      depositAmount: '300.00',
      withdrawals: 0,
      // 100.00 lost by a1 (its 20.00 push is no turnover) and 50.00 won by a2 on 50.00.
      validBet: '150.00',
      profitLoss: '-50.00',
    });
    expect(today.days).toEqual([{ date: today.startDate, validBet: '150.00', profitLoss: '-50.00' }]);
    expect(view.periods.find((p) => p.period === 'yesterday')).toMatchObject({
      validBet: '0.00',
      newMembers: 0,
    });
    expect(view.periods.find((p) => p.period === 'thisMonth')).toMatchObject({ validBet: '150.00' });
  });

  it('lists the team with levels, balances and team sizes, and drills down with breadcrumbs', async () => {
    const direct = await get<TeamMembersPage>(A, '/wps/agent/team/members');
    expect(direct.value.breadcrumbs).toEqual([{ id: A.id, username: 'centrea' }]);
    expect(direct.value.list.map((m) => [m.username, m.level, m.teamSize, m.upline])).toEqual([
      ['centreplayera1', 1, 0, 'centrea'],
      ['centrea1', 1, 1, 'centrea'],
    ]);
    // 1,000.00 credited, 100.00 lost; the 20.00 push came back.
    expect(direct.value.list[0]!.balance).toBe('900.00');
    const down = await get<TeamMembersPage>(A, `/wps/agent/team/members?parentId=${A1.id}`);
    expect(down.value.breadcrumbs).toEqual([
      { id: A.id, username: 'centrea' },
      { id: A1.id, username: 'centrea1' },
    ]);
    expect(down.value.list.map((m) => [m.username, m.level])).toEqual([['centreplayera2', 2]]);
    const agents = await get<TeamMembersPage>(A, '/wps/agent/team/members?scope=all&kind=agent');
    expect(agents.value.list.map((m) => m.username)).toEqual(['centrea1']);
    const search = await get<TeamMembersPage>(A, '/wps/agent/team/members?scope=all&username=CENTREPLAYER');
    expect(search.value.list).toHaveLength(2);
    const wildcard = await get<TeamMembersPage>(A, '/wps/agent/team/members?scope=all&username=%25');
    expect(wildcard.value.list).toHaveLength(0);
    const page = await get<TeamMembersPage>(A, '/wps/agent/team/members?scope=all&pageSize=2');
    expect(page.value.list).toHaveLength(2);
    const next = await get<TeamMembersPage>(
      A,
      `/wps/agent/team/members?scope=all&pageSize=2&cursor=${page.value.nextCursor}`,
    );
    expect(next.value.list).toHaveLength(1);
    expect(next.value.nextCursor).toBeNull();
  });

  it("lists the team's settled bets with filters and totals from the aggregates", async () => {
    const all = await get<TeamBetsPage>(A, '/wps/agent/team/bets');
    expect(all.value.list).toHaveLength(3);
    expect(all.value.totals).toEqual({
      bets: 3,
      stake: '170.00',
      validBet: '150.00',
      payout: '120.00',
      profitLoss: '-50.00',
    });
    const push = all.value.list.find((b) => b.stake === '20.00');
    expect(push).toMatchObject({ validBet: '0.00', winLoss: '0.00' });
    const live = await get<TeamBetsPage>(A, '/wps/agent/team/bets?gameType=LIVE');
    expect(live.value.list.map((b) => b.username)).toEqual(['centreplayera2']);
    expect(live.value.totals.validBet).toBe('50.00');
    const byName = await get<TeamBetsPage>(A, '/wps/agent/team/bets?username=centreplayera1&vendor=SW_RNG');
    expect(byName.value.totals).toMatchObject({ bets: 2, validBet: '100.00', profitLoss: '-100.00' });
  });

  it('gives user profit and loss per member per day, deposits included', async () => {
    const res = await get<TeamProfitPage>(A, '/wps/agent/team/profit');
    const rows = res.value.list.map((r) => [r.username, r.bets, r.validBet, r.profitLoss, r.depositAmount]);
    expect(rows.sort()).toEqual([
      ['centreplayera1', 2, '100.00', '-100.00', '0.00'],
      ['centreplayera2', 1, '50.00', '50.00', '300.00'],
    ]);
    expect(res.value.totals.profitLoss).toBe('-50.00');
  });

  it('lists no income before any contract pays', async () => {
    const res = await get<{ total: string; list: unknown[] }>(A, '/wps/agent/income?range=last30Days');
    expect(res.value).toMatchObject({ total: '0.00', list: [] });
  });
});

describe('the agent centre: transfers to the downline', () => {
  it('moves cash through the ledger to a member at any level, within the daily limit, audited', async () => {
    await creditCash(t.app, A.id, 10_000n, 'centre-agent-cash');
    const wrong = await transfer(A, a2.id, '10.00', { paymentPassword: 'Wrong1234' });
    expect(wrong.code).toBe('error_payment_password');
    const body = {
      downlineId: a2.id,
      amount: '30.00',
      paymentPassword: 'Pay123456',
      transferId: 'centre-transfer-1',
    };
    const sent = await api.enc(A, 'POST', '/wps/agent/team/transfer', body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.value).toEqual({
      transferId: 'centre-transfer-1',
      amount: '30.00',
      downline: 'centreplayera2',
      mainBalance: '70.00',
      dailyRemaining: '20.00',
    });
    const again = await api.enc(A, 'POST', '/wps/agent/team/transfer', body);
    expect(again.value).toMatchObject({ mainBalance: '70.00', amount: '30.00' });
    const conflict = await api.enc(A, 'POST', '/wps/agent/team/transfer', { ...body, amount: '31.00' });
    expect(conflict.code).toBe('error_idempotency_conflict');
    const balances = await t.app.services.wallet.ledger.getBalance(a2.id, t.database.db);
    // 1,000.00, won 50.00 on 50.00, 10.00 still staked, then the 30.00 sent.
    expect(balances.cash).toBe(100_000n + 5_000n - 1_000n + 3_000n);

    const over = await transfer(A, a1.id, '20.01');
    expect([over.status, over.code]).toEqual([409, 'error_agent_transfer_limit']);
    expect((over.body as { value: { max: string } }).value.max).toBe('20.00');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agent.transfer_downline'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actor: `member:${A.id}`,
      after: { downlineId: a2.id, amount: '30.00', balance: '70.00' },
    });
  });

  it('never takes an agent below zero, and two transfers at once stay within the limit', async () => {
    const poor = await transfer(A1, a2.id, '1.00');
    expect(poor.code).toBe('error_insufficient_balance');
    await creditCash(t.app, A1.id, 20_000n, 'centre-a1-cash');
    const both = await Promise.all([transfer(A1, a2.id, '30.00'), transfer(A1, a2.id, '30.00')]);
    expect(both.map((r) => r.code).sort()).toEqual(['error_agent_transfer_limit', 'ok']);
  });
});
