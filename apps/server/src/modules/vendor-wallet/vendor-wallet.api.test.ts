import { VENDOR_WALLET_PATHS } from '@swerte/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { vendorCalls } from '../../../test/vendor-calls.js';
import { walletMember } from '../../../test/wallet-helpers.js';
import { bets, games, oneTimeTokens, vendors, vendorTransactions } from '../../db/schema.js';
import { sha256 } from '../../platform/tokens.js';
import { signVendorBody } from './vendor-auth.js';

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

const VENDOR = 'LUZON';
let call: ReturnType<typeof vendorCalls>['call'];
let player: ReturnType<typeof vendorCalls>['player'];
let debit: ReturnType<typeof vendorCalls>['debit'];
let credit: ReturnType<typeof vendorCalls>['credit'];
beforeAll(() => {
  ({ call, player, debit, credit } = vendorCalls(t.app, VENDOR));
});

const cashOf = async (memberId: number) =>
  (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash;
async function betOf(roundId: string) {
  const [row] = await t.database.db
    .select()
    .from(bets)
    .where(and(eq(bets.vendor, VENDOR), eq(bets.vendorBetId, roundId)));
  return row ?? null;
}

let seq = 0;
const ids = () => {
  seq += 1;
  return { txId: `tx-${seq}`, roundId: `round-${seq}` };
};

describe('vendor wallet: authenticate and balance', () => {
  it('trades a launch token once for an opaque player id, currency and balance', async () => {
    const m = await walletMember(t.app, 'vwauth', { cash: 12_345n });
    const launchToken = await t.app.services.launchTokens.issueLaunchToken(m.id, VENDOR, 'reels-1');
    const auth = await call('authenticate', { launchToken });
    expect(auth).toMatchObject({ success: true, value: { currency: 'PHP', balance: '123.45' } });
    // The id carries a tag made with this vendor's secret: pointing it at another member is refused.
    const playerId = String(auth.value?.playerId);
    const [, tag] = playerId.split('-');
    expect(tag).toMatch(/^[0-9a-f]{16,}$/);
    expect(await call('balance', { playerId: `${(m.id + 1).toString(36)}-${tag}` })).toMatchObject({
      code: 'error_player_not_found',
    });
    expect(await call('authenticate', { launchToken })).toMatchObject({
      status: 401,
      code: 'error_launch_token',
    });
    expect(await call('balance', { playerId: auth.value?.playerId })).toMatchObject({
      success: true,
      value: { balance: '123.45' },
    });
  });

  it('refuses a token issued for another vendor, and an expired one', async () => {
    const m = await walletMember(t.app, 'vwauth2', { cash: 100n });
    const other = await t.app.services.launchTokens.issueLaunchToken(m.id, 'BITUIN', 'x');
    expect(await call('authenticate', { launchToken: other })).toMatchObject({ code: 'error_launch_token' });
    const expired = await t.app.services.launchTokens.issueLaunchToken(m.id, VENDOR, 'x');
    await t.database.db.execute(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'game_launch' AND used_at IS NULL",
    );
    expect(await call('authenticate', { launchToken: expired })).toMatchObject({
      code: 'error_launch_token',
    });
  });

  it('does not accept a player id another vendor was given, nor a made-up one', async () => {
    const p = await player('vwpid');
    expect(await call('balance', { playerId: p.playerId }, { vendor: 'BITUIN' })).toMatchObject({
      status: 404,
      code: 'error_player_not_found',
    });
    expect(
      await call('balance', { playerId: `${p.id.toString(36)}-000000000000000000000000` }),
    ).toMatchObject({
      code: 'error_player_not_found',
    });
  });
});

describe('vendor wallet: signatures', () => {
  it('refuses an unknown vendor, a bad or missing signature, a stale timestamp and a transfer vendor; nothing moves', async () => {
    const p = await player('vwsig');
    const { txId, roundId } = ids();
    const body = { playerId: p.playerId, txId, roundId, gameCode: 'reels-1', amount: '10.00' };
    expect(await call('debit', body, { vendor: 'NOPE' })).toMatchObject({
      status: 401,
      code: 'error_vendor_signature',
    });
    // A transfer-mode vendor signs its calls too, but the money here is not its to move.
    for (const op of ['debit', 'credit', 'rollback', 'balance'] as const)
      expect(await call(op, body, { vendor: 'PEARL' })).toMatchObject({
        status: 403,
        code: 'error_vendor_wallet_mode',
      });
    expect(await call('debit', body, { secret: 'wrong' })).toMatchObject({
      status: 401,
      code: 'error_vendor_signature',
    });
    expect(await call('debit', body, { age: 6 * 60 })).toMatchObject({
      status: 401,
      code: 'error_vendor_stale',
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: VENDOR_WALLET_PATHS.debit,
      headers: { 'content-type': 'application/json', 'x-vendor-id': VENDOR },
      payload: JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...body }),
    });
    expect(unsigned.statusCode).toBe(401);
    const oversized = await call('debit', { ...body, gameName: 'x'.repeat(17 * 1024) });
    expect(oversized.status).toBe(413);
    expect(await cashOf(p.id)).toBe(10_000n);
    // The same txId still works once properly signed: the refused calls left no trace.
    expect(await call('debit', body)).toMatchObject({
      success: true,
      value: { balance: '90.00', replayed: false },
    });
  });
});

