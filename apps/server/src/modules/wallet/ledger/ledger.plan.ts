import { AppError } from '../../../platform/errors.js';

/** One line of an entry as a caller asks for it: a signed amount in cents on one account. */
export interface PostingInput {
  accountKey: string;
  amount: bigint;
}

/** An account as read under its row lock. */
export interface LockedAccount {
  id: number;
  key: string;
  balance: bigint;
  allowNegative: boolean;
}

export interface PlannedPosting {
  accountId: number;
  accountKey: string;
  amount: bigint;
  balanceAfter: bigint;
}

export interface Plan {
  postings: PlannedPosting[];
  /** The new balance of every account the entry touches, by account id. */
  balances: Map<number, bigint>;
}

/**
 * An entry must move money, not create or destroy it: at least two non-zero postings summing to zero.
 * A caller breaking this has a bug, so it is a plain Error (a 500), not a catalogue code.
 */
export function assertBalanced(postings: readonly PostingInput[]): void {
  if (postings.length < 2) throw new Error('a journal entry needs at least two postings');
  let sum = 0n;
  for (const posting of postings) {
    if (typeof posting.amount !== 'bigint') throw new Error('posting amounts are bigint cents');
    if (posting.amount === 0n) throw new Error(`zero posting on ${posting.accountKey}`);
    sum += posting.amount;
  }
  if (sum !== 0n) throw new Error(`journal entry postings sum to ${sum}, not 0`);
}

/**
 * Applies the postings, in order, to the locked balances. A member account (one that may not go
 * negative) dipping below zero at any posting refuses the whole entry.
 */
export function planPostings(
  accounts: ReadonlyMap<string, LockedAccount>,
  postings: readonly PostingInput[],
): Plan {
  const balances = new Map<number, bigint>();
  const planned = postings.map((posting) => {
    const account = accounts.get(posting.accountKey);
    if (!account) throw new Error(`ledger account ${posting.accountKey} was not locked`);
    const balanceAfter = (balances.get(account.id) ?? account.balance) + posting.amount;
    if (balanceAfter < 0n && !account.allowNegative) throw new AppError('error_insufficient_balance');
    balances.set(account.id, balanceAfter);
    return { accountId: account.id, accountKey: account.key, amount: posting.amount, balanceAfter };
  });
  return { postings: planned, balances };
}

/** Same accounts and amounts, in any order: how a repeated idempotency key is recognised as the same request. */
export function samePostings(a: readonly PostingInput[], b: readonly PostingInput[]): boolean {
  const canonical = (list: readonly PostingInput[]) =>
    list
      .map((p) => `${p.accountKey}=${p.amount}`)
      .sort()
      .join('|');
  return canonical(a) === canonical(b);
}
