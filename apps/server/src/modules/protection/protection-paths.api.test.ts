import { PVP_VENDOR, type HouseRound, type SetLimitBody } from '@swerte/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberCalls, memberSession } from '../../../test/account-helpers.js';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { houseClient } from '../../../test/house-helpers.js';
import { vendorCalls } from '../../../test/vendor-calls.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import {
  bets,
  deposits,
  houseRounds,
  lotterySlips,
  lotteryTickets,
  pvpHands,
  pvpSeats,
  pointRedemptions,
  vendorTransactions,
} from '../../db/schema.js';
import { accountKey, houseShardKey } from '../wallet/ledger/index.js';

// Every money path a limit or a block guards, each refused with the limit's own key and nothing
// written: no bet, round, slip, ticket, filed txId or deposit row, and the balance as it was.

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

const { openGame, spin, table, tableCall } = houseClient(() => t);
let n = 0;
const player = (cash = 100_000n) => walletMember(t.app, `rgpath${Date.now().toString(36)}${n++}`, { cash });
const limit = (memberId: number, body: SetLimitBody) =>
  t.app.services.protection.protection.setLimit(memberId, body, '127.0.0.1');
const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
const rowsOf = async (table: typeof bets | typeof deposits | typeof lotterySlips, memberId: number) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.memberId, memberId)))[0]?.n ?? 0;
const params = (answer: { value?: unknown }) =>
  (answer.value as { params?: Record<string, string> } | null)?.params;

// The first game opened in a file warms the house games up (about 12 s on the embedded database alone).
describe('house games', { timeout: 60_000 }, () => {
  it('refuses the slot spin past a daily wager limit: no bet, no round, no money', async () => {
    const m = await player();
    await limit(m.id, { kind: 'wager', period: 'daily', amount: '1.50' });
    const session = await openGame(m.headers, 'slot');
    expect((await spin(session)).status).toBe(200); // 20 lines × 0.05 = 1.00
    const [bets1, rounds1, cash1] = [
      await rowsOf(bets, m.id),
      await t.database.db.select({ n: count() }).from(houseRounds).where(eq(houseRounds.memberId, m.id)),
      await cashOf(m.id),
    ];
    const refused = await spin(session);
    expect([refused.status, refused.code]).toEqual([403, 'error_limit_wager']);
    expect(params(refused)).toMatchObject({ limit: 'wager', period: 'daily', amount: '1.50' });
    expect(await rowsOf(bets, m.id)).toBe(bets1);
    expect(
      await t.database.db.select({ n: count() }).from(houseRounds).where(eq(houseRounds.memberId, m.id)),
    ).toEqual(rounds1);
    expect(await cashOf(m.id)).toBe(cash1);
  });

  it('refuses a baccarat bet slip past a weekly loss limit, and the round takes no stake', async () => {
    const m = await player();
    await limit(m.id, { kind: 'loss', period: 'weekly', amount: '50' });
    const session = await openGame(m.headers, 'baccarat');
    const round = (await table(session)).value?.round as HouseRound;
    const refused = await tableCall(session, 'bet', {
      roundId: round.roundId,
      bets: [{ kind: 'banker', amount: '60.00' }],
    });
    expect([refused.status, refused.code]).toEqual([403, 'error_limit_loss']);
    expect(params(refused)).toMatchObject({ limit: 'loss', period: 'weekly', amount: '50.00' });
    expect(await rowsOf(bets, m.id)).toBe(0);
    expect(await cashOf(m.id)).toBe(100_000n);
    // Within the limit the same round takes the slip.
    const taken = await tableCall(session, 'bet', {
      roundId: round.roundId,
      bets: [{ kind: 'banker', amount: '40.00' }],
    });
    expect(taken.status).toBe(200);
    expect(await cashOf(m.id)).toBe(100_000n - 4_000n);
  });
});