describe('vendor wallet: debit, credit, rollback', () => {
  it('opens a bet per round on debit and settles it on credit; repeats by txId move nothing', async () => {
    const p = await player('vwflow');
    const { txId, roundId } = ids();
    expect(await debit(p.playerId, txId, roundId, '10.00')).toMatchObject({
      success: true,
      value: { balance: '90.00', replayed: false },
    });
    expect(await debit(p.playerId, txId, roundId, '10.00')).toMatchObject({
      value: { balance: '90.00', replayed: true },
    });
    expect(await betOf(roundId)).toMatchObject({
      status: 'open',
      stake: 1_000n,
      gameCode: 'reels-1',
      gameType: 'RNG',
    });
    expect(await credit(p.playerId, `${txId}-win`, roundId, '25.50')).toMatchObject({
      value: { balance: '115.50', replayed: false },
    });
    expect(await credit(p.playerId, `${txId}-win`, roundId, '25.50')).toMatchObject({
      value: { balance: '115.50', replayed: true },
    });
    expect(await betOf(roundId)).toMatchObject({ status: 'settled', payout: 2_550n, validBet: 1_000n });
    expect(await cashOf(p.id)).toBe(11_550n);
  });

  it('names the bet from the catalogue when the vendor sends only the game code, and accepts codes it does not list', async () => {
    await t.database.db
      .insert(games)
      .values({
        vendor: VENDOR,
        gameType: 'RNG',
        gameCode: 'vw-listed',
        nameEn: 'Listed Reels',
        nameTy: 'Listed Reels',
        classify: 'slots',
        imageUrl: '/media/games/vw-listed.svg',
      })
      .onConflictDoNothing();
    const p = await player('vwname');
    const a = ids();
    const b = ids();
    await call('debit', { playerId: p.playerId, ...a, gameCode: 'vw-listed', amount: '1.00' });
    await call('debit', { playerId: p.playerId, ...b, gameCode: 'vw-unlisted', amount: '1.00' });
    expect(await betOf(a.roundId)).toMatchObject({ gameCode: 'vw-listed', gameName: 'Listed Reels' });
    expect(await betOf(b.roundId)).toMatchObject({ gameCode: 'vw-unlisted', gameName: '' });
  });

  it('answers a repeat with the first answer even after the balance moved on', async () => {
    const p = await player('vwfirst');
    const a = ids();
    const b = ids();
    await debit(p.playerId, a.txId, a.roundId, '10.00');
    await debit(p.playerId, b.txId, b.roundId, '5.00');
    expect(await debit(p.playerId, a.txId, a.roundId, '10.00')).toMatchObject({
      value: { balance: '90.00', replayed: true },
    });
    expect(await cashOf(p.id)).toBe(8_500n);
  });

  it('refuses a txId reused for another request, a second debit or credit of a round, and a credit of an unknown round', async () => {
    const p = await player('vwconflict');
    const { txId, roundId } = ids();
    await debit(p.playerId, txId, roundId, '10.00');
    expect(await debit(p.playerId, txId, roundId, '11.00')).toMatchObject({
      status: 409,
      code: 'error_idempotency_conflict',
    });
    expect(await debit(p.playerId, `${txId}-2`, roundId, '10.00')).toMatchObject({
      status: 409,
      code: 'error_round_exists',
    });
    expect(await debit(p.playerId, `${txId}-3`, roundId, '12.00')).toMatchObject({
      code: 'error_round_exists',
    });
    expect(await credit(p.playerId, `${txId}-c`, 'no-such-round', '5.00')).toMatchObject({
      status: 404,
      code: 'error_round_not_found',
    });
    // The refused credit's txId was not used up.
    expect(await credit(p.playerId, `${txId}-c`, roundId, '0.00')).toMatchObject({
      value: { balance: '90.00' },
    });
    expect(await credit(p.playerId, `${txId}-c2`, roundId, '30.00')).toMatchObject({
      status: 409,
      code: 'error_bet_closed',
    });
    expect(await credit(p.playerId, txId, roundId, '0.00')).toMatchObject({
      code: 'error_idempotency_conflict',
    });
    expect(await cashOf(p.id)).toBe(9_000n);
  });

  it("refuses a credit of another player's round", async () => {
    const p = await player('vwown1');
    const q = await player('vwown2');
    const { txId, roundId } = ids();
    await debit(p.playerId, txId, roundId, '10.00');
    expect(await credit(q.playerId, `${txId}-c`, roundId, '50.00')).toMatchObject({
      code: 'error_round_not_found',
    });
    expect(await cashOf(q.id)).toBe(10_000n);
  });

  it('refuses a debit above the balance with the balance in the answer, and nothing moves', async () => {
    const p = await player('vwbroke', 500n);
    const { txId, roundId } = ids();
    expect(await debit(p.playerId, txId, roundId, '5.01')).toMatchObject({
      status: 400,
      code: 'error_insufficient_balance',
      value: { balance: '5.00' },
    });
    expect(await betOf(roundId)).toBeNull();
    // Not remembered: the same txId may be tried again once the player has the money.
    expect(await debit(p.playerId, txId, roundId, '5.00')).toMatchObject({
      value: { balance: '0.00', replayed: false },
    });
  });

  it('rolls back a debit once, refunding the stake; a rollback after a credit is refused', async () => {
    const p = await player('vwrollback');
    const a = ids();
    await debit(p.playerId, a.txId, a.roundId, '10.00');
    const rollback = { playerId: p.playerId, txId: a.txId };
    expect(await call('rollback', rollback)).toMatchObject({ value: { balance: '100.00', replayed: false } });
    expect(await call('rollback', rollback)).toMatchObject({ value: { balance: '100.00', replayed: true } });
    expect(await betOf(a.roundId)).toMatchObject({ status: 'void' });
    expect(await credit(p.playerId, `${a.txId}-c`, a.roundId, '20.00')).toMatchObject({
      code: 'error_bet_closed',
    });

    const b = ids();
    await debit(p.playerId, b.txId, b.roundId, '10.00');
    await credit(p.playerId, `${b.txId}-c`, b.roundId, '20.00');
    expect(await call('rollback', { playerId: p.playerId, txId: b.txId })).toMatchObject({
      status: 409,
      code: 'error_bet_closed',
    });
    expect(await betOf(b.roundId)).toMatchObject({ status: 'settled', payout: 2_000n });
    expect(await cashOf(p.id)).toBe(11_000n);
  });

  it('remembers a rollback that arrives before its debit and refuses the late debit', async () => {
    const p = await player('vwoutoforder');
    const { txId, roundId } = ids();
    expect(await call('rollback', { playerId: p.playerId, txId })).toMatchObject({
      success: true,
      value: { balance: '100.00', replayed: false },
    });
    expect(await call('rollback', { playerId: p.playerId, txId })).toMatchObject({
      value: { replayed: true },
    });
    expect(await debit(p.playerId, txId, roundId, '10.00')).toMatchObject({
      status: 409,
      code: 'error_tx_rolled_back',
    });
    expect(await betOf(roundId)).toBeNull();
    expect(await cashOf(p.id)).toBe(10_000n);
  });

  it('lets a trial player bet play money', async () => {
    const m = await walletMember(t.app, 'vwtrial', { extra: { isAgent: 4 } });
    const prepare = await t.app.services.wallet.prepareTrialPlayMoney();
    await t.database.db.transaction((tx) => prepare(tx, m.id));
    const launchToken = await t.app.services.launchTokens.issueLaunchToken(m.id, VENDOR, 'reels-1');
    const auth = await call('authenticate', { launchToken });
    expect(auth).toMatchObject({ success: true, value: { currency: 'PLAY' } });
    const before = (await t.app.services.wallet.ledger.getBalance(m.id, t.database.db)).play;
    const { txId, roundId } = ids();
    expect(await debit(String(auth.value?.playerId), txId, roundId, '1.00')).toMatchObject({ success: true });
    const after = await t.app.services.wallet.ledger.getBalance(m.id, t.database.db);
    expect(after.play).toBe(before - 100n);
    expect(after.cash).toBe(0n);
  });

  it('moves money once for 100 parallel copies of one debit', async () => {
    const p = await player('vwparallel');
    const { txId, roundId } = ids();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => debit(p.playerId, txId, roundId, '10.00')),
    );
    expect(answers.every((a) => a.success && a.value?.balance === '90.00')).toBe(true);
    expect(answers.filter((a) => a.value?.replayed === false)).toHaveLength(1);
    expect(await cashOf(p.id)).toBe(9_000n);
  });

  it('pays once for parallel copies of one credit, and lets only one of a racing credit and rollback win', async () => {
    const p = await player('vwrace', 100_000n);
    const a = ids();
    await debit(p.playerId, a.txId, a.roundId, '10.00');
    const credits = await Promise.all(
      Array.from({ length: 50 }, () => credit(p.playerId, `${a.txId}-c`, a.roundId, '30.00')),
    );
    expect(credits.every((c) => c.success && c.value?.balance === '1020.00')).toBe(true);
    expect(credits.filter((c) => c.value?.replayed === false)).toHaveLength(1);

    const b = ids();
    await debit(p.playerId, b.txId, b.roundId, '10.00');
    const [won, cancelled] = await Promise.all([
      credit(p.playerId, `${b.txId}-c`, b.roundId, '30.00'),
      call('rollback', { playerId: p.playerId, txId: b.txId }),
    ]);
    expect([won.success, cancelled.success].filter(Boolean)).toHaveLength(1);
    const bet = await betOf(b.roundId);
    expect(bet?.status).toBe(won.success ? 'settled' : 'void');
    expect(await cashOf(p.id)).toBe(won.success ? 104_000n : 102_000n);
  });
});

