import type { BetRecordPage, BetRow, ProfitLoss } from '@swerte/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, type MemberSession } from '../../../../test/account-helpers.js';
import { backdate, bet, expectReconciled, grant } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { creditCash } from '../../../../test/wallet-helpers.js';
import { accountKey } from '../ledger/index.js';

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

let n = 0;
async function player(prefix: string, cash = 1_000_000n) {
  const me = await memberSession(t.app, `${prefix}${Date.now().toString(36)}${n++}`);
  await creditCash(t.app, me.id, cash, `test-credit:${me.id}`);
  return me;
}
/** 10 January 2026 in Manila at hh:mm (UTC+8). */
const jan10 = (hhmm: string) => new Date(Date.parse(`2026-01-10T${hhmm}:00+08:00`));
const DAY = 'range=custom&startDate=2026-01-10&endDate=2026-01-10';

async function record(who: MemberSession, query: string) {
  const res = await api.json(who, 'GET', `/wps/relay/ODSFE2_MemBetRecord?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.value as BetRecordPage;
}
async function allBets(who: MemberSession, query: string, pageSize: number) {
  const rows: BetRow[] = [];
  const first = await record(who, `${query}&pageSize=${pageSize}`);
  rows.push(...first.list);
  let cursor = first.nextCursor;
  while (cursor) {
    const page = await record(who, `${query}&pageSize=${pageSize}&cursor=${cursor}`);
    expect(page.totals).toBeNull();
    rows.push(...page.list);
    cursor = page.nextCursor;
  }
  return { rows, totals: first.totals };
}
/** Matches any string (vitest's matcher is typed any). */
const anyText: unknown = expect.any(String);
const cents = (money: string) => BigInt(money.replace('.', ''));
const total = (rows: readonly BetRow[], field: 'stake' | 'validBet' | 'payout') =>
  rows.reduce((sum, row) => sum + cents(row[field]), 0n);

describe('betting record (personalHistoryCopy)', () => {
  it('lists bets by placing day in Manila, newest first, with vendor names and win/loss', async () => {
    const me = await player('br');
    // 23:30 on the 10th in Manila belongs to the 10th; 00:30 on the 11th does not.
    const late = await bet(t.app, me.id, { stake: 1_000n, payout: 2_500n, placedAt: jan10('23:30') });
    const next = await bet(t.app, me.id, { stake: 500n, placedAt: new Date('2026-01-10T16:30:00Z') });
    const open = await bet(t.app, me.id, {
      stake: 300n,
      gameType: 'LIVE',
      vendor: 'SW_LIVE',
      gameName: 'Baccarat A',
      placedAt: jan10('12:00'),
    });
    const page = await record(me, DAY);
    expect(page).toMatchObject({ startDate: '2026-01-10', endDate: '2026-01-10', timeZone: 'Asia/Manila' });
    expect(page.list).toEqual([
      {
        id: late.bet.id,
        placedAt: '2026-01-10T15:30:00.000Z',
        settledAt: anyText,
        gameType: 'RNG',
        vendor: 'SW_RNG',
        vendorName: 'Swerte Slots',
        gameCode: 'game-1',
        gameName: 'Lucky Reels',
        vendorBetId: late.bet.vendorBetId,
        stake: '10.00',
        validBet: '10.00',
        payout: '25.00',
        winLoss: '15.00',
        status: 'settled',
      },
      expect.objectContaining({ id: open.bet.id, vendorName: 'Swerte Live', status: 'open', winLoss: null }),
    ]);
    expect(page.totals).toEqual({
      count: 2,
      stake: '13.00',
      validBet: '10.00',
      payout: '25.00',
      winLoss: '15.00',
    });
    const eleventh = await record(me, 'range=custom&startDate=2026-01-11&endDate=2026-01-11');
    expect(eleventh.list.map((r) => r.id)).toEqual([next.bet.id]);

    await t.database.db.transaction((tx) =>
      t.app.services.bets.voidBet(tx, { vendor: 'SW_LIVE', vendorBetId: open.bet.vendorBetId }),
    );
    const after = await record(me, DAY);
    expect(after.list[1]).toMatchObject({ status: 'void', winLoss: '0.00', payout: '0.00' });
  });

  it('filters by game type, vendor and status; totals are the sums of the rows', async () => {
    const me = await player('brfilter');
    const plan = [
      { gameType: 'RNG', vendor: 'SW_RNG', payout: 0n },
      { gameType: 'RNG', vendor: 'LUZON', payout: 3_000n },
      { gameType: 'LIVE', vendor: 'SW_LIVE', payout: 2_000n },
      { gameType: 'FISH', vendor: 'SW_FISH' },
    ] as const;
    for (const [i, item] of plan.entries()) {
      for (let k = 0; k < 3; k++)
        await bet(t.app, me.id, { stake: 1_000n, ...item, placedAt: jan10(`1${i}:0${k}`) });
    }
    const rng = await allBets(me, `${DAY}&gameType=RNG`, 4);
    expect(rng.rows).toHaveLength(6);
    expect(new Set(rng.rows.map((r) => r.gameType))).toEqual(new Set(['RNG']));
    expect(rng.totals).toEqual({
      count: 6,
      stake: '60.00',
      validBet: '60.00',
      payout: '90.00',
      winLoss: '30.00',
    });
    const luzon = await allBets(me, `${DAY}&vendor=LUZON`, 2);
    expect(luzon.rows.map((r) => r.vendorName)).toEqual(['Luzon Reels', 'Luzon Reels', 'Luzon Reels']);
    const open = await allBets(me, `${DAY}&status=open`, 10);
    expect(open.rows.map((r) => r.gameType)).toEqual(['FISH', 'FISH', 'FISH']);
    const all = await allBets(me, DAY, 5);
    expect(all.rows).toHaveLength(12);
    expect(all.totals).toMatchObject({
      count: 12,
      stake: '120.00',
      payout: `${total(all.rows, 'payout') / 100n}.00`,
      validBet: '90.00',
      winLoss: '60.00',
    });
    expect(cents(all.totals!.stake)).toBe(total(all.rows, 'stake'));
    expect(cents(all.totals!.validBet)).toBe(total(all.rows, 'validBet'));
    expect((await api.json(me, 'GET', `/wps/relay/ODSFE2_MemBetRecord?${DAY}&gameType=LOTT`)).status).toBe(
      400,
    );
  });

  it('pages by (placing time, id) without duplicates or gaps while new bets arrive', async () => {
    const me = await player('brpage');
    // Several bets share one placing time, so the id decides their order.
    for (let i = 0; i < 17; i++)
      await bet(t.app, me.id, { stake: 100n + BigInt(i), placedAt: jan10(`0${i % 4}:00`) });
    const expected = (await allBets(me, DAY, 50)).rows.map((r) => r.id);
    expect(expected).toHaveLength(17);
    const first = await record(me, `${DAY}&pageSize=5`);
    for (let i = 0; i < 3; i++) await bet(t.app, me.id, { stake: 999n, placedAt: jan10('23:59') });
    const seen = first.list.map((r) => r.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await record(me, `${DAY}&pageSize=5&cursor=${cursor}`);
      seen.push(...page.list.map((r) => r.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(expected);
  });

  it("never shows another member's bets", async () => {
    const me = await player('brmine');
    const other = await player('brtheirs');
    await bet(t.app, other.id, { stake: 700n, payout: 0n, placedAt: jan10('10:00') });
    expect((await record(me, DAY)).list).toEqual([]);
    expect((await record(me, DAY)).totals).toEqual({
      count: 0,
      stake: '0.00',
      validBet: '0.00',
      payout: '0.00',
      winLoss: '0.00',
    });
    const trial = await memberSession(t.app, `brtrial${n++}`, { isAgent: 4 });
    expect((await api.json(trial, 'GET', '/wps/relay/ODSFE2_MemBetRecord')).code).toBe(
      'in_need_true_account',
    );
  });
});

describe('personal profit and loss (personalProfit)', () => {
  it('sums settled bets per game type and the money that came and went in the range', async () => {
    const me = await player('pl', 500_000n);
    const day = async (key: string) => {
      const entry = await t.app.services.wallet.ledger.findEntry(key, t.database.db);
      await backdate(t.app, { entryId: entry?.entryId ?? 0 }, jan10('09:00'));
    };
    await bet(t.app, me.id, { stake: 10_000n, payout: 0n, placedAt: jan10('01:00') });
    await bet(t.app, me.id, { stake: 5_000n, payout: 12_000n, validBet: 4_000n, placedAt: jan10('23:59') });
    await bet(t.app, me.id, {
      stake: 2_000n,
      payout: 1_000n,
      gameType: 'LIVE',
      vendor: 'SW_LIVE',
      placedAt: jan10('12:00'),
    });
    await bet(t.app, me.id, { stake: 3_000n, gameType: 'LIVE', vendor: 'SW_LIVE', placedAt: jan10('12:30') });
    await bet(t.app, me.id, { stake: 9_000n, payout: 0n, placedAt: new Date('2026-01-10T16:00:00Z') });
    const { ledger } = t.app.services.wallet;
    const house = (code: 'deposits_clearing' | 'withdrawals_clearing') => accountKey.house(code);
    await t.database.db.transaction(async (tx) => {
      const move = (key: string, kind: string, amount: bigint, other: string) =>
        ledger.post(tx, {
          idempotencyKey: key,
          kind,
          memberId: me.id,
          actor: 'system',
          postings: [
            { accountKey: accountKey.cash(me.id), amount },
            { accountKey: other, amount: -amount },
          ],
        });
      await move(`pl-dep:${me.id}`, 'deposit', 80_000n, house('deposits_clearing'));
      await move(`pl-wd:${me.id}`, 'withdrawal', -30_000n, house('withdrawals_clearing'));
      await move(`pl-wd2:${me.id}`, 'withdrawal', -10_000n, house('withdrawals_clearing'));
      await move(`pl-rel:${me.id}`, 'withdrawal_release', 10_000n, house('withdrawals_clearing'));
      await move(`pl-reb:${me.id}`, 'rebate', 123n, accountKey.house('rebates'));
    });
    await grant(t.app, {
      memberId: me.id,
      source: 'pl',
      title: 'PL bonus',
      amount: 4_400n,
      turnoverRequired: 0n,
    });
    for (const key of ['dep', 'wd', 'wd2', 'rel', 'reb']) await day(`pl-${key}:${me.id}`);
    await day(`bonus:pl:${me.id}`);

    const res = await api.json(me, 'GET', `/wps/relay/ODSFE2_MemProfitLoss?${DAY}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const value = res.value as ProfitLoss;
    expect(value.games.map((g) => g.gameType)).toEqual([
      'RNG',
      'LIVE',
      'SPORTS',
      'FISH',
      'COCKFIGHT',
      'ESPORTS',
      'PVP',
      'ELOTT',
    ]);
    expect(value.games[0]).toEqual({
      gameType: 'RNG',
      bets: 2,
      stake: '150.00',
      validBet: '140.00',
      payout: '120.00',
      profitLoss: '-30.00',
    });
    expect(value.games[1]).toEqual({
      gameType: 'LIVE',
      bets: 1,
      stake: '20.00',
      validBet: '20.00',
      payout: '10.00',
      profitLoss: '-10.00',
    });
    expect(value.games[3]).toMatchObject({ bets: 0, stake: '0.00', profitLoss: '0.00' });
    expect(value.total).toEqual({
      bets: 3,
      stake: '170.00',
      validBet: '160.00',
      payout: '130.00',
      profitLoss: '-40.00',
    });
    expect(value).toMatchObject({ deposit: '800.00', withdrawal: '300.00', bonus: '44.00', rebate: '1.23' });

    const today = await api.json(me, 'GET', '/wps/relay/ODSFE2_MemProfitLoss');
    expect(today.value).toMatchObject({ total: { bets: 0 }, deposit: '0.00', bonus: '0.00' });
    const other = await player('plother');
    const theirs = (await api.json(other, 'GET', `/wps/relay/ODSFE2_MemProfitLoss?${DAY}`))
      .value as ProfitLoss;
    expect([theirs.total.bets, theirs.deposit]).toEqual([0, '0.00']);
  });
});
