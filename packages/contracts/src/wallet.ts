import { z } from 'zod';
import { ContractFlagsSchema } from './agent-contracts.js';
import { defineEndpoint } from './endpoint.js';
import { GameTypeSchema } from './games.js';
import { AmountInputSchema, MoneySchema } from './money.js';

export const WalletBalanceSchema = z.object({
  /** The member's total: cash wallet plus every vendor wallet (play money for trial accounts). */
  sumBalance: MoneySchema,
  /** True when the site runs a single (seamless) wallet, so there is nothing to transfer. */
  isSingle: z.boolean(),
  /** The site's currency symbol (settings; 'P' when unset). */
  currencySymbol: z.string(),
  /** The cash wallet alone. */
  mainBalance: MoneySchema,
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

/** A client-chosen id per transfer (e.g. a UUID): a retry with the same id moves nothing again. */
export const TransferIdSchema = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

const VassalageSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/);

export const WalletTransferBodySchema = z.object({
  /** A transfer-mode vendor (error_vendor_not_transfer otherwise). */
  vassalage: VassalageSchema,
  /** 'in': from the cash wallet into the vendor's wallet; 'out': from the vendor's wallet back to cash. */
  direction: z.enum(['in', 'out']),
  /** More than the source wallet holds is error_insufficient_balance. */
  amount: AmountInputSchema,
  transferId: TransferIdSchema,
});
export type WalletTransferBody = z.input<typeof WalletTransferBodySchema>;

export const WalletTransferValueSchema = z.object({
  transferId: z.string(),
  vassalage: z.string(),
  direction: z.enum(['in', 'out']),
  amount: MoneySchema,
  /** The cash wallet after the transfer. */
  mainBalance: MoneySchema,
  /** The vendor's wallet after the transfer. */
  vendorBalance: MoneySchema,
});
export type WalletTransferValue = z.infer<typeof WalletTransferValueSchema>;

export const VendorWalletSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: GameTypeSchema,
  balance: MoneySchema,
});
export type VendorWallet = z.infer<typeof VendorWalletSchema>;

export const MerchantWalletSchema = z.object({
  /** The cash wallet. */
  mainBalance: MoneySchema,
  /** Cash plus every vendor wallet. */
  sumBalance: MoneySchema,
  /** Every enabled transfer-mode vendor, 0.00 where never used. */
  list: z.array(VendorWalletSchema),
});
export type MerchantWallet = z.infer<typeof MerchantWalletSchema>;

export const ConsolidatedFundsSchema = MerchantWalletSchema.extend({
  /** What came back to the cash wallet (0.00 when the vendor wallets were empty). */
  moved: MoneySchema,
  /** The §3 contract flags, as the GET of the same path answers them. */
  ...ContractFlagsSchema.shape,
});
export type ConsolidatedFunds = z.infer<typeof ConsolidatedFundsSchema>;

export const TransferUplineBodySchema = z.object({
  amount: AmountInputSchema,
  /** error_payment_password_not_set when the member has none, error_payment_password when wrong. */
  paymentPassword: z.string().min(1).max(128),
  transferId: TransferIdSchema,
  remark: z.string().trim().max(140).default(''),
});
export type TransferUplineBody = z.input<typeof TransferUplineBodySchema>;

export const TransferUplineValueSchema = z.object({
  transferId: z.string(),
  amount: MoneySchema,
  /** The member's cash wallet after the transfer. */
  mainBalance: MoneySchema,
});
export type TransferUplineValue = z.infer<typeof TransferUplineValueSchema>;

export const walletEndpoints = {
  balance: defineEndpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    summary: "The member's balance (sumBalance)",
    tag: 'wallet',
    auth: 'token',
    value: WalletBalanceSchema,
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    summary:
      "Move money between the cash wallet and a transfer-mode vendor's wallet (idempotent by transferId)",
    tag: 'wallet',
    auth: 'token',
    body: WalletTransferBodySchema,
    value: WalletTransferValueSchema,
  }),
  merchantWallet: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    summary: "The member's wallet at every transfer-mode vendor",
    tag: 'wallet',
    auth: 'token',
    value: MerchantWalletSchema,
  }),
  consolidate: defineEndpoint({
    method: 'POST',
    path: '/wps/member/info/funds/consolidated',
    summary: 'Move every vendor wallet back to the cash wallet at once',
    tag: 'wallet',
    auth: 'token',
    value: ConsolidatedFundsSchema,
  }),
  transferUpline: defineEndpoint({
    method: 'POST',
    path: '/wps/member/transferUpline',
    summary: "Transfer from the cash wallet to the member's upline (enc; payment password)",
    tag: 'wallet',
    auth: 'token',
    enc: true,
    body: TransferUplineBodySchema,
    value: TransferUplineValueSchema,
  }),
};