describe('vendor wallet: the vendor_transactions record', () => {
  it('files each txId with its op, round, amount and answer, for reconciliation with the vendor', async () => {
    const p = await player('vwrecord');
    const a = ids();
    const b = ids();
    const ghost = ids();
    await debit(p.playerId, a.txId, a.roundId, '10.00');
    await credit(p.playerId, `${a.txId}-c`, a.roundId, '25.50');
    await debit(p.playerId, b.txId, b.roundId, '4.00');
    await call('rollback', { playerId: p.playerId, txId: b.txId });
    await call('rollback', { playerId: p.playerId, txId: ghost.txId });
    const { vendor, txId, op, status, memberId, roundId, amount, answer, rollbackAnswer } =
      vendorTransactions;
    const rows = await t.database.db
      .select({ vendor, txId, op, status, memberId, roundId, amount, answer, rollbackAnswer })
      .from(vendorTransactions)
      .where(eq(vendorTransactions.memberId, p.id))
      .orderBy(vendorTransactions.id);
    const base = { vendor: VENDOR, memberId: p.id, rollbackAnswer: null };
    expect(rows).toEqual([
      {
        ...base,
        txId: a.txId,
        op: 'debit',
        status: 'done',
        roundId: a.roundId,
        amount: 1_000n,
        answer: { balance: '90.00' },
      },
      {
        ...base,
        txId: `${a.txId}-c`,
        op: 'credit',
        status: 'done',
        roundId: a.roundId,
        amount: 2_550n,
        answer: { balance: '115.50' },
      },
      {
        ...base,
        txId: b.txId,
        op: 'debit',
        status: 'rolled_back',
        roundId: b.roundId,
        amount: 400n,
        answer: { balance: '111.50' },
        rollbackAnswer: { balance: '115.50' },
      },
      {
        ...base,
        txId: ghost.txId,
        op: 'rollback',
        status: 'done',
        roundId: null,
        amount: null,
        answer: { balance: '115.50' },
      },
    ]);
  });

  it('keeps answering a repeat after the one-time tokens are purged', async () => {
    const p = await player('vwkept');
    const { txId, roundId } = ids();
    await debit(p.playerId, txId, roundId, '10.00');
    await debit(p.playerId, `${txId}-2`, `${roundId}-2`, '5.00');
    // Every one-time token of the member long expired, then a new token purges them.
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(oneTimeTokens.memberId, p.id));
    await t.app.services.launchTokens.issueLaunchToken(p.id, VENDOR, 'reels-1');
    expect(await debit(p.playerId, txId, roundId, '10.00')).toMatchObject({
      value: { balance: '90.00', replayed: true },
    });
    expect(await cashOf(p.id)).toBe(8_500n);
  });
});