describe('PvP card rooms', () => {
  const sit = (session: Record<string, string>, room: string, buyIn: string) =>
    callJson(t.app, {
      method: 'POST',
      url: `/wps/house/pvp/rooms/${room}/sit`,
      headers: session,
      payload: { buyIn },
    });
  const tableOf = async (memberId: number) =>
    (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).vendors.get(PVP_VENDOR) ?? 0n;
  const seatsOf = async (memberId: number) =>
    (await t.database.db.select({ n: count() }).from(pvpSeats).where(eq(pvpSeats.memberId, memberId)))[0]
      ?.n ?? 0;

  it('refuses a sitting during a time-out, and one whose first hand would pass a loss limit', async () => {
    const m = await player(100_000n);
    const session = await openGame(m.headers, 'pusoyDos');
    await limit(m.id, { kind: 'loss', period: 'daily', amount: '20' });
    // A 50.00 buy-in at the 1.00 room stakes 26.00 a hand: past the 20.00 loss limit.
    const refused = await sit(session, 'PD_1', '50.00');
    expect([refused.status, refused.code]).toEqual([403, 'error_limit_loss']);
    expect(params(refused)).toMatchObject({ limit: 'loss', period: 'daily', amount: '20.00' });
    expect([await seatsOf(m.id), await tableOf(m.id), await cashOf(m.id)]).toEqual([0, 0n, 100_000n]);
    // 20.00 stakes at most 20.00 a hand: within it.
    expect((await sit(session, 'PD_1', '20.00')).status).toBe(200);
    expect(await cashOf(m.id)).toBe(100_000n - 2_000n);

    const other = await player(100_000n);
    const otherSession = await openGame(other.headers, 'pusoyDos');
    await t.app.services.protection.protection.timeout(other.id, 1, '127.0.0.1');
    const onBreak = await sit(otherSession, 'PD_1', '50.00');
    expect([onBreak.status, onBreak.code]).toEqual([403, 'error_timed_out']);
    expect([await seatsOf(other.id), await tableOf(other.id), await cashOf(other.id)]).toEqual([
      0,
      0n,
      100_000n,
    ]);
  });

  it('stands a seated player up, cashed out, when the deal finds them on a time-out: no hand, no bet', async () => {
    const seated = [];
    for (let i = 0; i < 3; i++) {
      const m = await player(100_000n);
      const session = await openGame(m.headers, 'pusoyDos');
      expect((await sit(session, 'PD_5', '100.00')).status).toBe(200);
      seated.push(m);
    }
    // The first takes a break while seated; the fourth sitting down would deal the hand.
    await t.app.services.protection.protection.timeout(seated[0]!.id, 1, '127.0.0.1');
    const fourth = await player(100_000n);
    expect((await sit(await openGame(fourth.headers, 'pusoyDos'), 'PD_5', '100.00')).status).toBe(200);
    expect(await t.database.db.select({ n: count() }).from(pvpHands)).toEqual([{ n: 0 }]);
    for (const m of [...seated, fourth]) expect(await rowsOf(bets, m.id)).toBe(0);
    expect([await seatsOf(seated[0]!.id), await tableOf(seated[0]!.id), await cashOf(seated[0]!.id)]).toEqual(
      [0, 0n, 100_000n],
    );
    expect(await seatsOf(fourth.id)).toBe(1);
    expect(await tableOf(fourth.id)).toBe(10_000n);
  });
});

