import type {
  AdminRedemption,
  AdminReward,
  PointBalance,
  Redemption,
  TransactionDetail,
} from '@swerte/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mainBalance,
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { drawResults, placeMany } from '../../../test/bulk-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { creditCash } from '../../../test/wallet-helpers.js';
import { auditLog, journalEntries, pointRewards } from '../../db/schema.js';
import { rawRows } from '../../platform/db/raw-rows.js';
import { accountKey, houseShardKey } from '../wallet/ledger/index.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };
const PAY = 'Pay123456';

beforeAll(async () => {
  t = await buildTestApp({ EVENT_POLL_MS: '50' });
  api = memberCalls(t.app);
  await t.app.ready(); // the outbox delivers from ready on
  admin = await operatorHeaders(t.app, 'pointsadmin', 'admin');
  const rates = await ops('PUT', '/wps/admin/points/rates', {
    rates: [
      { gameType: 'RNG', pointsPer100: 100 },
      { gameType: 'LIVE', pointsPer100: 50 },
      { gameType: 'FISH', pointsPer100: 0 },
    ],
  });
  expect(rates.status, JSON.stringify(rates)).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function ops(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const body = res.json<{ code: string; value: unknown }>();
  return { status: res.statusCode, code: body.code, value: body.value as never };
}

const call = <T>(who: MemberSession, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  api.json(who, method, url, payload) as Promise<{ status: number; code: string; value: T }>;

const points = async (who: MemberSession) =>
  (await call<PointBalance>(who, 'GET', '/wps/relay/MCS2_getPointBalance')).value.points;

/** Points straight through the ledger, as an operator's adjustment would give them. */
async function givePoints(memberId: number, amount: bigint, key: string) {
  await t.database.db.transaction((tx) =>
    t.app.services.wallet.ledger.post(tx, {
      idempotencyKey: key,
      kind: 'adjust',
      memberId,
      actor: 'system',
      postings: [
        { accountKey: accountKey.points(memberId), amount },
        { accountKey: houseShardKey('points', memberId, t.config.LEDGER_HOUSE_SHARDS), amount: -amount },
      ],
    }),
  );
}

async function reward(input: Partial<AdminReward> & { kind: AdminReward['kind'] }) {
  const res = await ops('POST', '/wps/admin/points/rewards', {
    title: { TY: 'Gantimpala', EN: 'Reward' },
    description: { TY: '', EN: '' },
    imageUrl: '',
    pointsPrice: 100,
    stock: null,
    perMemberLimit: null,
    amount: '0.00',
    turnoverMultiple: 0,
    ...input,
  });
  expect(res.status, JSON.stringify(res)).toBe(200);
  return res.value as AdminReward;
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const deliveriesDone = async () => {
  const rows = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM outbox_deliveries WHERE handler = 'points.earn' AND state <> 'done'`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
  return (list[0]?.n ?? 1) === 0;
};

describe('points earned from settled bets', () => {
  it('credits once per bet at the game type rate, even when the event is delivered twice', async () => {
    const me = await memberSession(t.app, 'earner', { paymentPassword: PAY });
    await creditCash(t.app, me.id, 100_000n, 'earner-cash');
    const rng = await bet(t.app, me.id, { stake: 12_345n, payout: 0n }); // 123.45 at 100 per 100 → 123
    await bet(t.app, me.id, { stake: 10_000n, payout: 20_000n, gameType: 'LIVE', vendor: 'SW_LIVE' }); // 50
    await bet(t.app, me.id, { stake: 10_000n, payout: 0n, gameType: 'FISH', vendor: 'SW_FISH' }); // no rate
    await waitFor(async () => (await points(me)) === 173, 'points of three bets');

    // The same bet's event again, and every delivery of the handler run again: nothing more.
    await t.database.db.transaction((tx) =>
      t.app.events.publish(tx, 'bet.settled', {
        betId: rng.bet.id,
        memberId: me.id,
        vendor: 'SW_RNG',
        stakeCents: '12345',
        validBetCents: '12345',
        payoutCents: '0',
      }),
    );
    await t.database.db.execute(
      sql`UPDATE outbox_deliveries SET state = 'pending', next_attempt_at = now() WHERE handler = 'points.earn'`,
    );
    await waitFor(deliveriesDone, 'the redeliveries');
    expect(await points(me)).toBe(173);
    const earned = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'points_earned' AND member_id = ${me.id}`,
    );
    const rows = (Array.isArray(earned) ? earned : (earned as { rows: unknown[] }).rows) as { n: number }[];
    expect(rows[0]?.n).toBe(2);
    // The bet's line in the account record shows the points it earned.
    const [stake] = await t.database.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        sql`${journalEntries.kind} = 'bet' AND (${journalEntries.reference} ->> 'betId')::bigint = ${rng.bet.id}`,
      );
    const detail = await call<TransactionDetail>(
      me,
      'GET',
      `/wps/relay/ODSFE2_MemTransDet?entryId=${stake!.id}`,
    );
    expect(detail.value.pointLines).toMatchObject([{ points: 123 }]);
    const report = await t.app.services.wallet.ledger.reconcile();
    expect(report).toMatchObject({ ok: true });
  });
});

