import type { TransactionDetail, TransactionPage, TransactionRow } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, type MemberSession } from '../../../../test/account-helpers.js';
import { backdate, bet, expectReconciled, grant } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { creditCash } from '../../../../test/wallet-helpers.js';
import { deposits, withdrawals } from '../../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
});
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

const operator = { actor: 'operator:1', ip: null };
/** Matches any string (vitest's matcher is typed any). */
const anyText: unknown = expect.any(String);
let n = 0;
async function fresh(prefix: string, extra: Parameters<typeof memberSession>[2] = {}) {
  const username = `${prefix}${Date.now().toString(36)}${n++}`;
  return { ...(await memberSession(t.app, username, extra)), username };
}

async function transactions(who: MemberSession, query: string) {
  const res = await api.json(who, 'GET', `/wps/relay/ODSFE2_MemTrans?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.value as TransactionPage;
}
/** Every row over every page, following nextCursor. */
async function allRows(who: MemberSession, query: string, pageSize = 3) {
  const rows: TransactionRow[] = [];
  let cursor: number | null = null;
  let first: TransactionPage | null = null;
  do {
    const page = await transactions(who, `${query}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`);
    first ??= page;
    if (cursor) expect(page.totals).toBeNull();
    rows.push(...page.list);
    cursor = page.nextCursor;
  } while (cursor);
  return { rows, totals: first?.totals };
}
const detail = (who: MemberSession, entryId: number) =>
  api.json(who, 'GET', `/wps/relay/ODSFE2_MemTransDet?entryId=${entryId}`);
const sum = (rows: readonly { amount: string }[], sign: 1 | -1) =>
  rows
    .map((r) => BigInt(r.amount.replace('.', '')))
    .filter((v) => (sign > 0 ? v > 0n : v < 0n))
    .reduce((a, b) => a + b, 0n);
const entryOf = async (key: string) =>
  (await t.app.services.wallet.ledger.findEntry(key, t.database.db))?.entryId ?? 0;

/** A member whose cash wallet saw one of every kind of movement, and their downline who sent them money. */
async function busyMember() {
  const me = await fresh('rec', { paymentPassword: '135790', payeeName: 'Ana Reyes' });
  const downline = await fresh('recdown', { paymentPassword: '246810', uplineId: me.id });
  await creditCash(t.app, me.id, 100_000n, `test-credit:${me.id}`);
  await creditCash(t.app, downline.id, 10_000n, `test-credit:${downline.id}`);
  const { deposits: depositService, withdrawals: withdrawalService } = t.app.services.payments;
  const method = (await depositService.listMethods()).find((m) => m.kind === 'bank');
  const deposit = await depositService.createBankDeposit(
    me.id,
    { methodId: method?.id ?? 0, amount: '150', reference: 'BDO-77', receipts: [] },
    '127.0.0.1',
  );
  const [depositRow] = await t.database.db
    .select()
    .from(deposits)
    .where(eq(deposits.orderNo, deposit.orderNo));
  await depositService.approve(depositRow?.id ?? 0, 'matched', operator);
  await api.enc(me, 'POST', '/wps/member/bankAccounts', {
    bankCode: 'GCASH',
    accountName: 'Ana Reyes',
    accountNumber: '09171234567',
    paymentPassword: '135790',
  });
  const held = await api.enc(me, 'POST', '/wps/wallet/withdraw', {
    amount: '200',
    paymentPassword: '135790',
  });
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  const orderNo = (held.value as { orderNo: string }).orderNo;
  const [withdrawalRow] = await t.database.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.orderNo, orderNo));
  await withdrawalService.reject(withdrawalRow?.id ?? 0, 'Name check failed', operator);
  const reef = { vassalage: 'REEF', transferId: `in-${me.id}-0001`, amount: '20', direction: 'in' };
  expect((await api.json(me, 'POST', '/wps/relay/GCS_walletTransfer', reef)).status).toBe(200);
  await bet(t.app, me.id, { stake: 1_000n, payout: 2_500n, vendorBetId: `rec-${me.id}` });
  await grant(t.app, {
    memberId: me.id,
    source: 'welcome',
    title: 'Welcome bonus',
    amount: 5_000n,
    turnoverRequired: 50_000n,
  });
  await t.app.services.wallet.transferUpline(
    downline.id,
    { amount: '30', paymentPassword: '246810', transferId: `up-${downline.id}-01`, remark: 'for you' },
    '127.0.0.1',
  );
  return { me, downline, depositOrderNo: deposit.orderNo, withdrawalOrderNo: orderNo };
}

describe('account record (transactionHistory)', () => {
  it('lists every movement on the cash and bonus wallets, newest first, with totals of the range', async () => {
    const { me, downline } = await busyMember();
    const { rows, totals } = await allRows(me, 'range=today');
    expect(rows.map((r) => [r.type, r.wallet, r.amount])).toEqual([
      ['transfer_upline', 'cash', '30.00'],
      ['bonus', 'bonus', '50.00'],
      ['payout', 'cash', '25.00'],
      ['bet', 'cash', '-10.00'],
      ['transfer', 'cash', '-20.00'],
      ['withdrawal_release', 'cash', '200.00'],
      ['withdrawal', 'cash', '-200.00'],
      ['deposit', 'cash', '150.00'],
      ['adjust', 'cash', '1000.00'],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    // Each cash row continues the balance of the one before it.
    const cash = rows.filter((r) => r.wallet === 'cash').reverse();
    for (const [i, row] of cash.entries()) {
      const before = i === 0 ? 0n : BigInt(cash[i - 1]!.balanceAfter.replace('.', ''));
      expect(before + BigInt(row.amount.replace('.', ''))).toBe(BigInt(row.balanceAfter.replace('.', '')));
    }
    expect(rows.find((r) => r.type === 'deposit')?.orderNo).toMatch(/^D\d{16}$/);
    expect(rows.find((r) => r.type === 'transfer')?.vendor).toBe('REEF');
    expect(rows.find((r) => r.type === 'bet')?.vendor).toBe('SW_RNG');
    expect(totals).toEqual({ count: 9, in: '1455.00', out: '-230.00', net: '1225.00' });
    expect(BigInt(totals!.in.replace('.', ''))).toBe(sum(rows, 1));
    expect(BigInt(totals!.out.replace('.', ''))).toBe(sum(rows, -1));

    // The downline sees their side of the same transfer, and nothing of the upline's.
    const theirs = await allRows(downline, 'range=today');
    expect(theirs.rows.map((r) => [r.type, r.amount])).toEqual([
      ['transfer_upline', '-30.00'],
      ['adjust', '100.00'],
    ]);
    expect(theirs.totals).toEqual({ count: 2, in: '100.00', out: '-30.00', net: '70.00' });
  });

  it('filters by type and wallet, totals included', async () => {
    const { me } = await busyMember();
    const upline = await transactions(me, 'range=last7Days&type=transfer_upline');
    expect(upline.list.map((r) => r.amount)).toEqual(['30.00']);
    expect(upline.totals).toEqual({ count: 1, in: '30.00', out: '0.00', net: '30.00' });
    const withdrawalsOnly = await transactions(me, 'range=today&type=withdrawal');
    expect(withdrawalsOnly.list.map((r) => r.amount)).toEqual(['-200.00']);
    const bonus = await transactions(me, 'range=today&wallet=bonus');
    expect(bonus.list.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([['bonus', '50.00', '50.00']]);
    expect((await transactions(me, 'range=today&type=rebate')).list).toEqual([]);
    const bad = await api.json(me, 'GET', '/wps/relay/ODSFE2_MemTrans?type=lottery');
    expect([bad.status, bad.code]).toEqual([400, 'error_invalid_request']);
  });

  it('pages by keyset without duplicates or gaps while new movements arrive', async () => {
    const me = await fresh('recpage');
    for (let i = 1; i <= 11; i++) await creditCash(t.app, me.id, BigInt(i * 100), `page:${me.id}:${i}`);
    const first = await transactions(me, 'range=today&pageSize=4');
    expect(first.list.map((r) => r.amount)).toEqual(['11.00', '10.00', '9.00', '8.00']);
    // Newer movements land before the cursor: later pages go on where the first stopped.
    for (let i = 12; i <= 14; i++) await creditCash(t.app, me.id, BigInt(i * 100), `page:${me.id}:${i}`);
    const seen = [...first.list];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await transactions(me, `range=today&pageSize=4&cursor=${cursor}`);
      seen.push(...page.list);
      cursor = page.nextCursor;
    }
    expect(seen.map((r) => r.amount)).toEqual(Array.from({ length: 11 }, (_, i) => `${11 - i}.00`));
    const again = await allRows(me, 'range=today', 5);
    expect(again.rows).toHaveLength(14);
    expect(again.totals).toEqual({ count: 14, in: '105.00', out: '0.00', net: '105.00' });
  });

  it('reads dates as days in Asia/Manila', async () => {
    const me = await fresh('recdays');
    await creditCash(t.app, me.id, 1_000n, `days:${me.id}:late`);
    await creditCash(t.app, me.id, 2_000n, `days:${me.id}:early`);
    // 23:30 on 10 January in Manila is 15:30 UTC; 00:30 on the 11th is 16:30 UTC on the 10th.
    await backdate(t.app, { entryId: await entryOf(`days:${me.id}:late`) }, new Date('2026-01-10T15:30:00Z'));
    await backdate(
      t.app,
      { entryId: await entryOf(`days:${me.id}:early`) },
      new Date('2026-01-10T16:30:00Z'),
    );
    const day = (date: string) => transactions(me, `range=custom&startDate=${date}&endDate=${date}`);
    const tenth = await day('2026-01-10');
    expect(tenth).toMatchObject({ startDate: '2026-01-10', endDate: '2026-01-10', timeZone: 'Asia/Manila' });
    expect(tenth.list.map((r) => r.amount)).toEqual(['10.00']);
    expect((await day('2026-01-11')).list.map((r) => r.amount)).toEqual(['20.00']);
    expect((await day('2026-01-12')).list).toEqual([]);
    expect((await transactions(me, 'range=today')).list).toEqual([]);
    const both = await transactions(me, 'range=custom&startDate=2026-01-10&endDate=2026-01-11');
    expect(both.totals).toMatchObject({ count: 2, in: '30.00' });
  });

  it('refuses bad ranges, trial accounts and callers without a session', async () => {
    const me = await fresh('recbad');
    const call = (query: string) => api.json(me, 'GET', `/wps/relay/ODSFE2_MemTrans?${query}`);
    for (const query of [
      'range=custom',
      'range=custom&startDate=2026-01-10',
      'range=custom&startDate=2026-01-11&endDate=2026-01-10',
      'range=custom&startDate=2025-10-01&endDate=2026-01-10',
    ]) {
      const res = await call(query);
      expect([query, res.status, res.code]).toEqual([query, 400, 'error_date_range']);
    }
    expect((await call('range=custom&startDate=2025-10-01&endDate=2026-01-10')).body.value).toEqual({
      limit: 90,
    });
    for (const query of [
      'range=custom&startDate=2026-02-30&endDate=2026-03-01',
      'range=week',
      'pageSize=51',
    ]) {
      expect((await call(query)).code).toBe('error_invalid_request');
    }
    const trial = await fresh('rectrial', { isAgent: 4 });
    const refused = await api.json(trial, 'GET', '/wps/relay/ODSFE2_MemTrans');
    expect([refused.status, refused.code]).toEqual([403, 'in_need_true_account']);
    expect((await api.json(null, 'GET', '/wps/relay/ODSFE2_MemTrans')).status).toBe(401);
  });
});

describe('account record detail (ODSFE2_MemTransDet)', () => {
  it("shows an entry's lines on the member's wallets and what it refers to", async () => {
    const { me, downline, depositOrderNo, withdrawalOrderNo } = await busyMember();
    const { rows } = await allRows(me, 'range=today', 20);
    const of = async (type: string, who = me) => {
      const row = rows.find((r) => r.type === type);
      const res = await detail(who, row?.entryId ?? 0);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.value as TransactionDetail;
    };
    const deposit = await of('deposit');
    expect(deposit).toMatchObject({
      type: 'deposit',
      by: 'operator',
      remark: 'matched',
      postings: [{ wallet: 'cash', amount: '150.00' }],
      reference: { orderNo: depositOrderNo, method: anyText, bankName: null },
    });
    expect(await of('withdrawal_release')).toMatchObject({
      by: 'operator',
      remark: 'Name check failed',
      postings: [{ amount: '200.00' }],
      reference: { orderNo: withdrawalOrderNo, bankName: 'GCash', accountNumber: '****4567' },
    });
    expect((await of('withdrawal')).by).toBe('self');
    expect((await of('transfer')).reference).toMatchObject({
      vendor: 'REEF',
      vendorName: 'Reef Hunters',
      direction: 'in',
      transferId: `in-${me.id}-0001`,
    });
    expect(await of('payout')).toMatchObject({
      by: 'vendor',
      reference: {
        vendor: 'SW_RNG',
        vendorName: 'Swerte Slots',
        gameType: 'RNG',
        gameName: 'Lucky Reels',
        vendorBetId: `rec-${me.id}`,
      },
    });
    expect(await of('bonus')).toMatchObject({
      by: 'system',
      postings: [{ wallet: 'bonus', amount: '50.00', balanceAfter: '50.00' }],
      reference: { title: 'Welcome bonus' },
    });
    const received = await of('transfer_upline');
    expect(received).toMatchObject({
      by: 'member',
      remark: 'for you',
      postings: [{ amount: '30.00' }],
      reference: { counterparty: downline.username, transferId: `up-${downline.id}-01` },
    });
    const sent = await detail(downline, received.entryId);
    expect(sent.value).toMatchObject({
      by: 'self',
      postings: [{ amount: '-30.00' }],
      reference: { counterparty: me.username },
    });
  });

  it("answers not found for another member's entry, a house-only entry and an unknown id", async () => {
    const { me, downline } = await busyMember();
    const { rows } = await allRows(me, 'range=today&type=deposit', 20);
    const res = await detail(downline, rows[0]?.entryId ?? 0);
    expect([res.status, res.code]).toEqual([404, 'error_not_found']);
    const houseOnly = await t.database.db.transaction((tx) =>
      t.app.services.wallet.ledger.post(tx, {
        idempotencyKey: `house-move:${me.id}`,
        kind: 'adjust',
        memberId: me.id,
        actor: 'system',
        postings: [
          { accountKey: 'house:adjustments', amount: -1n },
          { accountKey: 'house:bonuses', amount: 1n },
        ],
      }),
    );
    expect((await detail(me, houseOnly.entryId)).status).toBe(404);
    expect((await detail(me, 99_999_999)).status).toBe(404);
    expect((await api.json(me, 'GET', '/wps/relay/ODSFE2_MemTransDet?entryId=abc')).status).toBe(400);
  });
});

describe('bonus details', () => {
  it('grants once per source and lists the grants newest first, by keyset', async () => {
    const me = await fresh('bonus');
    const other = await fresh('bonusother');
    const first = await grant(t.app, {
      memberId: me.id,
      source: 'promo:1',
      title: 'First deposit 100%',
      amount: 10_000n,
      turnoverRequired: 100_000n,
    });
    const again = await grant(t.app, {
      memberId: me.id,
      source: 'promo:1',
      title: 'First deposit 100%',
      amount: 10_000n,
      turnoverRequired: 100_000n,
    });
    expect([first.replayed, again.replayed, again.grant.id]).toEqual([false, true, first.grant.id]);
    for (let i = 2; i <= 4; i++)
      await grant(t.app, {
        memberId: me.id,
        source: `promo:${i}`,
        title: `Promo ${i}`,
        amount: 100n,
        turnoverRequired: 0n,
      });
    await grant(t.app, {
      memberId: other.id,
      source: 'promo:1',
      title: 'Theirs',
      amount: 100n,
      turnoverRequired: 0n,
    });
    expect((await t.app.services.wallet.ledger.getBalance(me.id, t.database.db)).bonus).toBe(10_300n);

    const page1 = await api.json(me, 'GET', '/wps/relay/MCS2_getBonusDetails?pageSize=3');
    const value1 = page1.value as { list: { title: string }[]; nextCursor: number };
    expect(value1.list.map((g) => g.title)).toEqual(['Promo 4', 'Promo 3', 'Promo 2']);
    const page2 = await api.json(
      me,
      'GET',
      `/wps/relay/MCS2_getBonusDetails?pageSize=3&cursor=${value1.nextCursor}`,
    );
    expect(page2.value).toEqual({
      list: [
        {
          id: first.grant.id,
          title: 'First deposit 100%',
          source: 'promo:1',
          amount: '100.00',
          turnoverRequired: '1000.00',
          turnoverDone: '0.00',
          status: 'active',
          createdAt: anyText,
        },
      ],
      nextCursor: null,
    });
    const done = await api.json(me, 'GET', '/wps/relay/MCS2_getBonusDetails?status=completed');
    expect(done.value).toEqual({ list: [], nextCursor: null });

    const trial = await fresh('bonustrial', { isAgent: 4 });
    await expect(
      grant(t.app, { memberId: trial.id, source: 'promo:1', title: 'x', amount: 100n, turnoverRequired: 0n }),
    ).rejects.toMatchObject({ code: 'in_need_true_account' });
  });
});