describe('lottery', () => {
  it('refuses a slip past a monthly wager limit, and one during a time-out: no slip, no ticket', async () => {
    const m = await player(10_000n);
    await limit(m.id, { kind: 'wager', period: 'monthly', amount: '4' });
    const { draws } = t.app.services.lottery;
    const game = await draws.gameOf('SEA1');
    const now = Date.now();
    const draw = await draws.createDraw(game, {
      numero: `20990101-${String(9000 + n).padStart(4, '0')}`,
      lockAt: now + 60_000,
      drawAt: now + 70_000,
    });
    const slip = (points: number) =>
      callJson(t.app, {
        method: 'POST',
        url: '/wps/lottery/slips',
        headers: m.headers,
        payload: {
          requestId: `rgslip-${m.id}-${points}`,
          draws: [{ gameCode: 'SEA1', numero: draw.numero }],
          bets: [{ betType: 'digit', position: 3, numbers: ['7'], points }],
        },
      });
    const refused = await slip(5);
    expect([refused.status, refused.code]).toEqual([403, 'error_limit_wager']);
    expect(params(refused)).toMatchObject({ period: 'monthly', amount: '4.00' });
    expect(await rowsOf(lotterySlips, m.id)).toBe(0);
    expect(
      (
        await t.database.db
          .select({ n: count() })
          .from(lotteryTickets)
          .where(eq(lotteryTickets.drawId, draw.id))
      )[0]?.n,
    ).toBe(0);
    expect(await cashOf(m.id)).toBe(10_000n);

    expect((await slip(3)).status).toBe(200);
    await t.app.services.protection.protection.timeout(m.id, 1, '127.0.0.1');
    const onBreak = await slip(1);
    expect([onBreak.status, onBreak.code]).toEqual([403, 'error_timed_out']);
    expect(await rowsOf(lotterySlips, m.id)).toBe(1);
    expect(await cashOf(m.id)).toBe(10_000n - 300n);
  });
});

describe('vendor wallet debit', () => {
  it('the one-statement debit falls back (VWL01) for a guarded member, whose stake is refused', async () => {
    const vendor = vendorCalls(t.app, 'LUZON');
    const p = await vendor.player(`rgvend${n++}`, 10_000n);
    await limit(p.id, { kind: 'loss', period: 'daily', amount: '5.00' });
    const placed = vi.spyOn(t.app.services.bets, 'placeBet');
    try {
      const refused = await vendor.debit(p.playerId, `rgv-${p.id}-1`, `rgv-${p.id}-r1`, '6.00');
      expect(refused).toMatchObject({ success: false, code: 'error_limit_loss' });
      // The statement wrote nothing and handed the call to the transaction, where the limit is judged.
      expect(placed).toHaveBeenCalledTimes(1);
    } finally {
      placed.mockRestore();
    }
    expect(await rowsOf(bets, p.id)).toBe(0);
    const filed = await t.database.db
      .select({ n: count() })
      .from(vendorTransactions)
      .where(eq(vendorTransactions.txId, `rgv-${p.id}-1`));
    expect(filed[0]?.n).toBe(0);
    expect(await cashOf(p.id)).toBe(10_000n);
    // The txId is not used up: the same debit within the limit goes through.
    expect(await vendor.debit(p.playerId, `rgv-${p.id}-1`, `rgv-${p.id}-r1`, '4.00')).toMatchObject({
      success: true,
    });
    expect(await cashOf(p.id)).toBe(10_000n - 400n);
  });

  it('refuses a self-excluded member whose vendor launch is still open', async () => {
    const vendor = vendorCalls(t.app, 'LUZON');
    const p = await vendor.player(`rgvendx${n++}`, 10_000n);
    await t.app.services.protection.protection.selfExclude(p.id, 6, { actor: `member:${p.id}`, ip: '::1' });
    const refused = await vendor.debit(p.playerId, `rgvx-${p.id}`, `rgvx-${p.id}-r`, '1.00');
    expect(refused).toMatchObject({ success: false, code: 'error_self_excluded' });
    expect(await rowsOf(bets, p.id)).toBe(0);
    expect(await cashOf(p.id)).toBe(10_000n);
  });
});

