/**
 * A process that runs a bulk settlement and stops inside one of its batches, for a test to SIGKILL:
 * `node --import tsx bulk-settle-child.ts <database url> <items.json> <settlement key> <batch size> <stop at batch>`.
 * It prints 'inside batch <n>' once batch n has written its bets, postings and balances and has not
 * committed, then waits for the kill.
 */
import { readFileSync } from 'node:fs';
import type { Tx } from '../src/platform/db/client.js';
import { openPostgres } from '../src/platform/db/client.js';
import { buildApp } from '../src/app.js';
import type { SelectedPosting } from '../src/modules/wallet/ledger/index.js';
import { testConfig } from './build-test-app.js';

const [url, itemsPath, settlementKey, batchSize, stopAt] = process.argv.slice(2);
if (!url || !itemsPath || !settlementKey || !batchSize || !stopAt) throw new Error('missing arguments');
const items = (JSON.parse(readFileSync(itemsPath, 'utf8')) as Record<string, string>[]).map((item) => ({
  vendor: item.vendor!,
  vendorBetId: item.vendorBetId!,
  payout: BigInt(item.payout!),
  validBet: BigInt(item.validBet!),
}));

const app = await buildApp({ config: testConfig(), db: openPostgres(url) });
const { ledger } = app.services.wallet;
const postSelected = ledger.postSelected.bind(ledger);
let batch = 0;
ledger.postSelected = async <T extends object>(tx: Tx, posting: SelectedPosting) => {
  const done = await postSelected<T>(tx, posting);
  if (batch++ === Number(stopAt)) {
    console.log(`inside batch ${stopAt}`);
    await new Promise(() => undefined);
  }
  return done;
};
await app.services.betSettlement.settleMany({ settlementKey, items, batchSize: Number(batchSize) });
console.log('finished without being killed');