describe('vendor wallet: a switched-off vendor', () => {
  it('settles and rolls back its open rounds but takes no new players or stakes', async () => {
    const p = await player('vwoff', 10_000n);
    const a = ids();
    const b = ids();
    await debit(p.playerId, a.txId, a.roundId, '10.00');
    await debit(p.playerId, b.txId, b.roundId, '10.00');
    const launchToken = await t.app.services.launchTokens.issueLaunchToken(p.id, VENDOR, 'reels-1');
    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.vassalage, VENDOR));
    // As the games back office does on every vendor change: the wallet's cached vendor row goes.
    t.app.services.vendorWallet.invalidateVendors();
    try {
      expect(await call('authenticate', { launchToken })).toMatchObject({
        status: 403,
        code: 'error_forbidden',
      });
      const c = ids();
      expect(await debit(p.playerId, c.txId, c.roundId, '10.00')).toMatchObject({ code: 'error_forbidden' });
      expect(await credit(p.playerId, `${a.txId}-c`, a.roundId, '15.00')).toMatchObject({ success: true });
      expect(await call('rollback', { playerId: p.playerId, txId: b.txId })).toMatchObject({ success: true });
      expect(await call('balance', { playerId: p.playerId })).toMatchObject({ value: { balance: '105.00' } });
    } finally {
      await t.database.db.update(vendors).set({ enabled: true }).where(eq(vendors.vassalage, VENDOR));
      t.app.services.vendorWallet.invalidateVendors();
    }
  });
});

