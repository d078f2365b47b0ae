import fc from 'fast-check';
import { accountKey, parseAccountKey } from '../src/modules/wallet/ledger/index.js';
import {
  assertBalanced,
  planPostings,
  samePostings,
  type LockedAccount,
  type PostingInput,
} from '../src/modules/wallet/ledger/index.js';
import type { PostInput } from '../src/modules/wallet/ledger/index.js';
import { isAppError } from '../src/platform/errors.js';

/**
 * An in-memory ledger built on the same pure rules as the real one (ledger.plan.ts), for property
 * tests: fast enough for thousands of runs, and a reference the database-backed ledger is compared with.
 */
export class MemoryLedger {
  readonly accounts = new Map<string, LockedAccount>();
  readonly entries = new Map<string, PostingInput[]>();
  readonly postings: { accountKey: string; amount: bigint; balanceAfter: bigint }[] = [];
  private nextId = 1;

  /** 'ok', 'replayed' or the catalogue code it was refused with. */
  post(input: PostInput): string {
    assertBalanced(input.postings);
    const first = this.entries.get(input.idempotencyKey);
    if (first) return samePostings(first, input.postings) ? 'replayed' : 'error_idempotency_conflict';
    const scratch = new Map(this.accounts);
    for (const { accountKey: key } of input.postings) {
      if (!scratch.has(key))
        scratch.set(key, {
          id: this.nextId++,
          key,
          balance: 0n,
          allowNegative: parseAccountKey(key).allowNegative,
        });
    }
    try {
      const plan = planPostings(scratch, input.postings);
      for (const account of scratch.values()) {
        const balance = plan.balances.get(account.id);
        this.accounts.set(account.key, balance === undefined ? account : { ...account, balance });
      }
      this.postings.push(...plan.postings);
      this.entries.set(input.idempotencyKey, input.postings);
      return 'ok';
    } catch (error) {
      if (isAppError(error)) return error.code;
      throw error;
    }
  }

  balance(key: string): bigint {
    return this.accounts.get(key)?.balance ?? 0n;
  }
}

export type LedgerOp =
  | { type: 'credit' | 'debit'; key: number; member: number; amount: bigint }
  | { type: 'transfer'; key: number; member: number; to: number; amount: bigint }
  | { type: 'vendor'; key: number; member: number; vendor: string; amount: bigint };

/** Few members, vendors and keys, so that overdrafts, shared accounts and repeated keys all happen. */
export function ledgerOps(maxLength: number) {
  const member = fc.integer({ min: 1, max: 4 });
  const amount = fc.bigInt({ min: 1n, max: 5_000n });
  const key = fc.integer({ min: 0, max: maxLength });
  const op: fc.Arbitrary<LedgerOp> = fc.oneof(
    fc.record({ type: fc.constantFrom('credit' as const, 'debit' as const), key, member, amount }),
    fc.record({ type: fc.constant('transfer' as const), key, member, to: member, amount }),
    fc.record({
      type: fc.constant('vendor' as const),
      key,
      member,
      vendor: fc.constantFrom('PEARL', 'REEF'),
      amount,
    }),
  );
  return fc.array(op, { minLength: 1, maxLength });
}

/** The ledger entry an operation stands for; `base` keeps runs sharing one database apart. */
export function toPostInput(op: LedgerOp, base = 0): PostInput {
  const cash = accountKey.cash(base + op.member);
  const house = accountKey.house('adjustments');
  const pair = (from: string, to: string): PostingInput[] => [
    { accountKey: from, amount: -op.amount },
    { accountKey: to, amount: op.amount },
  ];
  const postings = ((): PostingInput[] => {
    switch (op.type) {
      case 'credit':
        return pair(house, cash);
      case 'debit':
        return pair(cash, house);
      case 'transfer':
        // To oneself: two postings on the same account in one entry.
        return op.to === op.member
          ? pair(cash, house).concat(pair(house, cash))
          : pair(cash, accountKey.cash(base + op.to));
      case 'vendor':
        return pair(cash, accountKey.vendor(base + op.member, op.vendor));
    }
  })();
  return {
    idempotencyKey: `prop:${base}:${op.key}`,
    kind: op.type,
    memberId: base + op.member,
    actor: 'system',
    postings,
  };
}