describe('points earned from a bulk settlement', () => {
  it('credits each bet of a packed event once, and a bet whose credit fails holds back only itself', async () => {
    const rates = await ops('PUT', '/wps/admin/points/rates', {
      rates: [
        { gameType: 'RNG', pointsPer100: 100 },
        { gameType: 'LIVE', pointsPer100: 50 },
        { gameType: 'FISH', pointsPer100: 0 },
        { gameType: 'ELOTT', pointsPer100: 100 },
      ],
    });
    expect(rates.status, JSON.stringify(rates)).toBe(200);
    const me = await memberSession(t.app, 'bulkearner', { paymentPassword: PAY });
    await creditCash(t.app, me.id, 100_000n, 'bulkearner-cash');
    const ids = await placeMany(t.app, [me.id], { prefix: 'bulkearn', count: 12, stake: 1_000n });
    const poison = await rawRows<{ id: string }>(
      t.database.db,
      sql`SELECT id::text FROM bets WHERE vendor_bet_id = 'bulkearn-7'`,
    );
    const { ledger } = t.app.services.wallet;
    const postMany = ledger.postMany.bind(ledger);
    const spy = vi
      .spyOn(ledger, 'postMany')
      .mockImplementation((tx, entries) =>
        entries.some((entry) => entry.idempotencyKey === `points:bet:${poison[0]!.id}`)
          ? Promise.reject(new Error('points ledger busy'))
          : postMany(tx, entries),
      );
    try {
      // 12 bets of 10.00 (10 points each) in batches of 5: three packed events.
      await t.app.services.betSettlement.settleMany({
        settlementKey: 'points:bulk',
        items: drawResults(ids, 1_000n),
        batchSize: 5,
      });
      const held = () =>
        rawRows<{ bet: string; state: string; attempts: number }>(
          t.database.db,
          sql`SELECT e.payload->>'betId' AS bet, d.state, d.attempts
              FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
              WHERE d.handler = 'points.earn' AND d.state <> 'done'
                AND (CASE jsonb_typeof(e.payload) WHEN 'array' THEN e.payload->0 ELSE e.payload END)->>'memberId' = ${String(me.id)}`,
        );
      // Alone, pending, with its failure counted (more than once if the machine is slow past its back-off).
      const alone = JSON.stringify([[poison[0]!.id, 'pending', true]]);
      const shown = async () =>
        JSON.stringify((await held()).map((row) => [row.bet, row.state, row.attempts > 0]));
      await waitFor(async () => (await shown()) === alone, 'the failing bet held alone');
      expect(await points(me)).toBe(110);
    } finally {
      spy.mockRestore();
    }
    await waitFor(deliveriesDone, 'the held bet after its back-off');
    expect(await points(me)).toBe(120);
    // Every delivery of the handler run again: each bet was credited once.
    await t.database.db.execute(
      sql`UPDATE outbox_deliveries SET state = 'pending', next_attempt_at = now() WHERE handler = 'points.earn'`,
    );
    await waitFor(deliveriesDone, 'the redeliveries');
    expect(await points(me)).toBe(120);
    expect(await t.app.services.wallet.ledger.reconcile()).toMatchObject({ ok: true });
  });
});

