import type { AgentIncomePage, ContractCallValue, ContractFlags, SettlementRun } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { creditCash } from '../../../test/wallet-helpers.js';
import { periodAt } from './contract-periods.js';
import { createContractSettlementService } from './contract-settlement.service.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };
/** Top agent T: sub-agent S (below it SS and player p3... see below), player p1. Agent B: player b1. */
let T: MemberSession, S: MemberSession, SS: MemberSession;
let p1: MemberSession, p2: MemberSession, p3: MemberSession;
let B: MemberSession, b1: MemberSession, player: MemberSession, trial: MemberSession;

const DAILY = '/wps/relay/MCS2_processDailySalContract';
const DIVIDEND = '/wps/relay/MCS2_processDividendReq';
const HOURLY = '/wps/relay/MCS2_processContractHourSalary';
const REALTIME = '/wps/relay/MCSFE_processRealTimeSalaryContract';

type Answer<T> = { status: number; code: string; value: T };
const call = (who: MemberSession | null, url: string, body: object) =>
  api.json(who, 'POST', url, body) as Promise<Answer<ContractCallValue>>;
const adminCall = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const body = res.json<{ code: string; value: T }>();
  return { status: res.statusCode, code: body.code, value: body.value };
};
const rowsOf = <R>(result: unknown): R[] =>
  (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];

beforeAll(async () => {
  t = await buildTestApp({ EVENT_POLL_MS: '100' });
  api = memberCalls(t.app);
  await t.app.ready();
  admin = await operatorHeaders(t.app, 'contractsadmin', 'admin');
  T = await memberSession(t.app, 'ctop', { isAgent: 1 });
  S = await memberSession(t.app, 'csub', { isAgent: 2, uplineId: T.id });
  SS = await memberSession(t.app, 'csubsub', { isAgent: 2, uplineId: S.id });
  p1 = await memberSession(t.app, 'cplayer1', { uplineId: T.id });
  p2 = await memberSession(t.app, 'cplayer2', { uplineId: S.id });
  p3 = await memberSession(t.app, 'cplayer3', { uplineId: SS.id });
  B = await memberSession(t.app, 'cother', { isAgent: 41 });
  b1 = await memberSession(t.app, 'cotherplayer', { uplineId: B.id });
  player = await memberSession(t.app, 'cplainplayer');
  trial = await memberSession(t.app, 'ctrial', { isAgent: 4 });
  const saved = await adminCall('PUT', '/wps/admin/agent/contracts/settings', {
    kinds: [
      { kind: 'daily_salary', enabled: true, payer: 'platform', carryLoss: false },
      { kind: 'dividend', enabled: true, payer: 'upline', carryLoss: true },
    ],
    ceilings: [
      { isAgent: 1, kind: 'daily_salary', maxRate: 2 },
      { isAgent: 1, kind: 'dividend', maxRate: 40 },
      { isAgent: 41, kind: 'daily_salary', maxRate: 1 },
    ],
  });
  expect(saved.code).toBe('ok');
});
afterAll(async () => {
  await t.close();
});

async function adminOffer(agentId: number, kind: string, tiers: object[], period?: string) {
  return adminCall<{ id: number }>('POST', '/wps/admin/agent/contracts/offer', {
    agentId,
    kind,
    tiers,
    ...(period ? { period } : {}),
  });
}

async function offerAndAccept(url: string, from: MemberSession, to: MemberSession, tiers: object[]) {
  const offered = await call(from, url, { action: 'offer', downlineId: to.id, tiers });
  expect(offered.code, JSON.stringify(offered)).toBe('ok');
  const accepted = await call(to, url, { action: 'accept', contractId: offered.value.touched!.id });
  expect(accepted.code).toBe('ok');
  return offered.value.touched!.id;
}

