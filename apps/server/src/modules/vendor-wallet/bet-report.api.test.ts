import { VENDOR_WALLET_PATHS, type BetRecordPage, type ProfitLoss } from '@swerte/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { bets, journalEntries, vendors } from '../../db/schema.js';
import { playerIdOf, signVendorBody } from './vendor-auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A transfer-mode vendor (Pearl Live Casino, live casino games). */
const VENDOR = 'PEARL';
type Op = keyof typeof VENDOR_WALLET_PATHS;
interface Outcome {
  betId: string;
  result: 'accepted' | 'replayed' | 'refused';
  code?: string;
  balance?: string;
}
interface Answer {
  status: number;
  success: boolean;
  code: string;
  value: { bets?: Outcome[]; playerId?: string; balance?: string; currency?: string } | null;
}

const secretOf = (vendor: string) => t.app.services.vendorWallet.secretOf({ vassalage: vendor });

async function call(op: Op, body: object, options: { vendor?: string; secret?: string; age?: number } = {}) {
  const vendor = options.vendor ?? VENDOR;
  const payload = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000) - (options.age ?? 0), ...body });
  const response = await t.app.inject({
    method: 'POST',
    url: VENDOR_WALLET_PATHS[op],
    headers: {
      'content-type': 'application/json',
      'x-vendor-id': vendor,
      'x-signature': signVendorBody(options.secret ?? secretOf(vendor), payload),
    },
    payload,
  });
  return { status: response.statusCode, ...response.json<Omit<Answer, 'status'>>() };
}
const report = (list: object[], options?: Parameters<typeof call>[2]) =>
  call('bets', { bets: list }, options);
const outcomes = (answer: Answer) => answer.value?.bets ?? [];

let n = 0;
/** A member who moved `into` cents into Pearl's wallet, and the playerId Pearl got at the game's launch. */
async function player(prefix: string, into = 20_000n, vendor = VENDOR) {
  const m = await walletMember(t.app, `${prefix}${Date.now().toString(36)}${n++}`, { cash: 100_000n });
  const moved = await callJson(t.app, {
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: m.headers,
    payload: {
      vassalage: vendor,
      direction: 'in',
      amount: cents(into),
      transferId: `bet-report-${m.id}-${n++}`,
    },
  });
  expect(moved.status, JSON.stringify(moved)).toBe(200);
  const launchToken = await t.app.services.launchTokens.issueLaunchToken(m.id, vendor, 'baccarat-1');
  const auth = await call('authenticate', { launchToken }, { vendor });
  expect(auth).toMatchObject({ status: 200, value: { currency: 'PHP', balance: cents(into) } });
  return { ...m, playerId: String(auth.value?.playerId) };
}
const cents = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** 10 January 2026 in Manila at hh:mm (UTC+8). */
const jan10 = (hhmm: string) => `2026-01-10T${hhmm}:00+08:00`;
const DAY = 'range=custom&startDate=2026-01-10&endDate=2026-01-10';

let seq = 0;
/** A settled bet as Pearl reports it; `over` replaces any field. */
function pearlBet(playerId: string, stake: string, payout: string, over: Record<string, string> = {}) {
  seq += 1;
  return {
    playerId,
    betId: `PRL-${Date.now().toString(36)}-${seq}`,
    gameCode: 'baccarat-1',
    gameName: 'Pearl Baccarat',
    stake,
    validBet: stake,
    payout,
    status: 'settled',
    placedAt: jan10('20:00'),
    settledAt: jan10('20:01'),
    ...over,
  };
}

const mirrorOf = async (memberId: number, vendor = VENDOR) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).vendors.get(vendor) ?? 0n;
/** house:game_revenue, its sub-accounts summed. */
const houseRevenue = async () =>
  (await t.app.services.wallet.ledger.houseBalances(t.database.db)).get('game_revenue') ?? 0n;
const betsOf = (memberId: number) =>
  t.database.db.select().from(bets).where(eq(bets.memberId, memberId)).orderBy(bets.id);
const reportedEntries = (memberId: number) =>
  t.database.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.memberId, memberId), like(journalEntries.idempotencyKey, 'reported:%')));

async function relay(headers: Record<string, string>, path: string) {
  const res = await callJson(t.app, { method: 'GET', url: `/wps/relay/${path}`, headers });
  expect(res.status, JSON.stringify(res)).toBe(200);
  return res.value;
}

