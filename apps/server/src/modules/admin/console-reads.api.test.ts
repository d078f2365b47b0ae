import type {
  AdminBet,
  AdminLedgerLine,
  AdminMember,
  AdminMemberPayment,
  AdminMemberRow,
  Dashboard,
  Deposit,
  DepositMethod,
} from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { writeAudit } from '../../platform/audit.js';
import { daysOf } from './console-reads.service.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };
let support: { authorization: string };
let finance: { authorization: string };
let player: MemberSession;
let playerName: string;
let depositId = 0;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
const cents = (money: string) => BigInt(money.replace('.', ''));

const get = async <T>(headers: object, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': 'en' } });
  return { status: res.statusCode, ...res.json<{ code: string; value: T }>() };
};
const dashboard = async (from = today(), to = today()) => {
  const res = await get<Dashboard>(admin, `/wps/admin/dashboard?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.value;
};
const house = async (code: string) =>
  [...(await t.app.services.wallet.ledger.houseBalances(t.database.db)).entries()]
    .filter(([key]) => key === code)
    .reduce((sum, [, balance]) => sum + balance, 0n);

let before: Dashboard;
let houseBefore: { deposits: bigint; revenue: bigint };

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  admin = await operatorHeaders(t.app, 'consadmin', 'admin');
  support = await operatorHeaders(t.app, 'conssupport', 'support');
  finance = await operatorHeaders(t.app, 'consfinance', 'finance');
  before = await dashboard();
  houseBefore = { deposits: await house('deposits_clearing'), revenue: await house('game_revenue') };
  playerName = `cons${Date.now().toString(36)}`;
  player = await memberSession(t.app, playerName, { mobileCountryCode: '63', mobile: '9175550123' });
  const methods = (await api.json(player, 'GET', '/wps/wallet/deposit/methods')).value as DepositMethod[];
  const bank = methods.find((m) => m.kind === 'bank')!;
  const made = await api.json(player, 'POST', '/wps/wallet/deposit/bank', {
    methodId: bank.id,
    amount: '500',
  });
  const { list } = (
    await get<{ list: (Deposit & { id: number; username: string })[] }>(
      finance,
      '/wps/admin/deposits?status=pending&pageSize=50',
    )
  ).value;
  depositId = list.find((d) => d.orderNo === (made.value as Deposit).orderNo)!.id;
});
afterAll(async () => {
  await t.close();
});

describe('dashboard', () => {
  it('counts a registration, a first deposit, a pending queue and a bet, matching the ledger', async () => {
    const pending = await dashboard();
    expect(pending.pending.deposits).toBe(before.pending.deposits + 1);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/wps/admin/deposits/${depositId}/approve`,
      headers: finance,
      payload: { remark: '' },
    });
    expect(approve.statusCode).toBe(200);
    await bet(t.app, player.id, { stake: 10_000n, payout: 3_000n, gameType: 'RNG' });

    const after = await dashboard();
    expect(after.registrations - before.registrations).toBe(1);
    expect(after.deposits.count - before.deposits.count).toBe(1);
    expect(cents(after.deposits.amount) - cents(before.deposits.amount)).toBe(50_000n);
    expect(after.firstDeposits.count - before.firstDeposits.count).toBe(1);
    expect(cents(after.firstDeposits.amount) - cents(before.firstDeposits.amount)).toBe(50_000n);
    expect(after.pending.deposits).toBe(before.pending.deposits);
    expect(after.activePlayers - before.activePlayers).toBe(1);
    expect(after.bets.count - before.bets.count).toBe(1);
    expect(cents(after.bets.ggr) - cents(before.bets.ggr)).toBe(7_000n);
    const rng = (d: Dashboard) => cents(d.byGameType.find((g) => g.gameType === 'RNG')?.ggr ?? '0.00');
    expect(rng(after) - rng(before)).toBe(7_000n);
    const vendor = (d: Dashboard) =>
      cents(d.byVendor.find((v) => v.gameType === 'RNG' && v.vendor === 'SW_RNG')?.ggr ?? '0.00');
    expect(vendor(after) - vendor(before)).toBe(7_000n);
    // The ledger's own house accounts moved by exactly what the dashboard added.
    expect(houseBefore.deposits - (await house('deposits_clearing'))).toBe(50_000n);
    expect((await house('game_revenue')) - houseBefore.revenue).toBe(7_000n);
    // The day series adds up to the totals.
    const day = after.days.find((d) => d.day === today())!;
    expect(day.deposits).toBe(after.deposits.amount);
    expect(day.ggr).toBe(after.bets.ggr);
  });

  it('answers a range with one row per site day and refuses a reversed or too long range', async () => {
    const week = await dashboard('2026-01-01', '2026-01-07');
    expect(week.days.map((d) => d.day)).toEqual(daysOf('2026-01-01', '2026-01-07'));
    expect(week.days).toHaveLength(7);
    expect((await get(admin, '/wps/admin/dashboard?from=2026-01-07&to=2026-01-01')).status).toBe(400);
    expect((await get(admin, '/wps/admin/dashboard?from=2025-01-01&to=2026-01-01')).status).toBe(400);
    expect((await get(admin, '/wps/admin/dashboard?from=2026-13-01&to=2026-01-01')).status).toBe(400);
  });

  it('is read by admin, finance and support, never by a member token or without a token', async () => {
    const url = `/wps/admin/dashboard?from=${today()}&to=${today()}`;
    expect((await get(support, url)).status).toBe(200);
    expect((await get(finance, url)).status).toBe(200);
    expect((await get(player.headers, url)).status).toBe(401);
    expect((await get({}, url)).status).toBe(401);
  });
});