describe('redeeming rewards', () => {
  let me: MemberSession;
  let requestSeq = 0;
  const redeem = (who: MemberSession, body: Record<string, unknown>) =>
    call<Redemption & { points: number }>(who, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      quantity: 1,
      paymentPassword: PAY,
      requestId: `redeem-${++requestSeq}-${Date.now()}`,
      ...body,
    });

  beforeAll(async () => {
    me = await memberSession(t.app, 'redeemer', { paymentPassword: PAY });
    await givePoints(me.id, 1_000n, 'redeemer-points');
  });

  it('pays a cash reward at once and lists it approved', async () => {
    const cash = await reward({ kind: 'cash', pointsPrice: 200, amount: '5.00' });
    const before = await mainBalance(t.app, me);
    const res = await redeem(me, { rewardId: cash.id, quantity: 2 });
    expect(res.status, JSON.stringify(res)).toBe(200);
    expect(res.value).toMatchObject({ status: 'approved', quantity: 2, redeemAmount: 400, points: 600 });
    expect(Number(await mainBalance(t.app, me)) - Number(before)).toBe(10);
    const list = await call<{ list: Redemption[] }>(me, 'GET', '/wps/relay/MCS2_getRedeemPointList');
    expect(list.value.list[0]).toMatchObject({ rewardId: cash.id, status: 'approved', redeemAmount: 400 });
  });

  it('changes nothing on a wrong payment password, no stock, over the limit or over the balance', async () => {
    const goods = await reward({ kind: 'goods', pointsPrice: 100, stock: 1, perMemberLimit: 1 });
    const delivery = { name: 'Juan', phone: '+63 917 123 4567', address: '1 Rizal St, Manila' };
    const start = await points(me);
    const wrong = await redeem(me, { rewardId: goods.id, paymentPassword: 'Wrong9999', delivery });
    expect(wrong.code).toBe('error_payment_password');
    const twoOfOne = await redeem(me, { rewardId: goods.id, quantity: 2, delivery });
    expect(twoOfOne.code).toBe('error_out_of_stock');
    const limited = await reward({ kind: 'goods', pointsPrice: 10, perMemberLimit: 1 });
    expect((await redeem(me, { rewardId: limited.id, quantity: 2, delivery })).code).toBe(
      'error_redeem_limit',
    );
    const dear = await reward({ kind: 'goods', pointsPrice: 100_000 });
    expect((await redeem(me, { rewardId: dear.id, delivery })).code).toBe('error_points_insufficient');
    expect((await redeem(me, { rewardId: goods.id })).code).toBe('error_delivery_required');
    expect(await points(me)).toBe(start);
    const [row] = await t.database.db.select().from(pointRewards).where(eq(pointRewards.id, goods.id));
    expect(row?.stock).toBe(1);
    const mine = await call<{ list: Redemption[] }>(me, 'GET', '/wps/relay/MCS2_getRedeemPointList');
    expect(mine.value.list.filter((r) => [goods.id, limited.id, dear.id].includes(r.rewardId))).toEqual([]);
  });

  it('gives the last unit to one of two members redeeming at once', async () => {
    const last = await reward({ kind: 'goods', pointsPrice: 50, stock: 1 });
    const other = await memberSession(t.app, 'redeemer2', { paymentPassword: PAY });
    await givePoints(other.id, 500n, 'redeemer2-points');
    const delivery = { name: 'Maria', phone: '09171234567', address: '2 Mabini St, Cebu' };
    const [a, b] = await Promise.all([
      redeem(me, { rewardId: last.id, delivery }),
      redeem(other, { rewardId: last.id, delivery }),
    ]);
    expect([a.code, b.code].sort()).toEqual(['error_out_of_stock', 'ok']);
    const [row] = await t.database.db.select().from(pointRewards).where(eq(pointRewards.id, last.id));
    expect(row?.stock).toBe(0);
    const loser = a.code === 'ok' ? other : me;
    const winner = a.code === 'ok' ? me : other;
    expect(await points(loser)).toBe(loser === me ? 600 : 500);

    // The operator rejects the winner's goods: points and the unit come back, audited.
    const queue = await ops('GET', '/wps/admin/points/redemptions?status=process');
    const pending = (queue.value as { list: AdminRedemption[] }).list.find((r) => r.rewardId === last.id);
    expect(pending).toMatchObject({ memberId: winner.id, status: 'process', delivery });
    const before = await points(winner);
    const rejected = await ops('POST', `/wps/admin/points/redemptions/${pending!.id}/reject`, {
      remark: 'no courier',
    });
    expect(rejected.value).toMatchObject({ status: 'rejected', remark: 'no courier' });
    expect(await points(winner)).toBe(before + 50);
    const [back] = await t.database.db.select().from(pointRewards).where(eq(pointRewards.id, last.id));
    expect(back?.stock).toBe(1);
    expect((await ops('POST', `/wps/admin/points/redemptions/${pending!.id}/approve`, {})).code).toBe(
      'error_redemption_decided',
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'points.redemption.reject'));
    expect(audits).toHaveLength(1);
  });
});

