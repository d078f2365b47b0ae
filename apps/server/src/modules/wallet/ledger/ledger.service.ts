import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { postMany, postSelected, type BulkPostResult, type SelectedPosting } from './ledger.bulk.js';
import { accountKey, parseAccountKey, type MemberAccountKind } from './ledger.keys.js';
import { assertBalanced, samePostings, type PostingInput } from './ledger.plan.js';
import * as repo from './ledger.repository.js';
import { reconcileLedger, type ReconcileReport } from './reconcile.js';
import { runSettlement, type SettlementReport, type SettlementRun } from './settlement-batches.js';

export type { PostingInput } from './ledger.plan.js';
export type { BulkPostResult, SelectedPosting } from './ledger.bulk.js';
export type { BatchOutcome, RefusedItem, SettlementReport, SettlementRun } from './settlement-batches.js';

/** One movement of money, as the area that causes it describes it. */
export interface PostInput {
  /**
   * Unique per movement and derived from its source, so a retry finds the first result instead of
   * moving money twice: 'deposit:<id>', 'vendor:<vassalage>:<txId>', 'adjust:<key>', 'play_money:<member>'…
   */
  idempotencyKey: string;
  /** deposit, withdrawal, withdrawal_release, transfer, adjust, bet, payout, rebate, bonus, play_money… */
  kind: string;
  /** The member the entry is about (shown in their account record); null for house-only entries. */
  memberId: number | null;
  /** 'member:<id>', 'operator:<id>', 'system', 'vendor:<vassalage>', 'cli:<user>'. */
  actor: string;
  reference?: Record<string, unknown>;
  remark?: string;
  /** At least two, non-zero, summing to zero. */
  postings: PostingInput[];
}

export interface PostedEntry {
  entryId: number;
  idempotencyKey: string;
  /** True when the key had been posted before: this call moved nothing and returns the first result. */
  replayed: boolean;
  postings: { accountKey: string; amount: bigint; balanceAfter: bigint }[];
}

/** A refused entry: the member account that lacked the money, and its balance as the refusal saw it. */
export class InsufficientBalance extends AppError {
  constructor(
    readonly accountKey: string,
    readonly balance: bigint,
  ) {
    super('error_insufficient_balance');
  }
}

/** A member's balances in cents; accounts never used read 0. */
export interface MemberBalances {
  cash: bigint;
  play: bigint;
  bonus: bigint;
  /** Loyalty points (whole points, not cents). */
  points: bigint;
  /** Transfer-mode vendor wallets by vassalage (only those ever used). */
  vendors: ReadonlyMap<string, bigint>;
}

/**
 * The double-entry ledger: the only code that changes a balance. Other areas call `post` inside their
 * own transaction, so the entry commits or rolls back with the change that caused it.
 */
export interface LedgerService {
  /**
   * Posts one journal entry in `tx`, in one round trip (the ledger_post() function): creates missing
   * accounts, locks them (id order), refuses with error_insufficient_balance if a member account would
   * go below zero (nothing written, `tx` still usable), and writes the postings with their
   * balance_after. A key already posted returns the first result (replayed); the same key with other
   * postings is error_idempotency_conflict (nothing written either).
   */
  post(tx: Tx, input: PostInput): Promise<PostedEntry>;
  /**
   * Posts many entries in `tx` set-based (a fixed handful of statements): per entry posted, replayed
   * or conflict (nothing moved for the last two); the whole call refused with error_insufficient_balance
   * naming the first entry that would take a member account below zero. See ledger.bulk.ts.
   */
  postMany(tx: Tx, inputs: readonly PostInput[]): Promise<BulkPostResult[]>;
  /**
   * Posts entries the caller builds in SQL from rows it holds locked, with its own writes, in one
   * statement for the common case (bulk settlement); every key must be new. See ledger.bulk.ts.
   */
  postSelected<T extends object>(tx: Tx, posting: SelectedPosting): Promise<{ rows: T[]; entries: number }>;
  /** Runs a settlement in batches committed one by one, resumable; see settlement-batches.ts. */
  runSettlement<T>(run: SettlementRun<T>): Promise<SettlementReport>;
  /** Locks the accounts (id order) and returns their balances; missing accounts read 0 (and are not created). */
  lockBalances(tx: Tx, accountKeys: readonly string[]): Promise<Map<string, bigint>>;
  /** One indexed read of every account of the member. */
  getBalance(memberId: number, db: Db | Tx): Promise<MemberBalances>;
  /** Creates the member's accounts up front (default cash and bonus; trial accounts add 'play'). */
  ensureMemberAccounts(tx: Db | Tx, memberId: number, kinds?: readonly MemberAccountKind[]): Promise<void>;
  /** The entry posted under a key, or null. */
  findEntry(idempotencyKey: string, db: Db | Tx): Promise<PostedEntry | null>;
  /** Re-sums every account from its postings and checks every entry and the grand total are zero. */
  reconcile(): Promise<ReconcileReport>;
  /** Each house account's balance by code, its sub-accounts (ledger.keys houseShardKey) summed. */
  houseBalances(db: Db | Tx): Promise<Map<string, bigint>>;
}