describe('vendor wallet: an operator switching a vendor off', () => {
  it('refuses the next stake at once, though the vendor row was just read', async () => {
    const p = await player('vwoffadmin', 10_000n);
    const a = ids();
    expect(await debit(p.playerId, a.txId, a.roundId, '1.00')).toMatchObject({ success: true });
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.vassalage, VENDOR));
    const admin = await operatorHeaders(t.app, 'opvendoroff', 'admin');
    const put = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/wps/admin/games/vendors/${VENDOR}`,
        headers: admin,
        payload: {
          displayName: row!.displayName,
          isHot: row!.isHot,
          enabled,
          sortOrder: row!.sortOrder,
          launchUrl: row!.launchUrl,
        },
      });
    expect((await put(false)).statusCode).toBe(200);
    try {
      const b = ids();
      expect(await debit(p.playerId, b.txId, b.roundId, '1.00')).toMatchObject({ code: 'error_forbidden' });
    } finally {
      expect((await put(true)).statusCode).toBe(200);
    }
    const c = ids();
    expect(await debit(p.playerId, c.txId, c.roundId, '1.00')).toMatchObject({ success: true });
  });
});

describe('vendor wallet: launch tokens', () => {
  it('keeps only the hash of a launch token, for 2 minutes', async () => {
    const m = await walletMember(t.app, 'vwhash');
    const before = Date.now();
    const token = await t.app.services.launchTokens.issueLaunchToken(m.id, VENDOR, 'reels-1');
    const rows = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, 'game_launch'), eq(oneTimeTokens.memberId, m.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows[0]?.data)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(125_000);
  });
});

describe('vendor wallet: volume', () => {
  it("is not held to a member's per-address request limit", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const m = await walletMember(limited.app, 'vwvolume', { cash: 1_000n });
      const { secretOf } = limited.app.services.vendorWallet;
      const tokens = await Promise.all(
        [1, 2, 3, 4].map(() => limited.app.services.launchTokens.issueLaunchToken(m.id, VENDOR, 'reels-1')),
      );
      const statuses = [];
      for (const launchToken of tokens) {
        const payload = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), launchToken });
        const signature = signVendorBody(secretOf({ vassalage: VENDOR }), payload);
        const response = await limited.app.inject({
          method: 'POST',
          url: VENDOR_WALLET_PATHS.authenticate,
          headers: { 'content-type': 'application/json', 'x-vendor-id': VENDOR, 'x-signature': signature },
          payload,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200]);
    } finally {
      await limited.close();
    }
  });
});
