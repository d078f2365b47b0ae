import { GAME_SESSION_HEADER, HOUSE_GAMES, parseCents, type HouseRound } from '@swerte/contracts';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, operatorHeaders } from '../../../../test/account-helpers.js';
import { expectReconciled } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import {
  FIRE_VENDOR,
  assertSameAnswers,
  injectSend,
  vendorCaller,
  type VendorCall,
} from '../../../../test/ledger-fire.js';
import { approvedDeposit, seededPromotion } from '../../../../test/promo-helpers.js';
import { callJson, walletMember } from '../../../../test/wallet-helpers.js';
import { deposits, journalEntries } from '../../../db/schema.js';

/** The same request with the same idempotency key, sent this many times at once. */
const COPIES = 20;

let t: TestApp;
let vendor: VendorCall;
beforeAll(async () => {
  t = await buildTestApp();
  vendor = vendorCaller(t.app.services.vendorWallet.secretOf({ vassalage: FIRE_VENDOR }), injectSend(t.app));
});
afterEach(async () => {
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
const entriesLike = async (pattern: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(journalEntries)
    .where(like(journalEntries.idempotencyKey, pattern));
  return row?.n ?? 0;
};
const times = <T>(n: number, send: () => Promise<T>) => Promise.all(Array.from({ length: n }, send));
/** The answers without what may differ between a first answer and its replays. */
const sameBodies = (answers: readonly { status: number; value: unknown }[]) =>
  new Set(answers.map((a) => JSON.stringify({ status: a.status, value: a.value }))).size;

describe('replays: the same request many times at once answers the same and moves money once', () => {
  it('vendor debit, credit and rollback by txId', async () => {
    const m = await walletMember(t.app, 'replayvendor', { cash: 10_000n });
    const launchToken = await t.app.services.launchTokens.issueLaunchToken(m.id, FIRE_VENDOR, 'reels-1');
    const playerId = String((await vendor('authenticate', { launchToken })).value?.playerId);

    const debit = {
      playerId,
      txId: 'replay-1:bet',
      roundId: 'replay-1',
      gameCode: 'reels-1',
      amount: '12.34',
    };
    assertSameAnswers(await times(COPIES, () => vendor('debit', debit)), 'debit');
    const credit = { playerId, txId: 'replay-1:win', roundId: 'replay-1', amount: '20.00' };
    assertSameAnswers(await times(COPIES, () => vendor('credit', credit)), 'credit');
    expect(await cashOf(m.id)).toBe(10_000n - 1_234n + 2_000n);

    await vendor('debit', { ...debit, txId: 'replay-2:bet', roundId: 'replay-2' });
    const rollbacks = await times(COPIES, () => vendor('rollback', { playerId, txId: 'replay-2:bet' }));
    assertSameAnswers(rollbacks, 'rollback');
    expect(await cashOf(m.id)).toBe(10_000n - 1_234n + 2_000n);
    for (const key of ['bet', 'payout', 'void']) {
      expect(await entriesLike(`${key}:${FIRE_VENDOR}:replay-%`)).toBe(key === 'bet' ? 2 : 1);
    }
  });

  it('a house slot spin by requestId', async () => {
    const m = await walletMember(t.app, 'replayspin', { cash: 5_000n });
    const { vendor: house, gameCode } = HOUSE_GAMES.slot;
    const launchToken = await t.app.services.launchTokens.issueLaunchToken(m.id, house, gameCode);
    const session = await callJson(t.app, {
      method: 'POST',
      url: '/wps/house/session',
      payload: { launchToken, vendor: house },
    });
    const headers = { [GAME_SESSION_HEADER]: String(session.value?.sessionToken) };
    const answers = await times(COPIES, () =>
      callJson(t.app, {
        method: 'POST',
        url: '/wps/house/slot/spin',
        headers,
        payload: { requestId: 'replay-spin-0001', lines: 20, betPerLine: '0.10' },
      }),
    );
    const rounds = answers.map((a) => a.value?.round as HouseRound);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(rounds.map((round) => JSON.stringify(round))).size).toBe(1);
    const roundId = rounds[0]!.roundId;
    expect(await entriesLike(`bet:${house}:${roundId}`)).toBe(1);
    // A losing spin has no payout entry; a winning one has exactly one.
    expect(await entriesLike(`payout:${house}:${roundId}`)).toBeLessThanOrEqual(1);
    expect(await cashOf(m.id)).toBe(5_000n - 200n + parseCents(rounds[0]!.payout));
  });

  it('a promotion claim', async () => {
    const id = await seededPromotion(t.app, 'deposit_bonus');
    const me = await memberSession(t.app, 'replaypromo');
    const api = memberCalls(t.app);
    await api.json(me, 'POST', '/wps/relay/MCS2_joinPromotion', { id });
    await approvedDeposit(t.app, me.id, '500');
    const claims = await times(COPIES, () => api.json(me, 'POST', '/wps/relay/MCS2_claimPromotion', { id }));
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    // The losers all get the same answer: already claimed.
    expect(sameBodies(claims.filter((c) => c.status !== 200))).toBe(1);
    expect(await entriesLike(`bonus:promo:${id}:${me.id}`)).toBe(1);
    expect((await t.app.services.wallet.ledger.getBalance(me.id, t.database.db)).bonus).toBe(10_000n);
  });

  it('a deposit approval', async () => {
    const finance = await operatorHeaders(t.app, 'replayfinance', 'finance');
    const me = await memberSession(t.app, 'replaydeposit');
    const api = memberCalls(t.app);
    const methods = (await api.json(me, 'GET', '/wps/wallet/deposit/methods')).value as {
      id: number;
      kind: string;
    }[];
    const created = await api.json(me, 'POST', '/wps/wallet/deposit/bank', {
      methodId: methods.find((method) => method.kind === 'bank')!.id,
      amount: '321.00',
      reference: 'REPLAY-1',
    });
    const orderNo = (created.value as { orderNo: string }).orderNo;
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    const approvals = await times(COPIES, () =>
      callJson(t.app, {
        method: 'POST',
        url: `/wps/admin/deposits/${row?.id}/approve`,
        headers: finance,
        payload: {},
      }),
    );
    expect(approvals.filter((a) => a.status === 200)).toHaveLength(1);
    expect(new Set(approvals.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(
      new Set(['error_conflict']),
    );
    expect(await cashOf(me.id)).toBe(32_100n);
  });
});