describe('members', () => {
  it('finds a member by part of the username, by id, by mobile and by login address, and pages by keyset', async () => {
    const byName = await get<{ list: AdminMemberRow[] }>(
      support,
      `/wps/admin/members?q=${playerName.slice(2)}`,
    );
    expect(byName.value.list.map((m) => m.username)).toEqual([playerName]);
    expect(byName.value.list[0]).toMatchObject({ mobile: '+63 9175550123', cash: '430.00', isAgent: 0 });
    const byId = await get<{ list: AdminMemberRow[] }>(support, `/wps/admin/members?q=${player.id}`);
    expect(byId.value.list.map((m) => m.id)).toContain(player.id);
    const byMobile = await get<{ list: AdminMemberRow[] }>(support, '/wps/admin/members?q=9175550123');
    expect(byMobile.value.list.map((m) => m.id)).toEqual([player.id]);
    const first = await get<{ list: AdminMemberRow[]; nextCursor: number }>(
      admin,
      '/wps/admin/members?pageSize=2',
    );
    expect(first.value.list).toHaveLength(2);
    const second = await get<{ list: AdminMemberRow[] }>(
      admin,
      `/wps/admin/members?pageSize=2&cursor=${first.value.nextCursor}`,
    );
    expect(second.value.list[0]!.id).toBeLessThan(first.value.list[1]!.id);
    // By an address of the login history: the member's own sign-in from it, and nobody from another.
    await writeAudit(t.database.db, {
      actor: `member:${player.id}`,
      action: 'session.login',
      before: null,
      after: null,
      ip: '198.51.100.23',
    });
    const byIp = await get<{ list: AdminMemberRow[] }>(support, '/wps/admin/members?ip=198.51.100.23');
    expect(byIp.value.list.map((m) => m.id)).toEqual([player.id]);
    const elsewhere = await get<{ list: AdminMemberRow[] }>(support, '/wps/admin/members?ip=198.51.100.24');
    expect(elsewhere.value.list).toEqual([]);
    expect((await get(support, '/wps/admin/members?ip=not-an-address')).status).toBe(400);
    const trial = await get<{ list: AdminMemberRow[] }>(admin, '/wps/admin/members?kind=trial&pageSize=100');
    expect(trial.value.list.every((m) => m.isAgent === 4)).toBe(true);
    expect((await get(admin, '/wps/admin/members?pageSize=1000')).status).toBe(400);
  });

  it("shows a member's balances, totals, ledger lines, bets and deposits", async () => {
    const member = (await get<AdminMember>(support, `/wps/admin/members/${player.id}`)).value;
    expect(member.balances.cash).toBe('430.00');
    expect(member.totals).toMatchObject({ deposits: '500.00', bets: 1, stake: '100.00', payout: '30.00' });
    const ledger = (await get<{ list: AdminLedgerLine[] }>(admin, `/wps/admin/members/${player.id}/ledger`))
      .value;
    // The cash account's lines: the points the bet earns arrive on the points account when the outbox
    // delivers the settlement, at a moment of its own.
    const cash = ledger.list.filter((l) => l.account === 'cash');
    expect(cash.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([
      ['payout', '30.00', '430.00'],
      ['bet', '-100.00', '400.00'],
      ['deposit', '500.00', '500.00'],
    ]);
    const bets = (await get<{ list: AdminBet[] }>(admin, `/wps/admin/members/${player.id}/bets`)).value;
    expect(bets.list).toMatchObject([
      { stake: '100.00', payout: '30.00', status: 'settled', gameType: 'RNG' },
    ]);
    const deposits = (
      await get<{ list: AdminMemberPayment[] }>(
        admin,
        `/wps/admin/members/${player.id}/payments?kind=deposit`,
      )
    ).value;
    expect(deposits.list).toMatchObject([{ id: depositId, amount: '500.00', status: 'approved' }]);
    const withdrawals = await get<{ list: unknown[] }>(
      admin,
      `/wps/admin/members/${player.id}/payments?kind=withdrawal`,
    );
    expect(withdrawals.value.list).toEqual([]);
    expect((await get(admin, '/wps/admin/members/999999999')).status).toBe(404);
    expect((await get(admin, '/wps/admin/members/999999999/ledger')).status).toBe(404);
  });
});

describe('audit', () => {
  interface AuditEntry {
    actor: string;
    actorName: string;
    action: string;
    before: unknown;
    after: unknown;
  }
  it('finds the deposit approval by action and operator, admins only', async () => {
    const all = await get<{ list: AuditEntry[] }>(admin, '/wps/admin/audit?action=deposit.approve');
    const names = (r: AuditEntry) => JSON.stringify([r.before, r.after]).includes(String(depositId));
    const row = all.value.list.find(names);
    expect(row).toBeDefined();
    const operatorId = row!.actor.replace('operator:', '');
    const byOperator = await get<{ list: AuditEntry[] }>(admin, `/wps/admin/audit?operatorId=${operatorId}`);
    expect(byOperator.value.list.length).toBeGreaterThan(0);
    expect(byOperator.value.list.every((r) => r.actor === row!.actor)).toBe(true);
    // Shown by name: the operator who approved it.
    expect(row!.actorName).toBe('consfinance');
    expect((await get(support, '/wps/admin/audit')).status).toBe(403);
    expect((await get(finance, '/wps/admin/audit')).status).toBe(403);
  });
});