describe('the contract calls: who may call them and which kinds are on', () => {
  it('carries the four flags, 1 for the kinds the operator enabled', async () => {
    const res = (await api.json(p1, 'GET', '/wps/member/info/funds/consolidated')) as Answer<ContractFlags>;
    expect(res.value).toEqual({
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreqtype: 0,
      realtimesalreqtype: 0,
    });
  });

  it('carries the same flags on the POST that consolidates the vendor wallets', async () => {
    const res = (await api.json(p1, 'POST', '/wps/member/info/funds/consolidated')) as Answer<
      ContractFlags & { moved: string; mainBalance: string }
    >;
    expect(res.code).toBe('ok');
    expect(res.value).toMatchObject({
      moved: '0.00',
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreqtype: 0,
      realtimesalreqtype: 0,
    });
  });

  it('answers a player error_not_agent, a trial in_need_true_account, a disabled kind its own error', async () => {
    for (const url of [DAILY, DIVIDEND, HOURLY, REALTIME]) {
      expect((await call(player, url, { action: 'info' })).code, url).toBe('error_not_agent');
      expect((await call(trial, url, { action: 'info' })).code, url).toBe('in_need_true_account');
      expect((await call(null, url, { action: 'info' })).status, url).toBe(401);
    }
    expect((await call(T, HOURLY, { action: 'info' })).code).toBe('error_contract_kind_disabled');
    expect((await call(T, REALTIME, { action: 'info' })).code).toBe('error_contract_kind_disabled');
  });
});

describe("the agents' announcements", () => {
  it('shows agents the notices of type AG an operator writes, and nobody else', async () => {
    const made = await adminCall('POST', '/wps/admin/content/notices', {
      type: 'AG',
      title: 'New salary tiers',
      content: '<p>From Monday</p>',
      lang: 'EN',
    });
    expect(made.code).toBe('ok');
    const seen = (await api.json(T, 'GET', '/wps/agent/announcements')) as Answer<{
      list: { title: string }[];
    }>;
    expect(seen.value.list.map((n) => n.title)).toEqual(['New salary tiers']);
    expect((await api.json(p1, 'GET', '/wps/agent/announcements')).code).toBe('error_not_agent');
    const publicList = await api.json(null, 'GET', '/wps/relay/MCSFE_getListAnnouncements?language=EN');
    expect(JSON.stringify(publicList.value)).not.toContain('New salary tiers');
  });
});

