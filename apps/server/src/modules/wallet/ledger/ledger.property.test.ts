import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerOps, MemoryLedger, toPostInput } from '../../../../test/ledger-model.js';
import { assertBalanced, planPostings, samePostings } from './ledger.plan.js';

const balances = (ledger: MemoryLedger) => new Map([...ledger.accounts].map(([key, a]) => [key, a.balance]));

/** The invariants a double-entry ledger keeps after any sequence of entries. */
function expectInvariants(ledger: MemoryLedger) {
  let total = 0n;
  for (const account of ledger.accounts.values()) {
    total += account.balance;
    if (!account.allowNegative) expect(account.balance >= 0n).toBe(true);
    const lines = ledger.postings.filter((p) => p.accountKey === account.key);
    expect(lines.reduce((sum, p) => sum + p.amount, 0n)).toBe(account.balance);
    if (lines.length) expect(lines.at(-1)?.balanceAfter).toBe(account.balance);
  }
  expect(total).toBe(0n);
}

describe('ledger rules (in memory)', () => {
  it('keep every invariant over random credits, debits and transfers, with repeated keys', () => {
    fc.assert(
      fc.property(ledgerOps(40), (ops) => {
        const ledger = new MemoryLedger();
        for (const op of ops) {
          const input = toPostInput(op);
          const before = balances(ledger);
          const seen = ledger.entries.get(input.idempotencyKey);
          const from = input.postings[0]!.accountKey;
          const outcome = ledger.post(input);
          if (seen) {
            expect(outcome).toBe(
              samePostings(seen, input.postings) ? 'replayed' : 'error_idempotency_conflict',
            );
          } else if (op.type === 'credit') {
            expect(outcome).toBe('ok');
          } else {
            // Every other operation starts by taking op.amount from the member's cash.
            expect(outcome).toBe((before.get(from) ?? 0n) >= op.amount ? 'ok' : 'error_insufficient_balance');
          }
          // A refused or replayed entry changes nothing, not even by creating an account.
          if (outcome !== 'ok') expect(balances(ledger)).toEqual(before);
          expectInvariants(ledger);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses entries that do not sum to zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -1000n, max: 1000n }), { minLength: 0, maxLength: 6 }),
        (amounts) => {
          const postings = amounts.map((amount, i) => ({ accountKey: `cash:${i + 1}`, amount }));
          const valid =
            amounts.length >= 2 && !amounts.includes(0n) && amounts.reduce((a, b) => a + b, 0n) === 0n;
          if (valid) expect(() => assertBalanced(postings)).not.toThrow();
          else expect(() => assertBalanced(postings)).toThrow();
        },
      ),
    );
  });

  it('checks the floor at every posting, not only at the end', () => {
    const accounts = new Map([['cash:1', { id: 1, key: 'cash:1', balance: 0n, allowNegative: false }]]);
    const postings = [
      { accountKey: 'cash:1', amount: -5n },
      { accountKey: 'cash:1', amount: 5n },
    ];
    expect(() => planPostings(accounts, postings)).toThrow(
      expect.objectContaining({ code: 'error_insufficient_balance' }),
    );
  });
});
