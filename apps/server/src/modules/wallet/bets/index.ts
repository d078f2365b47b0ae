// The bets area's entry: the only file other areas import.
export { createBetServices, type BetModuleDeps, type BetServices } from './bets.module.js';
export type { BetFilter, BetReads, BetRow, BetSums } from './bet-reads.js';
export type {
  BetResult,
  BetService,
  BetWallet,
  PlaceBetInput,
  PotBetInput,
  ReportBetInput,
  SettleBetInput,
} from './bets.service.js';
export { isPlaceable } from './bets.service.js';
export type { BetBulkService, SettleBetInput as BulkSettleBetInput, SettleManyInput } from './bets.bulk.js';
