import { parseCents, type HouseRound } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { houseClient } from '../../../test/house-helpers.js';
import { walletMember } from '../../../test/wallet-helpers.js';
import { bets, houseRounds, journalEntries, vendorTransactions } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await expectReconciled(t.app);
});
afterAll(async () => {
  await t.close();
});

const { openGame, spin, table, tableCall, fairness, closeBetting } = houseClient(() => t);

/** Everything a round of the member leaves behind, to compare before and after a failed call. */
async function traces(memberId: number, session: Record<string, string>) {
  const { db } = t.database;
  return {
    cash: (await t.app.services.wallet.ledger.getBalance(memberId, t.database.db)).cash,
    journal: await db.$count(journalEntries, eq(journalEntries.memberId, memberId)),
    bets: await db.select().from(bets).where(eq(bets.memberId, memberId)),
    rounds: await db.select().from(houseRounds).where(eq(houseRounds.memberId, memberId)),
    vendorTxs: await db.select().from(vendorTransactions).where(eq(vendorTransactions.memberId, memberId)),
    nonce: (await fairness(session)).value?.nonce,
  };
}

/**
 * Makes the next wallet call of `op` do its work and then fail, as a crash of the process or the
 * database right after it would: the house's round must then leave nothing behind.
 */
function failAfterNext(op: 'debit' | 'credit') {
  // The house stakes and pays through the wallet's bets in process (house-context's port).
  const wallet = t.app.services.bets;
  const method = op === 'debit' ? 'placeBet' : 'settleBet';
  const real = wallet[method] as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(wallet, method).mockImplementationOnce(async (...args: unknown[]) => {
    await real(...args);
    throw new Error(`storage failed after the ${op}`);
  });
}

describe('a house round that fails midway', () => {
  it('leaves no trace of a slot spin that failed after its stake and payout moved, and the retry plays it', async () => {
    const m = await walletMember(t.app, 'crashspin', { cash: 10_000n });
    const session = await openGame(m.headers, 'slot');
    const before = await traces(m.id, session);

    failAfterNext('credit');
    expect(await spin(session, { requestId: 'crash-spin-0001', betPerLine: '0.10' })).toMatchObject({
      status: 500,
      code: 'error_internal',
    });
    expect(await traces(m.id, session)).toEqual(before);
    expect(before).toMatchObject({ cash: 10_000n, bets: [], rounds: [], vendorTxs: [], nonce: 0 });

    const retried = await spin(session, { requestId: 'crash-spin-0001', betPerLine: '0.10' });
    expect(retried).toMatchObject({ status: 200, value: { round: { status: 'settled', nonce: 0 } } });
    const payout = parseCents((retried.value?.round as HouseRound).payout);
    const after = await traces(m.id, session);
    expect(after).toMatchObject({ cash: 10_000n - 200n + payout, nonce: 1 });
    expect(after.bets).toHaveLength(1);
    expect(after.rounds).toHaveLength(1);
  });

  it('keeps a baccarat round open when its deal fails after the payout, and deals it on the retry', async () => {
    const m = await walletMember(t.app, 'crashdeal', { cash: 10_000n });
    const session = await openGame(m.headers, 'baccarat');
    const round = (await table(session)).value?.round as HouseRound;
    const slip = { roundId: round.roundId, bets: [{ kind: 'banker', amount: '20.00' }] };
    expect(await tableCall(session, 'bet', slip)).toMatchObject({ status: 200 });
    await closeBetting(round.roundId);
    const before = await traces(m.id, session);
    expect(before).toMatchObject({ cash: 8_000n, nonce: 0 });
    expect(before.rounds).toMatchObject([{ roundId: round.roundId, status: 'open', nonce: null }]);
    expect(before.bets).toMatchObject([{ status: 'open', stake: 2_000n }]);

    failAfterNext('credit');
    expect(await tableCall(session, 'deal', { roundId: round.roundId })).toMatchObject({
      status: 500,
      code: 'error_internal',
    });
    expect(await traces(m.id, session)).toEqual(before);

    const dealt = await tableCall(session, 'deal', { roundId: round.roundId });
    const previous = dealt.value?.previous as HouseRound;
    expect(previous).toMatchObject({ roundId: round.roundId, status: 'settled', nonce: 0 });
    const after = await traces(m.id, session);
    expect(after.cash).toBe(8_000n + parseCents(previous.payout));
    expect(after.bets).toMatchObject([{ status: 'settled', payout: parseCents(previous.payout) }]);
  });

  it('leaves a baccarat round taking bets when the slip fails after its debit, and takes the slip again', async () => {
    const m = await walletMember(t.app, 'crashslip', { cash: 10_000n });
    const session = await openGame(m.headers, 'baccarat');
    const round = (await table(session)).value?.round as HouseRound;
    const slip = { roundId: round.roundId, bets: [{ kind: 'player', amount: '30.00' }] };
    const before = await traces(m.id, session);

    failAfterNext('debit');
    expect(await tableCall(session, 'bet', slip)).toMatchObject({ status: 500, code: 'error_internal' });
    expect(await traces(m.id, session)).toEqual(before);
    expect(before.rounds).toMatchObject([{ status: 'betting', stake: 0n }]);

    expect(await tableCall(session, 'bet', slip)).toMatchObject({
      status: 200,
      value: { round: { status: 'open', stake: '30.00' } },
    });
    expect((await traces(m.id, session)).cash).toBe(7_000n);
  });

  it('refuses a baccarat slip above the balance and changes nothing', async () => {
    const m = await walletMember(t.app, 'brokepunter', { cash: 5_000n });
    const session = await openGame(m.headers, 'baccarat');
    const round = (await table(session)).value?.round as HouseRound;
    const before = await traces(m.id, session);
    const slip = (amount: string) => ({
      roundId: round.roundId,
      bets: [
        { kind: 'banker', amount },
        { kind: 'tie', amount: '10.00' },
      ],
    });

    expect(await tableCall(session, 'bet', slip('40.01'))).toMatchObject({
      status: 400,
      code: 'error_insufficient_balance',
    });
    expect(await traces(m.id, session)).toEqual(before);
    expect(before).toMatchObject({ cash: 5_000n, bets: [], vendorTxs: [], nonce: 0 });
    // The round still takes a slip the balance covers.
    expect(await tableCall(session, 'bet', slip('40.00'))).toMatchObject({
      status: 200,
      value: { round: { status: 'open', stake: '50.00' } },
    });
  });
});
