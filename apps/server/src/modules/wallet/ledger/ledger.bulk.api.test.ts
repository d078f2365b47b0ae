import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectReconciled } from '../../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { walletMember } from '../../../../test/wallet-helpers.js';
import type { PostInput } from './ledger.service.js';

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

const ledger = () => t.app.services.wallet.ledger;
const postMany = (inputs: PostInput[]) => t.database.db.transaction((tx) => ledger().postMany(tx, inputs));
const cashOf = async (memberId: number) => (await ledger().getBalance(memberId, t.database.db)).cash;

/** An entry moving `amount` into (or, negative, out of) the member's cash against house:adjustments. */
const move = (key: string, memberId: number, amount: bigint): PostInput => ({
  idempotencyKey: key,
  kind: 'adjust',
  memberId,
  actor: 'system',
  postings: [
    { accountKey: `cash:${memberId}`, amount },
    { accountKey: 'house:adjustments', amount: -amount },
  ],
});

describe('ledger postMany', () => {
  it('writes each entry with running balances in the order given, creating missing accounts', async () => {
    const a = await walletMember(t.app, 'pmanya', { cash: 1_000n });
    const b = await walletMember(t.app, 'pmanyb');
    const results = await postMany([
      move('pm-a-1', a.id, -100n),
      move('pm-b-1', b.id, 300n),
      move('pm-a-2', a.id, 50n),
      move('pm-a-3', a.id, -200n),
      {
        ...move('pm-b-2', b.id, -50n),
        postings: [
          { accountKey: `cash:${b.id}`, amount: -50n },
          { accountKey: `bonus:${b.id}`, amount: 50n },
        ],
      },
    ]);
    expect(results.map((r) => r.status)).toEqual(['posted', 'posted', 'posted', 'posted', 'posted']);
    const after = async (key: string, account: string) =>
      (await ledger().findEntry(key, t.database.db))?.postings.find((p) => p.accountKey === account)
        ?.balanceAfter;
    expect(await after('pm-a-1', `cash:${a.id}`)).toBe(900n);
    expect(await after('pm-a-2', `cash:${a.id}`)).toBe(950n);
    expect(await after('pm-a-3', `cash:${a.id}`)).toBe(750n);
    expect(await after('pm-b-2', `bonus:${b.id}`)).toBe(50n);
    expect(await ledger().getBalance(b.id, t.database.db)).toMatchObject({ cash: 250n, bonus: 50n });
  });

  it('replays posted keys, reports a key with other postings as a conflict, and moves nothing for either', async () => {
    const m = await walletMember(t.app, 'pmreplay', { cash: 500n });
    await postMany([move('pm-r-1', m.id, 100n), move('pm-r-2', m.id, 200n)]);
    const again = await postMany([
      move('pm-r-1', m.id, 100n),
      move('pm-r-2', m.id, 250n),
      move('pm-r-3', m.id, 1n),
    ]);
    expect(again).toEqual([
      { idempotencyKey: 'pm-r-1', status: 'replayed' },
      { idempotencyKey: 'pm-r-2', status: 'conflict' },
      { idempotencyKey: 'pm-r-3', status: 'posted' },
    ]);
    expect(await cashOf(m.id)).toBe(801n);
  });

  it('refuses the whole batch, naming the entry, when one would take a member below zero', async () => {
    const m = await walletMember(t.app, 'pmfloor', { cash: 100n });
    const other = await walletMember(t.app, 'pmfloor2', { cash: 100n });
    const refused = postMany([
      move('pm-f-1', other.id, 500n),
      move('pm-f-2', m.id, -60n),
      move('pm-f-3', m.id, -60n),
      // Would cover it, but comes after: entries apply in the order given, as single posts would.
      move('pm-f-4', m.id, 1_000n),
    ]);
    await expect(refused).rejects.toMatchObject({
      code: 'error_insufficient_balance',
      value: { idempotencyKey: 'pm-f-3' },
    });
    expect([await cashOf(m.id), await cashOf(other.id)]).toEqual([100n, 100n]);
    for (const key of ['pm-f-1', 'pm-f-2', 'pm-f-3', 'pm-f-4'])
      expect(await ledger().findEntry(key, t.database.db)).toBeNull();
    // In an order the balance covers, the same entries post.
    const reordered = await postMany([
      move('pm-f-4', m.id, 1_000n),
      move('pm-f-2', m.id, -60n),
      move('pm-f-3', m.id, -60n),
    ]);
    expect(reordered.every((r) => r.status === 'posted')).toBe(true);
    expect(await cashOf(m.id)).toBe(980n);
  });

  it('refuses entries that do not balance or repeat a key, before writing anything', async () => {
    const m = await walletMember(t.app, 'pmbad', { cash: 100n });
    const unbalanced = {
      ...move('pm-x-1', m.id, 10n),
      postings: [{ accountKey: `cash:${m.id}`, amount: 10n }],
    };
    await expect(postMany([move('pm-x-0', m.id, 1n), unbalanced])).rejects.toThrow('at least two postings');
    await expect(postMany([move('pm-x-2', m.id, 1n), move('pm-x-2', m.id, 1n)])).rejects.toThrow('twice');
    expect(await ledger().findEntry('pm-x-0', t.database.db)).toBeNull();
    expect(await postMany([])).toEqual([]);
  });
});