const MAX_KEY_LENGTH = 200;

export function createLedgerService({ db }: { db: Db }): LedgerService {
  async function post(tx: Tx, input: PostInput): Promise<PostedEntry> {
    assertBalanced(input.postings);
    if (!input.idempotencyKey || input.idempotencyKey.length > MAX_KEY_LENGTH)
      throw new Error('an idempotency key of 1 to 200 characters is required');
    // One round trip; a refusal writes nothing, so the caller's transaction needs no savepoint.
    const outcome = await repo.postEntry(
      tx,
      {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        memberId: input.memberId,
        actor: input.actor,
        reference: input.reference ?? {},
        remark: input.remark ?? '',
      },
      input.postings.map((p) => ({ account: parseAccountKey(p.accountKey), amount: p.amount })),
    );
    if (outcome.status === 'insufficient') throw new InsufficientBalance(outcome.accountKey, outcome.balance);
    const replayed = outcome.status === 'replayed';
    if (replayed && !samePostings(outcome.lines, input.postings))
      throw new AppError('error_idempotency_conflict');
    return {
      entryId: outcome.entryId,
      idempotencyKey: input.idempotencyKey,
      replayed,
      postings: outcome.lines,
    };
  }

  async function findEntry(idempotencyKey: string, from: Db | Tx): Promise<PostedEntry | null> {
    const found = await repo.findEntryByKey(from, idempotencyKey);
    if (!found) return null;
    return { entryId: found.entry.id, idempotencyKey, replayed: true, postings: found.postings };
  }

  async function lockBalances(tx: Tx, accountKeys: readonly string[]): Promise<Map<string, bigint>> {
    const keys = [...new Set(accountKeys)];
    const locked = keys.length ? await repo.lockAccounts(tx, keys) : [];
    const found = new Map(locked.map((a) => [a.key, a.balance]));
    return new Map(keys.map((key) => [key, found.get(key) ?? 0n]));
  }

  async function getBalance(memberId: number, from: Db | Tx): Promise<MemberBalances> {
    const balances = { cash: 0n, play: 0n, bonus: 0n, points: 0n, vendors: new Map<string, bigint>() };
    for (const row of await repo.memberAccounts(from, memberId)) {
      if (row.kind === 'vendor' && row.vendor) balances.vendors.set(row.vendor, row.balance);
      else if (row.kind === 'cash' || row.kind === 'play' || row.kind === 'bonus' || row.kind === 'points')
        balances[row.kind] = row.balance;
    }
    return balances;
  }

  async function ensureMemberAccounts(
    tx: Db | Tx,
    memberId: number,
    kinds: readonly MemberAccountKind[] = ['cash', 'bonus'],
  ): Promise<void> {
    await repo.createMissingAccounts(
      tx,
      kinds.map((kind) => parseAccountKey(accountKey[kind](memberId))),
    );
  }

  return {
    post,
    postMany,
    postSelected,
    runSettlement: (run) => runSettlement(db, run),
    lockBalances,
    getBalance,
    ensureMemberAccounts,
    findEntry,
    reconcile: () => reconcileLedger(db),
    houseBalances: (from: Db | Tx) => repo.houseBalances(from),
  };
}