describe('the contract lifecycle', () => {
  it('bounds a top agent by the ceiling of its kind and a sub-agent by its upline', async () => {
    const above = await adminOffer(T.id, 'daily_salary', [{ minActive: 0, rate: 2.5 }]);
    expect([above.status, above.code]).toEqual([400, 'error_contract_rate_range']);
    expect((await adminOffer(B.id, 'daily_salary', [{ minActive: 0, rate: 1.5 }])).code).toBe(
      'error_contract_rate_range',
    );
    // Before holding one, an agent has nothing to share.
    const none = await call(T, DAILY, {
      action: 'offer',
      downlineId: S.id,
      tiers: [{ minActive: 0, rate: 1 }],
    });
    expect(none.code).toBe('error_contract_none_own');

    const top = await adminOffer(T.id, 'daily_salary', [
      { minActive: 0, rate: 1.5 },
      { minActive: 3, rate: 2 },
    ]);
    expect(top.code).toBe('ok');
    const pending = await call(T, DAILY, { action: 'info' });
    expect(pending.value.offers.map((o) => o.id)).toEqual([top.value.id]);
    expect(
      (await call(T, DAILY, { action: 'accept', contractId: top.value.id })).value.contract?.topRate,
    ).toBe(2);

    const tooHigh = await call(T, DAILY, {
      action: 'offer',
      downlineId: S.id,
      tiers: [{ minActive: 0, rate: 2.01 }],
    });
    expect([tooHigh.status, tooHigh.code, tooHigh.value]).toEqual([
      400,
      'error_contract_rate_range',
      { max: '2.00' },
    ]);
    const badRate = await call(T, DAILY, {
      action: 'offer',
      downlineId: S.id,
      tiers: [{ minActive: 0, rate: 0.001 }],
    });
    expect(badRate.code).toBe('error_invalid_request');
  });

  it('registers a downline player or sub-agent, with offers within its own or not at all', async () => {
    const register = (body: object) =>
      api.enc(T, 'POST', '/wps/agent/team/register', { password: 'Login1234', ...body }) as Promise<
        Answer<{ id: number; isAgent: number; contracts: { status: string; topRate: number }[] }>
      >;
    const above = await register({
      username: 'cregsub',
      kind: 'agent',
      contracts: [{ kind: 'daily_salary', tiers: [{ minActive: 0, rate: 2.5 }] }],
    });
    expect(above.code).toBe('error_contract_rate_range');
    const made = await register({
      username: 'cregsub',
      kind: 'agent',
      contracts: [{ kind: 'daily_salary', tiers: [{ minActive: 0, rate: 0.5 }] }],
    });
    expect(made.code, JSON.stringify(made)).toBe('ok');
    expect(made.value).toMatchObject({ isAgent: 2, contracts: [{ status: 'offered', topRate: 0.5 }] });
    const playerMade = await register({ username: 'cregplayer', kind: 'player' });
    expect(playerMade.value.isAgent).toBe(0);
    expect((await register({ username: 'cregplayer', kind: 'player' })).code).toBe('error_username_taken');
    expect(
      (
        await api.enc(p1, 'POST', '/wps/agent/team/register', {
          username: 'x1234567',
          password: 'Login1234',
          kind: 'player',
        })
      ).code,
    ).toBe('error_not_agent');
    const members = (await api.json(T, 'GET', '/wps/agent/team/members')) as Answer<{
      list: { username: string }[];
    }>;
    expect(members.value.list.map((m) => m.username)).toEqual(
      expect.arrayContaining(['cregsub', 'cregplayer']),
    );
  });

  it('offers only to a direct sub-agent inside the tree, one waiting offer at a time', async () => {
    const tiers = [{ minActive: 0, rate: 1 }];
    for (const outside of [B, b1, player, T])
      expect((await call(T, DAILY, { action: 'offer', downlineId: outside.id, tiers })).code).toBe(
        'error_not_downline',
      );
    expect((await call(T, DAILY, { action: 'offer', downlineId: SS.id, tiers })).code).toBe(
      'error_contract_target',
    );
    expect((await call(T, DAILY, { action: 'offer', downlineId: p1.id, tiers })).code).toBe(
      'error_contract_target',
    );

    const first = await call(T, DAILY, { action: 'offer', downlineId: S.id, tiers });
    expect(first.code).toBe('ok');
    expect((await call(T, DAILY, { action: 'offer', downlineId: S.id, tiers })).code).toBe(
      'error_contract_offer_pending',
    );
    expect(
      (await call(S, DAILY, { action: 'reject', contractId: first.value.touched!.id })).value.offers,
    ).toEqual([]);
    await offerAndAccept(DAILY, T, S, tiers);
    await offerAndAccept(DAILY, S, SS, [{ minActive: 0, rate: 0.4 }]);
    const page = await call(S, DAILY, { action: 'info' });
    expect(page.value.contract?.topRate).toBe(1);
    expect(page.value.given.map((c) => [c.agent, c.topRate, c.status])).toEqual([['csubsub', 0.4, 'active']]);
  });

  it("keeps agent B out of T's contracts by every id the calls take", async () => {
    const ofT = (await call(T, DAILY, { action: 'info' })).value;
    const ids = [ofT.contract!.id, ...ofT.given.map((c) => c.id)];
    for (const contractId of ids)
      for (const action of ['accept', 'reject', 'withdraw', 'terminate'] as const) {
        const res = await call(B, DAILY, { action, contractId });
        expect([res.status, res.code], `${action} ${contractId}`).toEqual([404, 'error_contract_not_found']);
        // Two levels down is not a party either.
        if (contractId === ofT.contract!.id)
          expect((await call(SS, DAILY, { action, contractId })).code).toBe('error_contract_not_found');
      }
    for (const downlineId of [S.id, SS.id, p1.id])
      expect(
        (await call(B, DAILY, { action: 'offer', downlineId, tiers: [{ minActive: 0, rate: 0.1 }] })).code,
      ).toBe('error_not_downline');
    expect((await call(B, DAILY, { action: 'info' })).value).toMatchObject({
      contract: null,
      given: [],
      offers: [],
    });
  });

  it('lets exactly one of a racing accept and withdrawal win', async () => {
    const top = await adminOffer(T.id, 'dividend', [{ minActive: 0, rate: 30 }], 'daily');
    await call(T, DIVIDEND, { action: 'accept', contractId: top.value.id });
    const offered = await call(T, DIVIDEND, {
      action: 'offer',
      downlineId: S.id,
      tiers: [{ minActive: 0, rate: 20 }],
    });
    const contractId = offered.value.touched!.id;
    const [accepted, withdrawn] = await Promise.all([
      call(S, DIVIDEND, { action: 'accept', contractId }),
      call(T, DIVIDEND, { action: 'withdraw', contractId }),
    ]);
    const codes = [accepted.code, withdrawn.code].sort();
    expect(codes).toEqual(['error_contract_state', 'ok']);
    const status = (await call(S, DIVIDEND, { action: 'info' })).value;
    if (accepted.code === 'ok') expect(status.contract?.id).toBe(contractId);
    else {
      expect(status.contract).toBeNull();
      await offerAndAccept(DIVIDEND, T, S, [{ minActive: 0, rate: 20 }]);
    }
    const audits = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'agent.contract.%'`,
      ),
    );
    expect(audits[0]!.n).toBeGreaterThan(5);
  });
});

describe('settlement', () => {
  let settlement: ReturnType<typeof createContractSettlementService>;
  const later = () => new Date(Date.now() + 2 * 86_400_000);
  const today = () => periodAt('daily', new Date(), 'Asia/Manila');

  beforeAll(async () => {
    settlement = createContractSettlementService({
      db: t.database.db,
      timeZone: 'Asia/Manila',
      ledger: t.app.services.wallet.ledger,
      now: later,
    });
    for (const who of [p1, p2, p3, b1]) await creditCash(t.app, who.id, 100_000n, `contracts-seed:${who.id}`);
    await bet(t.app, p1.id, { stake: 10_000n, payout: 50_000n });
    await bet(t.app, p2.id, { stake: 20_000n, payout: 0n });
    await bet(t.app, p3.id, { stake: 30_000n, payout: 0n });
    await bet(t.app, p3.id, { stake: 5_000n, payout: 5_000n }); // a push: no valid bet
    await bet(t.app, b1.id, { stake: 7_000n, payout: 0n });
    for (let i = 0; i < 150; i++) {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM outbox_deliveries WHERE handler = 'agent.bet-days' AND state = 'done'`,
        ),
      );
      if ((row?.n ?? 0) >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  const cashOf = async (memberId: number) =>
    rowsOf<{ balance: string }>(
      await t.database.db.execute(
        sql`SELECT balance::text FROM ledger_accounts WHERE key = ${`cash:${memberId}`}`,
      ),
    )[0]!.balance;
  const delivered = async () =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM outbox_deliveries WHERE handler = 'agent.bet-days' AND state = 'done'`,
      ),
    )[0]!.n;

  const entries = async (kind: string) =>
    rowsOf<{ key: string; account: string; amount: string }>(
      await t.database.db.execute(sql`
        SELECT j.idempotency_key AS key, a.key AS account, p.amount::text AS amount
        FROM journal_entries j JOIN postings p ON p.entry_id = j.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE j.kind = ${kind} ORDER BY j.id, p.id`),
    );

  it('pays the daily salary waterfall once, however often and however concurrently the job runs', async () => {
    const period = today();
    const runs = await Promise.all([
      settlement.settle('daily_salary', period),
      settlement.settle('daily_salary', period),
    ]);
    const again = await settlement.settle('daily_salary', period);
    expect(again).toMatchObject({ status: 'done', paid: 3, unpaid: 0, amount: '12.00' });
    expect(runs.every((run) => run?.id === again?.id)).toBe(true);

    // Team valid bets: T 60,000 (3 active: 2 %), S 50,000 (1 %), SS 30,000 (0.4 %), cents.
    const paid = await entries('agent_salary');
    const credit = (id: number) => paid.filter((p) => p.account === `cash:${id}`).map((p) => p.amount);
    expect(credit(T.id)).toEqual(['700']);
    expect(credit(S.id)).toEqual(['380']);
    expect(credit(SS.id)).toEqual(['120']);
    const fromHouse = paid
      .filter((p) => p.account.startsWith('house:'))
      .reduce((sum, p) => sum + BigInt(p.amount), 0n);
    expect(fromHouse).toBe(-1200n); // the top agent's 2 % of 60,000, and not a cent more
    expect(new Set(paid.map((p) => p.key)).size).toBe(3);

    const page = (await call(S, DAILY, { action: 'info' })).value;
    expect(page.rows[0]).toMatchObject({
      rate: 1,
      activeMembers: 2,
      validBet: '500.00',
      amount: '3.80',
      status: 'paid',
    });
    expect(page.paidTotal).toBe('3.80');
    const income = (await api.json(T, 'GET', '/wps/agent/income?range=last7Days')) as Answer<AgentIncomePage>;
    expect(income.value.list.map((row) => [row.kind, row.amount])).toEqual([['agent_salary', '7.00']]);
  });

  it('pays a dividend of two branches netting out at most the top rate on the team net loss', async () => {
    // T spends its cash while the run is between two batches: the row T pays S finds T short.
    let spent = false;
    const spending = createContractSettlementService({
      db: t.database.db,
      timeZone: 'Asia/Manila',
      now: later,
      batchSize: 1,
      ledger: {
        postMany: (tx, inputs) => t.app.services.wallet.ledger.postMany(tx, inputs),
        lockBalances: async (tx, keys) => {
          if (!spent && keys.includes(`cash:${T.id}`)) {
            spent = true; // in the batch's transaction: PGlite has a single connection
            await t.app.services.wallet.ledger.post(tx, {
              idempotencyKey: 'contracts-spend',
              kind: 'adjust',
              memberId: T.id,
              actor: 'system',
              postings: [
                { accountKey: `cash:${T.id}`, amount: -3_700n },
                { accountKey: 'house:adjustments', amount: 3_700n },
              ],
            });
          }
          return t.app.services.wallet.ledger.lockBalances(tx, keys);
        },
      },
    });
    const run = await spending.settle('dividend', today());
    expect(run).toMatchObject({ paid: 1, unpaid: 1 });
    // S's branch lost 50,000 and T's own player won 40,000: T's team lost 10,000, and 30 % of that,
    // 3,000, is all the chain is paid. S's 20 % of its branch (10,000) is more than that, so S is due
    // the whole 3,000 (from T, as uplines pay) and T keeps nothing: no level below zero.
    const paid = await entries('agent_dividend');
    expect(paid.map((p) => [p.account, p.amount])).toEqual([
      ['house:commissions', '-3000'],
      [`cash:${T.id}`, '3000'],
    ]);
    const page = (await call(S, DIVIDEND, { action: 'info' })).value;
    expect(page.rows[0]).toMatchObject({
      status: 'unpaid',
      reason: 'error_upline_insufficient_balance',
      amount: '30.00',
      profitLoss: '-500.00',
      rate: 20,
    });
    const ofT = (await call(T, DIVIDEND, { action: 'info' })).value;
    expect(ofT.rows[0]).toMatchObject({ status: 'paid', amount: '30.00', profitLoss: '-100.00', rate: 30 });
    expect(await cashOf(T.id)).toBe('0');
  });

  it('pays a row left unpaid on the next run of its kind, exactly once, once the upline has the cash', async () => {
    // Still short: the next run leaves it waiting.
    await creditCash(t.app, T.id, 2_999n, 'contracts-topup-1');
    await settlement.settle('dividend', today());
    expect((await call(S, DIVIDEND, { action: 'info' })).value.rows[0]?.status).toBe('unpaid');
    await creditCash(t.app, T.id, 1n, 'contracts-topup-2');
    await Promise.all([settlement.settle('dividend', today()), settlement.settle('dividend', today())]);
    await settlement.settle('dividend', today());
    const page = (await call(S, DIVIDEND, { action: 'info' })).value;
    expect(page.rows[0]).toMatchObject({ status: 'paid', reason: null, amount: '30.00' });
    expect(page.paidTotal).toBe('30.00');
    const paid = await entries('agent_dividend');
    expect(paid.map((p) => [p.account, p.amount])).toEqual([
      ['house:commissions', '-3000'],
      [`cash:${T.id}`, '3000'],
      [`cash:${T.id}`, '-3000'],
      [`cash:${S.id}`, '3000'],
    ]);
    expect(await cashOf(T.id)).toBe('0');
    const runs = await adminCall<{ list: SettlementRun[] }>(
      'GET',
      '/wps/admin/agent/contracts/runs?kind=dividend',
    );
    expect(runs.value.list[0]).toMatchObject({ paid: 2, unpaid: 0, amount: '60.00' });
  });

  it('pays a real-time salary slot by slot: each slot what the day so far added', async () => {
    await adminCall('PUT', '/wps/admin/agent/contracts/settings', {
      kinds: [{ kind: 'realtime_salary', enabled: true, payer: 'platform', carryLoss: false }],
      ceilings: [{ isAgent: 1, kind: 'realtime_salary', maxRate: 1 }],
    });
    // A slot before any contract of the kind is in force settles to nothing.
    const before = periodAt('realtime', new Date(Date.now() - 3_600_000), 'Asia/Manila');
    expect(await settlement.settle('realtime_salary', before)).toMatchObject({ contracts: 0, paid: 0 });
    const offered = await adminOffer(T.id, 'realtime_salary', [{ minActive: 0, rate: 1 }]);
    expect((await call(T, REALTIME, { action: 'accept', contractId: offered.value.id })).code).toBe('ok');
    // Slots that end after the acceptance (no contract applies to a period before it), in one site day.
    const tz = 'Asia/Manila';
    const first = periodAt('realtime', new Date(), tz);
    const second = periodAt('realtime', first.end, tz);
    // In a site day's last five minutes the next slot already reads the next day: nothing to compare.
    if (first.fromDay !== second.fromDay) return;
    expect((await settlement.settle('realtime_salary', first))?.amount).toBe('6.00'); // 1 % of 60,000
    expect(await settlement.settle('realtime_salary', second)).toMatchObject({ paid: 0, amount: '0.00' });
    await bet(t.app, p2.id, { stake: 10_000n, payout: 0n });
    for (let i = 0; i < 150; i++) {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM outbox_deliveries WHERE handler = 'agent.bet-days' AND state = 'done'`,
        ),
      );
      if ((row?.n ?? 0) >= 6) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const third = periodAt('realtime', second.end, tz);
    if (third.fromDay === second.fromDay)
      expect((await settlement.settle('realtime_salary', third))?.amount).toBe('1.00');
    const rows = (await call(T, REALTIME, { action: 'info' })).value.rows;
    expect(rows.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(
      third.fromDay === second.fromDay ? 7 : 6,
    );
  });

  it("pays a bet that reached the day's figures after its last slot in the next day's slots, once", async () => {
    const tz = 'Asia/Manila';
    const day = today();
    const lastSlot = periodAt('realtime', new Date(day.end.getTime() - 1), tz);
    await settlement.settle('realtime_salary', lastSlot);
    const seen = await delivered();
    // Settled today, but in only after the day's last slot was paid (a vendor's late report).
    await bet(t.app, p1.id, { stake: 20_000n, payout: 0n });
    for (let i = 0; i < 150 && (await delivered()) <= seen; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const next = periodAt('realtime', day.end, tz);
    expect(next.fromDay).not.toBe(day.fromDay);
    // 1 % of the late 20,000, in the next day's first slot; the slot after adds nothing.
    expect(await settlement.settle('realtime_salary', next)).toMatchObject({ paid: 1, amount: '2.00' });
    expect(await settlement.settle('realtime_salary', periodAt('realtime', next.end, tz))).toMatchObject({
      paid: 0,
      amount: '0.00',
    });
    const rows = (await call(T, REALTIME, { action: 'info' })).value.rows;
    expect(rows.find((row) => row.periodStart === next.start.toISOString())).toMatchObject({
      amount: '2.00',
      catchUp: '2.00',
    });
  });

  it('lists the runs and what each paid to the operator', async () => {
    const runs = await adminCall<{ list: SettlementRun[] }>(
      'GET',
      '/wps/admin/agent/contracts/runs?kind=daily_salary',
    );
    expect(runs.value.list[0]).toMatchObject({ kind: 'daily_salary', paid: 3, amount: '12.00' });
    const rows = await adminCall<{ rows: { amount: string }[] }>(
      'GET',
      `/wps/admin/agent/contracts/runs/${runs.value.list[0]!.id}`,
    );
    expect(rows.value.rows.map((row) => row.amount).sort()).toEqual(['1.20', '3.80', '7.00']);
    const ofT = await adminCall<{ contracts: unknown[] }>('GET', `/wps/admin/agent/contracts/agent/${T.id}`);
    expect(ofT.value.contracts.length).toBeGreaterThanOrEqual(4);
    const notYet = await adminCall('POST', '/wps/admin/agent/contracts/settle', {
      kind: 'daily_salary',
      at: new Date().toISOString(),
    });
    expect(notYet.code).toBe('error_period_not_ended');
  });

  it("lists every agent's contracts by agent, kind and status, newest first, a page at a time", async () => {
    type Page = { list: { id: number; agentId: number; kind: string; status: string }[]; nextCursor: number | null };
    const all = await adminCall<Page>('GET', '/wps/admin/agent/contracts?size=100');
    expect(all.code).toBe('ok');
    const agents = new Set(all.value.list.map((c) => c.agentId));
    expect(agents.has(T.id) && agents.has(S.id)).toBe(true);
    const ids = all.value.list.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // Two at a time: the pages add up to the whole list, each contract once.
    const paged: number[] = [];
    let after: number | null = null;
    do {
      const next: { value: Page } = await adminCall<Page>(
        'GET',
        `/wps/admin/agent/contracts?size=2${after === null ? '' : `&after=${after}`}`,
      );
      paged.push(...next.value.list.map((c) => c.id));
      after = next.value.nextCursor;
    } while (after !== null);
    expect(paged).toEqual(ids);

    const filtered = await adminCall<Page>(
      'GET',
      `/wps/admin/agent/contracts?agentId=${S.id}&kind=dividend&status=active`,
    );
    expect(filtered.value.list.length).toBeGreaterThan(0);
    expect(
      filtered.value.list.every((c) => c.agentId === S.id && c.kind === 'dividend' && c.status === 'active'),
    ).toBe(true);
    expect(filtered.value.list.map((c) => c.id)).toEqual(
      all.value.list
        .filter((c) => c.agentId === S.id && c.kind === 'dividend' && c.status === 'active')
        .map((c) => c.id),
    );
    const bad = await adminCall('GET', '/wps/admin/agent/contracts?kind=weekly');
    expect(bad.status).toBe(400);
  });

  it('lets support read the contract settings but only an admin change them, offer or settle', async () => {
    const support = await operatorHeaders(t.app, 'contractssupport', 'support');
    const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: support, ...(payload ? { payload } : {}) });
    expect((await as('GET', '/wps/admin/agent/contracts/settings')).statusCode).toBe(200);
    expect((await as('GET', '/wps/admin/agent/contracts/runs')).statusCode).toBe(200);
    expect((await as('GET', '/wps/admin/agent/contracts')).statusCode).toBe(200);
    const refused = [
      await as('PUT', '/wps/admin/agent/contracts/settings', { kinds: [], ceilings: [] }),
      await as('POST', '/wps/admin/agent/contracts/offer', {
        agentId: B.id,
        kind: 'daily_salary',
        tiers: [{ minActive: 0, rate: 0.5 }],
      }),
      await as('POST', '/wps/admin/agent/contracts/settle', {
        kind: 'daily_salary',
        at: '2020-01-01T00:00:00Z',
      }),
    ];
    expect(refused.map((res) => res.json<{ code: string }>().code)).toEqual([
      'error_forbidden',
      'error_forbidden',
      'error_forbidden',
    ]);
    const member = await api.json(T, 'GET', '/wps/admin/agent/contracts/settings');
    expect(member.status).toBe(401);
    expect((await api.json(T, 'GET', '/wps/admin/agent/contracts')).status).toBe(401);
  });

  it('ends the contracts below an agent that accepts a lower rate, after it confirms', async () => {
    const lower = await adminOffer(T.id, 'daily_salary', [{ minActive: 0, rate: 0.5 }]);
    const unconfirmed = await call(T, DAILY, { action: 'accept', contractId: lower.value.id });
    expect(unconfirmed.code).toBe('error_contract_confirm_lower');
    const stillS = (await call(S, DAILY, { action: 'info' })).value.contract;
    expect(stillS?.status).toBe('active');
    const confirmed = await call(T, DAILY, {
      action: 'accept',
      contractId: lower.value.id,
      confirmLower: true,
    });
    expect(confirmed.value.contract?.topRate).toBe(0.5);
    // S's 1 % ended; the 0.5 % offer to the registered sub-agent is not above the new rate and stays.
    expect(confirmed.value.given.map((c) => c.agent)).toEqual(['cregsub']);
    expect((await call(SS, DAILY, { action: 'info' })).value.contract).toBeNull();
    // The settled period keeps what it paid.
    expect((await call(S, DAILY, { action: 'info' })).value.rows[0]).toMatchObject({
      amount: '3.80',
      rate: 1,
    });
  });
});

