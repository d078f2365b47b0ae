import { count } from 'drizzle-orm';
import { banks } from '../db/schema.js';
import type { Db } from '../platform/db/client.js';

/** Philippine banks and e-wallets members withdraw to; codes follow the banks' usual short names. */
export const PHILIPPINE_BANKS = [
  { code: 'GCASH', name: 'GCash' },
  { code: 'MAYA', name: 'Maya' },
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands (BPI)' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Land Bank of the Philippines' },
  { code: 'PNB', name: 'Philippine National Bank (PNB)' },
  { code: 'SECB', name: 'Security Bank' },
  { code: 'UBP', name: 'UnionBank of the Philippines' },
  { code: 'RCBC', name: 'RCBC' },
  { code: 'CBC', name: 'China Bank' },
  { code: 'EWB', name: 'EastWest Bank' },
  { code: 'PSB', name: 'PSBank' },
  { code: 'DBP', name: 'Development Bank of the Philippines' },
  { code: 'GOTYME', name: 'GoTyme Bank' },
  { code: 'SEABANK', name: 'SeaBank' },
] as const;

/**
 * Reference data every site needs whether or not it has demo data: applied at each start, and only
 * into an empty table, so an operator's own list (or a bank they switched off) is left alone.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(banks);
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(banks)
    .values(PHILIPPINE_BANKS.map((bank, index) => ({ ...bank, sortOrder: (index + 1) * 10 })))
    .onConflictDoNothing();
}
