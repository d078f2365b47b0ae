// The transfers area's entry (balance, vendor and upline transfers, adjustments): the only file other
// areas import.
export {
  createTransferServices,
  registerTransferModule,
  type TransferModuleDeps,
  type TransferServices,
} from './transfers.module.js';
export type { WalletService } from './wallet.service.js';
