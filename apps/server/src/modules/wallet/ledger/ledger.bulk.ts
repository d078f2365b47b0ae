import type { Tx } from '../../../platform/db/client.js';
import { uniqueViolation } from '../../../platform/db/errors.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from './ledger.bulk.repository.js';
import { parseAccountKey } from './ledger.keys.js';
import { assertBalanced, samePostings } from './ledger.plan.js';
import type { PostInput } from './ledger.service.js';

/** What became of one entry of a bulk posting. */
export interface BulkPostResult {
  idempotencyKey: string;
  /**
   * posted: written now; replayed: the key was posted before with the same postings (nothing moved);
   * conflict: the key was posted before with other postings (nothing moved, the caller decides).
   */
  status: 'posted' | 'replayed' | 'conflict';
}

const MAX_KEY_LENGTH = 200;

function validate(inputs: readonly PostInput[]): void {
  const keys = new Set<string>();
  for (const input of inputs) {
    assertBalanced(input.postings);
    if (!input.idempotencyKey || input.idempotencyKey.length > MAX_KEY_LENGTH)
      throw new Error('an idempotency key of 1 to 200 characters is required');
    if (keys.has(input.idempotencyKey)) throw new Error(`${input.idempotencyKey} twice in one bulk posting`);
    keys.add(input.idempotencyKey);
  }
}

/**
 * Posts many journal entries in `tx` with a fixed number of statements, however many there are: the
 * missing accounts, the account locks (id order), the keys posted before (compared, never rewritten;
 * skipped when the caller vouches they are new), then the new entries with every posting and balance in
 * one statement. All or nothing: if any member
 * account would go below zero (the entries applied in the order given) nothing is written and
 * error_insufficient_balance names the first entry that would take it there. Runs in a savepoint, so
 * a refusal leaves nothing behind; a key another transaction posts meanwhile makes it start over once.
 */
export async function postMany(
  tx: Tx,
  inputs: readonly PostInput[],
  options: BulkPostOptions = {},
): Promise<BulkPostResult[]> {
  validate(inputs);
  if (inputs.length === 0) return [];
  try {
    return await tx.transaction((sp) => attempt(sp, inputs, options));
  } catch (error) {
    if (uniqueViolation(error) !== 'journal_entries_key_uq') throw error;
    // The caller vouched every key was new: one posted anyway means its records and the ledger disagree.
    if (options.freshKeys) throw new AppError('error_idempotency_conflict');
    return tx.transaction((sp) => attempt(sp, inputs, options));
  }
}

export interface BulkPostOptions {
  /**
   * The caller knows none of the keys was posted (each belongs to a row it holds locked and has not
   * paid, as an open bet's payout): no look-up of earlier postings, and a key found posted after all
   * is error_idempotency_conflict for the whole batch.
   */
  freshKeys?: boolean;
}

async function attempt(sp: Tx, inputs: readonly PostInput[], options: BulkPostOptions) {
  const keys = [...new Set(inputs.flatMap((input) => input.postings.map((p) => p.accountKey)))];
  await repo.createMissingAccounts(sp, keys.map(parseAccountKey));
  await repo.lockAccounts(sp, keys);
  const prior = options.freshKeys
    ? new Map<string, { accountKey: string; amount: bigint }[]>()
    : await repo.postingsOfKeys(
        sp,
        inputs.map((input) => input.idempotencyKey),
      );
  const fresh = inputs.filter((input) => !prior.has(input.idempotencyKey));
  if (fresh.length > 0) await writeFresh(sp, fresh);
  return inputs.map((input): BulkPostResult => {
    const { idempotencyKey } = input;
    const first = prior.get(idempotencyKey);
    if (!first) return { idempotencyKey, status: 'posted' };
    return { idempotencyKey, status: samePostings(first, input.postings) ? 'replayed' : 'conflict' };
  });
}

async function writeFresh(sp: Tx, fresh: readonly PostInput[]): Promise<void> {
  const entries = fresh.map((input) => ({
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    memberId: input.memberId,
    actor: input.actor,
    reference: input.reference ?? {},
    remark: input.remark ?? '',
  }));
  const lines = fresh.flatMap((input, n) =>
    input.postings.map((p) => ({ entryIndex: n, accountKey: p.accountKey, amount: p.amount })),
  );
  const refusedAt = await repo.writeEntries(sp, entries, lines);
  if (refusedAt === null) return;
  const entry = entries[lines[refusedAt - 1]?.entryIndex ?? -1];
  throw new AppError('error_insufficient_balance', { idempotencyKey: entry?.idempotencyKey ?? null });
}