describe('deposits', () => {
  it('refuses a gateway deposit past a deposit limit, and writes no deposit row', async () => {
    const m = await player(0n);
    const api = memberCalls(t.app);
    const me = {
      id: m.id,
      token: m.headers.authorization.slice(7),
      headers: { ...m.headers, 'accept-language': 'en' },
    };
    const methods = (await api.json(me, 'GET', '/wps/wallet/deposit/methods')).value as {
      id: number;
      kind: string;
    }[];
    const gateway = methods.find((method) => method.kind === 'gateway')!;
    await limit(m.id, { kind: 'deposit', period: 'monthly', amount: '300' });
    const refused = await api.json(me, 'POST', '/wps/wallet/deposit/gateway', {
      methodId: gateway.id,
      amount: '500',
    });
    expect([refused.status, refused.code]).toEqual([403, 'error_limit_deposit']);
    expect(refused.body.message).toMatch(/monthly deposit limit of 300\.00/);
    expect(await rowsOf(deposits, m.id)).toBe(0);
    const allowed = await api.json(me, 'POST', '/wps/wallet/deposit/gateway', {
      methodId: gateway.id,
      amount: '200',
    });
    expect(allowed.status).toBe(200);
    expect(await rowsOf(deposits, m.id)).toBe(1);
    // A time-out refuses even a deposit within the limit.
    await t.app.services.protection.protection.timeout(m.id, 2, '127.0.0.1');
    const onBreak = await api.json(me, 'POST', '/wps/wallet/deposit/gateway', {
      methodId: gateway.id,
      amount: '100',
    });
    expect(onBreak.code).toBe('error_timed_out');
    expect(await rowsOf(deposits, m.id)).toBe(1);
  });
});

describe('points mall', () => {
  it('refuses a redemption during a time-out with the block key: no redemption, points and stock kept', async () => {
    const pay = 'Pay123456';
    const me = await memberSession(t.app, `rgmall${n++}`, { paymentPassword: pay });
    const shards = t.config.LEDGER_HOUSE_SHARDS;
    await t.database.db.transaction((tx) =>
      t.app.services.wallet.ledger.post(tx, {
        idempotencyKey: `rgmall-points-${me.id}`,
        kind: 'adjust',
        memberId: me.id,
        actor: 'system',
        postings: [
          { accountKey: accountKey.points(me.id), amount: 500n },
          { accountKey: houseShardKey('points', me.id, shards), amount: -500n },
        ],
      }),
    );
    const reward = await t.app.services.loyalty.admin.createReward(
      {
        kind: 'cash',
        title: { TY: 'Gantimpala', EN: 'Reward' },
        description: { TY: '', EN: '' },
        imageUrl: '',
        pointsPrice: 100,
        stock: 5,
        perMemberLimit: null,
        amount: '1.00',
        turnoverMultiple: 0,
        enabled: true,
        sortOrder: 0,
      },
      { actor: 'operator:test', ip: '127.0.0.1' },
    );
    const redeem = (requestId: string) =>
      memberCalls(t.app).json(me, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        rewardId: reward.id,
        quantity: 1,
        paymentPassword: pay,
        requestId,
      });
    const pointsOf = async () => (await t.app.services.wallet.ledger.getBalance(me.id, t.database.db)).points;
    expect((await redeem(`rgmall-${me.id}-1`)).status).toBe(200);
    await t.app.services.protection.protection.timeout(me.id, 1, '127.0.0.1');
    const refused = await redeem(`rgmall-${me.id}-2`);
    expect([refused.status, refused.code]).toEqual([403, 'error_timed_out']);
    const [redemptions] = await t.database.db
      .select({ n: count() })
      .from(pointRedemptions)
      .where(eq(pointRedemptions.memberId, me.id));
    expect(redemptions?.n).toBe(1);
    expect(await pointsOf()).toBe(400n);
    expect((await t.app.services.loyalty.admin.listRewards()).find((r) => r.id === reward.id)?.stock).toBe(4);
    // The redemption made before the break still answers its retry.
    expect((await redeem(`rgmall-${me.id}-1`)).status).toBe(200);
  });
});
