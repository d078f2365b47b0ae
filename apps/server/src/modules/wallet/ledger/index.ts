// The ledger area's entry: the only file other areas import.
export { createLedgerServices, type LedgerModuleDeps, type LedgerServices } from './ledger.module.js';
export {
  createLedgerService,
  InsufficientBalance,
  type BatchOutcome,
  type BulkPostResult,
  type LedgerService,
  type MemberBalances,
  type PostedEntry,
  type PostInput,
  type PostingInput,
  type RefusedItem,
  type SettlementReport,
  type SelectedPosting,
  type SettlementRun,
} from './ledger.service.js';
export {
  accountKey,
  accountKeySql,
  DEFAULT_HOUSE_SHARDS,
  HOUSE_CODES,
  houseShardKey,
  MAX_HOUSE_SHARDS,
  parseAccountKey,
  type AccountKind,
  type HouseCode,
  type MemberAccountKind,
  type ParsedAccountKey,
} from './ledger.keys.js';
export { assertBalanced, planPostings, samePostings, type LockedAccount } from './ledger.plan.js';