describe('converting points', () => {
  it('pays cash at the configured rate through the ledger, once per request', async () => {
    const me = await memberSession(t.app, 'converter', { paymentPassword: PAY });
    await givePoints(me.id, 1_000n, 'converter-points');
    expect(
      (
        await ops('PUT', '/wps/admin/points/config', {
          convertPoints: 100,
          convertAmount: '1.50',
          minConvertPoints: 200,
          convertEnabled: true,
        })
      ).status,
    ).toBe(200);
    // The console reads the stored conversion back.
    expect((await ops('GET', '/wps/admin/points/config')).value).toEqual({
      convertPoints: 100,
      convertAmount: '1.50',
      minConvertPoints: 200,
      convertEnabled: true,
    });
    const convert = (body: Record<string, unknown>) =>
      call<{ amount: string; pointBalance: number; mainBalance: string }>(
        me,
        'POST',
        '/wps/relay/passwordCheck/MCS2_convertPoint',
        { paymentPassword: PAY, requestId: 'convert-0001', ...body },
      );
    expect((await convert({ points: 100 })).code).toBe('error_convert_below_min');
    expect((await convert({ points: 5000, requestId: 'convert-0002' })).code).toBe(
      'error_points_insufficient',
    );
    expect((await convert({ points: 300, paymentPassword: 'Nope12345' })).code).toBe(
      'error_payment_password',
    );
    const done = await convert({ points: 300 });
    expect(done.value).toMatchObject({ amount: '4.50', pointBalance: 700, mainBalance: '4.50' });
    const again = await convert({ points: 300 });
    expect(again.value).toMatchObject({ pointBalance: 700, mainBalance: '4.50' });
    expect(await points(me)).toBe(700);

    // The account record's detail of the conversion shows its cash line and its points line.
    const [entry] = await t.database.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `points:convert:${me.id}:convert-0001`));
    const detail = await call<TransactionDetail>(
      me,
      'GET',
      `/wps/relay/ODSFE2_MemTransDet?entryId=${entry!.id}`,
    );
    expect(detail.value.postings).toMatchObject([{ wallet: 'cash', amount: '4.50', balanceAfter: '4.50' }]);
    expect(detail.value.pointLines).toMatchObject([{ points: -300, pointsAfter: 700 }]);
    const config = await call<{ convertAmount: string; rates: unknown[] }>(
      me,
      'GET',
      '/wps/relay/MCS2_getPointConfig',
    );
    expect(config.value.convertAmount).toBe('1.50');
    expect(config.value.rates).toContainEqual({ gameType: 'RNG', pointsPer100: 100 });
  });
});
