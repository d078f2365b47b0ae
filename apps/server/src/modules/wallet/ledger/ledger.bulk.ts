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
 * missing accounts, the keys posted before (compared, never rewritten), then one statement that locks
 * the accounts (id order) and writes the new entries with every posting and balance (writeSelected). All or
 * nothing: if any member account would go below zero (the entries applied in the order given) nothing is written and
 * error_insufficient_balance names the first entry that would take it there. Runs in a savepoint, so
 * a refusal leaves nothing behind; a key another transaction posts meanwhile makes it start over once.
 */
export async function postMany(tx: Tx, inputs: readonly PostInput[]): Promise<BulkPostResult[]> {
  validate(inputs);
  if (inputs.length === 0) return [];
  try {
    return await tx.transaction((sp) => attempt(sp, inputs));
  } catch (error) {
    if (uniqueViolation(error) !== 'journal_entries_key_uq') throw error;
    return tx.transaction((sp) => attempt(sp, inputs));
  }
}

async function attempt(sp: Tx, inputs: readonly PostInput[]) {
  const keys = [...new Set(inputs.flatMap((input) => input.postings.map((p) => p.accountKey)))];
  await repo.createMissingAccounts(sp, keys.map(parseAccountKey));
  const prior = await repo.postingsOfKeys(
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
  checked(await repo.writeSelected(sp, repo.entriesFromArrays(entries, lines)));
}

/** A written set-based posting's result, or the error its checks call for. */
function checked<T>(result: repo.SelectedPostingResult<T>): repo.SelectedPostingResult<T> {
  if (result.refusedKey !== null)
    throw new AppError('error_insufficient_balance', { idempotencyKey: result.refusedKey });
  if (result.unbalanced) throw new Error('an entry of a set-based posting does not sum to zero');
  if (result.missing.length > 0) throw new Error(`no ledger account ${result.missing.join(', ')}`);
  if (result.entries !== result.expectedEntries || result.postings !== result.expectedPostings)
    throw new Error(
      `set-based posting wrote ${result.entries}/${result.postings} of ${result.expectedEntries}/${result.expectedPostings} rows`,
    );
  return result;
}

export type { SelectedPosting } from './ledger.bulk.repository.js';

/**
 * Posts entries built in SQL by the caller (see writeSelected), in one statement for the common case:
 * accounts the lines name that do not exist yet are created (the statement wrote nothing) and the
 * statement runs again. Every key must be new (each belongs to a row the statement itself holds
 * locked and has not paid): a key posted already fails the whole statement with
 * error_idempotency_conflict, and the caller's transaction rolls back. A member account that would
 * dip below zero is error_insufficient_balance with the entry's key. Answers the caller's rows.
 */
export async function postSelected<T extends object>(
  tx: Tx,
  posting: repo.SelectedPosting,
): Promise<{ rows: T[]; entries: number }> {
  for (let attempt = 0; ; attempt++) {
    let result: repo.SelectedPostingResult<T>;
    try {
      result = await repo.writeSelected<T>(tx, posting);
    } catch (error) {
      if (uniqueViolation(error) === 'journal_entries_key_uq')
        throw new AppError('error_idempotency_conflict');
      throw error;
    }
    if (result.missing.length > 0 && attempt === 0) {
      await repo.createMissingAccounts(tx, result.missing.map(parseAccountKey));
      continue;
    }
    checked(result);
    return { rows: result.rows, entries: result.entries };
  }
}