describe('a tree move', () => {
  it("ends the moved branch's contracts, with a notice to each side, and keeps the rest", async () => {
    const X = await memberSession(t.app, 'mvtop', { isAgent: 1 });
    const Y = await memberSession(t.app, 'mvsub', { isAgent: 2, uplineId: X.id });
    const Z = await memberSession(t.app, 'mvsubsub', { isAgent: 2, uplineId: Y.id });
    const Y2 = await memberSession(t.app, 'mvsibling', { isAgent: 2, uplineId: X.id });
    const W = await memberSession(t.app, 'mvother', { isAgent: 41 });
    const top = await adminOffer(X.id, 'dividend', [{ minActive: 0, rate: 30 }], 'weekly');
    expect((await call(X, DIVIDEND, { action: 'accept', contractId: top.value.id })).code).toBe('ok');
    const ofY = await offerAndAccept(DIVIDEND, X, Y, [{ minActive: 0, rate: 20 }]);
    const ofZ = await offerAndAccept(DIVIDEND, Y, Z, [{ minActive: 0, rate: 10 }]);
    const ofY2 = await offerAndAccept(DIVIDEND, X, Y2, [{ minActive: 0, rate: 15 }]);

    const moved = await adminCall('POST', '/wps/admin/agent/tree/move', {
      memberId: Y.id,
      uplineId: W.id,
      remark: 'restructure',
    });
    expect(moved.code).toBe('ok');

    const pageOf = async (who: MemberSession) => (await call(who, DIVIDEND, { action: 'info' })).value;
    const y = await pageOf(Y);
    expect(y.contract).toBeNull();
    expect(y.ended.map((c) => [c.id, c.status, c.endReason])).toEqual([
      [ofZ, 'ended', 'upline_contract_ended'],
      [ofY, 'ended', 'moved'],
    ]);
    const z = await pageOf(Z);
    expect(z.contract).toBeNull();
    expect(z.ended.map((c) => [c.id, c.endReason, c.upline])).toEqual([
      [ofZ, 'upline_contract_ended', 'mvsub'],
    ]);
    // The old upline keeps its own contract and the one with the branch that stayed, and is told.
    const x = await pageOf(X);
    expect(x.contract?.id).toBe(top.value.id);
    expect(x.given.map((c) => c.id)).toEqual([ofY2]);
    expect(x.ended.map((c) => [c.id, c.agent, c.endReason])).toEqual([[ofY, 'mvsub', 'moved']]);
    expect((await pageOf(Y2)).contract?.id).toBe(ofY2);
    // The new upline holds nothing of the branch.
    expect(await pageOf(W)).toMatchObject({ contract: null, given: [], ended: [] });

    const ends = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'agent.contract.end'
          AND (after ->> 'id')::bigint = ${ofY} AND after ->> 'endReason' = 'moved'`,
      ),
    );
    expect(ends[0]!.n).toBe(1);
    // A period that ends after the move pays the moved branch nothing under its old contracts.
    const week = periodAt('weekly', new Date(), 'Asia/Manila');
    const inForce = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`SELECT id::int FROM agent_contracts WHERE id IN (${ofY}, ${ofZ})
          AND (ended_at IS NULL OR ended_at >= ${week.end.toISOString()})`,
      ),
    );
    expect(inForce).toEqual([]);
  });
});
