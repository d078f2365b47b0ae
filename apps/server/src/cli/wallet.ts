// npm run wallet -w apps/server -- reconcile: re-sums every ledger account from its postings, compares
// with the stored balances and checks the grand total is zero. Exits 1 when anything disagrees.
import { formatCents } from '@swerte/contracts';
import { createLedgerService } from '../modules/wallet/ledger/index.js';
import { openForCli } from './open.js';

const USAGE = 'Usage:\n  wallet reconcile';

if (process.argv[2] !== 'reconcile') {
  console.error(USAGE);
  process.exit(2);
}

const { database } = await openForCli();
try {
  const report = await createLedgerService({ db: database.db }).reconcile();
  console.log(
    `${report.accounts} accounts, ${report.entries} entries, ${report.postings} postings; total ${formatCents(report.total)}`,
  );
  console.log('\nHouse accounts (sub-accounts summed):');
  console.table(report.house.map((h) => ({ code: h.code, balance: formatCents(h.balance) })));
  if (report.mismatches.length) {
    console.log('\nAccounts whose balance differs from their postings:');
    console.table(
      report.mismatches.map((m) => ({
        id: m.accountId,
        key: m.key,
        stored: formatCents(m.stored),
        posted: formatCents(m.posted),
        'last balance_after': m.lastBalanceAfter === null ? '-' : formatCents(m.lastBalanceAfter),
      })),
    );
  }
  if (report.unbalancedEntries.length) {
    console.log('\nEntries whose postings do not sum to zero:');
    console.table(
      report.unbalancedEntries.map((e) => ({
        id: e.entryId,
        key: e.idempotencyKey,
        sum: formatCents(e.sum),
      })),
    );
  }
  if (report.total !== 0n) console.log('\nThe balances of all accounts do not add up to zero.');
  console.log(report.ok ? 'Ledger reconciled: no differences.' : 'Ledger NOT reconciled.');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