describe('transfer-mode vendor bet reports', () => {
  it('records a batch as bets the betting record and profit and loss show, moving the net between mirror and house', async () => {
    const p = await player('brok');
    const house = await houseRevenue();
    const lost = pearlBet(p.playerId, '50.00', '0.00');
    const won = pearlBet(p.playerId, '20.00', '55.00', {
      validBet: '18.00',
      placedAt: jan10('21:00'),
      settledAt: jan10('21:05'),
    });
    const voided = pearlBet(p.playerId, '10.00', '0.00', { validBet: '0.00', status: 'void' });
    const answer = await report([lost, won, voided]);
    expect(answer, JSON.stringify(answer)).toMatchObject({ status: 200, success: true });
    expect(outcomes(answer)).toEqual([
      { betId: lost.betId, result: 'accepted', balance: '150.00' },
      { betId: won.betId, result: 'accepted', balance: '185.00' },
      { betId: voided.betId, result: 'accepted', balance: '185.00' },
    ]);
    expect(await mirrorOf(p.id)).toBe(18_500n);
    expect((await houseRevenue()) - house).toBe(1_500n);

    const rows = await betsOf(p.id);
    expect(rows.map((row) => [row.vendor, row.vendorBetId, row.gameType, row.status])).toEqual([
      [VENDOR, lost.betId, 'LIVE', 'settled'],
      [VENDOR, won.betId, 'LIVE', 'settled'],
      [VENDOR, voided.betId, 'LIVE', 'void'],
    ]);
    expect(rows[1]).toMatchObject({ stake: 2_000n, validBet: 1_800n, payout: 5_500n });
    expect(rows[1]?.placedAt.toISOString()).toBe('2026-01-10T13:00:00.000Z');
    expect(rows[1]?.settledAt?.toISOString()).toBe('2026-01-10T13:05:00.000Z');
    // One entry per bet that moved money, keyed by the bet: the void moved nothing.
    const entries = await reportedEntries(p.id);
    expect(entries.map((entry) => [entry.idempotencyKey, entry.kind]).sort()).toEqual(
      [
        [`reported:${VENDOR}:${lost.betId}`, 'bet'],
        [`reported:${VENDOR}:${won.betId}`, 'payout'],
      ].sort(),
    );

    const record = (await relay(p.headers, `ODSFE2_MemBetRecord?${DAY}`)) as BetRecordPage;
    expect(record.list.map((row) => [row.vendorBetId, row.gameName, row.winLoss, row.status])).toEqual([
      [won.betId, 'Pearl Baccarat', '35.00', 'settled'],
      [voided.betId, 'Pearl Baccarat', '0.00', 'void'],
      [lost.betId, 'Pearl Baccarat', '-50.00', 'settled'],
    ]);
    const pl = (await relay(p.headers, `ODSFE2_MemProfitLoss?${DAY}`)) as ProfitLoss;
    expect(pl.games.find((g) => g.gameType === 'LIVE')).toEqual({
      gameType: 'LIVE',
      bets: 2,
      stake: '70.00',
      validBet: '68.00',
      payout: '55.00',
      profitLoss: '-15.00',
    });

    // The vendor resends the whole batch (a timeout on its side): nothing moves twice.
    const again = await report([lost, won, voided]);
    expect(outcomes(again).map((o) => [o.result, o.balance])).toEqual([
      ['replayed', '185.00'],
      ['replayed', '185.00'],
      ['replayed', '185.00'],
    ]);
    expect(await mirrorOf(p.id)).toBe(18_500n);
    expect((await houseRevenue()) - house).toBe(1_500n);
    expect(await betsOf(p.id)).toHaveLength(3);
    expect(await reportedEntries(p.id)).toHaveLength(2);
  });

  it('refuses per bet a changed bet, a loss the mirror cannot cover and players it was not given; the rest go through', async () => {
    const p = await player('brbad', 10_000n);
    const other = await player('brother', 10_000n, 'REEF');
    const first = pearlBet(p.playerId, '30.00', '0.00');
    expect(outcomes(await report([first]))).toEqual([
      { betId: first.betId, result: 'accepted', balance: '70.00' },
    ]);
    const house = await houseRevenue();
    const ghost = playerIdOf(secretOf(VENDOR), 987_654_321);
    const changed = { ...first, payout: '60.00' };
    const tooBig = pearlBet(p.playerId, '70.01', '0.00');
    const reefPlayer = pearlBet(other.playerId, '5.00', '0.00');
    const madeUp = pearlBet('zz-000000000000000000000000', '5.00', '0.00');
    const missing = pearlBet(ghost, '5.00', '0.00');
    const fine = pearlBet(p.playerId, '70.00', '0.00');
    const answer = await report([changed, tooBig, reefPlayer, madeUp, missing, fine]);
    expect(answer.status).toBe(200);
    expect(outcomes(answer)).toEqual([
      { betId: first.betId, result: 'refused', code: 'error_idempotency_conflict', balance: '70.00' },
      { betId: tooBig.betId, result: 'refused', code: 'error_insufficient_balance', balance: '70.00' },
      { betId: reefPlayer.betId, result: 'refused', code: 'error_player_not_found' },
      { betId: madeUp.betId, result: 'refused', code: 'error_player_not_found' },
      { betId: missing.betId, result: 'refused', code: 'error_player_not_found' },
      { betId: fine.betId, result: 'accepted', balance: '0.00' },
    ]);
    const rows = await betsOf(p.id);
    expect(rows.map((row) => [row.vendorBetId, row.payout])).toEqual([
      [first.betId, 0n],
      [fine.betId, 0n],
    ]);
    expect(await betsOf(other.id)).toEqual([]);
    expect(await mirrorOf(p.id)).toBe(0n);
    expect(await mirrorOf(other.id, 'REEF')).toBe(10_000n);
    expect((await houseRevenue()) - house).toBe(7_000n);
  });

  it('refuses a seamless vendor, a bad signature and a stale timestamp, and a body breaking the rules; nothing changes', async () => {
    const p = await player('brsig');
    const house = await houseRevenue();
    const one = pearlBet(p.playerId, '10.00', '0.00');
    expect(await report([one], { vendor: 'LUZON' })).toMatchObject({
      status: 403,
      code: 'error_vendor_wallet_mode',
    });
    expect(await report([one], { secret: 'not-the-secret' })).toMatchObject({
      status: 401,
      code: 'error_vendor_signature',
    });
    expect(await report([one], { age: 6 * 60 })).toMatchObject({ status: 401, code: 'error_vendor_stale' });
    const rules: [Record<string, string>, string][] = [
      [{ validBet: '10.01' }, 'error_amount_invalid'],
      [{ stake: '0.00', validBet: '0.00' }, 'error_amount_invalid'],
      [{ status: 'void' }, 'error_amount_invalid'],
      [{ stake: '-1.00' }, 'error_amount_invalid'],
      [{ settledAt: jan10('19:59') }, 'error_invalid_request'],
      [{ placedAt: 'yesterday' }, 'error_invalid_request'],
      [{ status: 'open' }, 'error_invalid_request'],
    ];
    for (const [broken, code] of rules) {
      const answer = await report([one, { ...one, betId: `${one.betId}-x`, ...broken }]);
      expect([broken, answer.status, answer.code]).toEqual([broken, 400, code]);
    }
    expect((await report([])).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ ...one, betId: `${one.betId}-${i}` }));
    expect((await report(tooMany)).status).toBe(400);
    const future = { ...one, placedAt: new Date(Date.now() + 60 * 60_000).toISOString() };
    expect(outcomes(await report([{ ...future, settledAt: future.placedAt }]))).toEqual([
      { betId: one.betId, result: 'refused', code: 'error_invalid_request', balance: '200.00' },
    ]);
    expect(await betsOf(p.id)).toEqual([]);
    expect(await mirrorOf(p.id)).toBe(20_000n);
    expect(await houseRevenue()).toBe(house);
    // The same bet goes through once properly signed: the refused calls left no trace.
    expect(outcomes(await report([one]))).toEqual([
      { betId: one.betId, result: 'accepted', balance: '190.00' },
    ]);
  });

  it('still takes the bets of a switched-off vendor, played before it was switched off', async () => {
    const p = await player('broff');
    const one = pearlBet(p.playerId, '10.00', '4.00');
    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.vassalage, VENDOR));
    // As the games back office does on every vendor change: the wallet's cached vendor row goes.
    t.app.services.vendorWallet.invalidateVendors();
    try {
      expect(outcomes(await report([one]))).toEqual([
        { betId: one.betId, result: 'accepted', balance: '194.00' },
      ]);
      const launchToken = await t.app.services.launchTokens.issueLaunchToken(p.id, VENDOR, 'baccarat-1');
      expect(await call('authenticate', { launchToken })).toMatchObject({
        status: 403,
        code: 'error_forbidden',
      });
    } finally {
      await t.database.db.update(vendors).set({ enabled: true }).where(eq(vendors.vassalage, VENDOR));
      t.app.services.vendorWallet.invalidateVendors();
    }
  });

  it('takes a full batch of 500 bets', async () => {
    const p = await player('brfull', 100_000n);
    const list = Array.from({ length: 500 }, () => pearlBet(p.playerId, '1.00', '0.50'));
    const answer = await report(list);
    expect(answer.status, JSON.stringify(answer).slice(0, 300)).toBe(200);
    expect(outcomes(answer).filter((o) => o.result === 'accepted')).toHaveLength(500);
    expect(await mirrorOf(p.id)).toBe(100_000n - 25_000n);
  });

  it('moves money once for 20 parallel copies of one report', async () => {
    const p = await player('brrace');
    const house = await houseRevenue();
    // Net −12.00 and +7.00: paid twice, the mirror would end at 190.00.
    const list = [pearlBet(p.playerId, '12.00', '0.00'), pearlBet(p.playerId, '8.00', '15.00')];
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(list)));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer)).toBe(200);
    for (const [i, bet] of list.entries()) {
      const results = answers.map((answer) => outcomes(answer)[i]);
      expect(results.every((o) => o?.betId === bet.betId && o.result !== 'refused')).toBe(true);
      expect(results.filter((o) => o?.result === 'accepted')).toHaveLength(1);
    }
    expect(await mirrorOf(p.id)).toBe(19_500n);
    expect((await houseRevenue()) - house).toBe(500n);
    expect(await betsOf(p.id)).toHaveLength(2);
    expect(await reportedEntries(p.id)).toHaveLength(2);
  });
});
