import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
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
 * entries (keys already posted are left out), the missing accounts, the account locks (id order), then
 * every posting and balance at once. All or nothing: if any member account would go below zero (the
 * entries applied in the order given) nothing is written and error_insufficient_balance names the
 * first entry that would take it there. Runs in a savepoint, so a refusal leaves nothing behind.
 */
export async function postMany(tx: Tx, inputs: readonly PostInput[]): Promise<BulkPostResult[]> {
  validate(inputs);
  if (inputs.length === 0) return [];
  return tx.transaction(async (sp) => {
    const ids = await repo.insertEntries(
      sp,
      inputs.map((input) => ({
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        memberId: input.memberId,
        actor: input.actor,
        reference: input.reference ?? {},
        remark: input.remark ?? '',
      })),
    );
    const fresh = inputs.filter((input) => ids.has(input.idempotencyKey));
    if (fresh.length > 0) await writeFresh(sp, fresh, ids);
    const earlier = inputs.filter((input) => !ids.has(input.idempotencyKey));
    const prior = earlier.length
      ? await repo.postingsOfKeys(
          sp,
          earlier.map((e) => e.idempotencyKey),
        )
      : null;
    return inputs.map((input): BulkPostResult => {
      const { idempotencyKey } = input;
      if (ids.has(idempotencyKey)) return { idempotencyKey, status: 'posted' };
      const first = prior?.get(idempotencyKey) ?? [];
      return { idempotencyKey, status: samePostings(first, input.postings) ? 'replayed' : 'conflict' };
    });
  });
}

async function writeFresh(sp: Tx, fresh: readonly PostInput[], ids: ReadonlyMap<string, number>) {
  const lines = fresh.flatMap((input) =>
    input.postings.map((p) => ({
      entryId: ids.get(input.idempotencyKey)!,
      accountKey: p.accountKey,
      amount: p.amount,
    })),
  );
  const owners = fresh.flatMap((input) => input.postings.map(() => input.idempotencyKey));
  const keys = [...new Set(lines.map((line) => line.accountKey))];
  await repo.createMissingAccounts(sp, keys.map(parseAccountKey));
  await repo.lockAccounts(sp, keys);
  const refusedAt = await repo.writePostings(sp, lines);
  if (refusedAt !== null)
    throw new AppError('error_insufficient_balance', { idempotencyKey: owners[refusedAt - 1] ?? null });
}
