import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema } from './money.js';

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

export const walletEndpoints = {
  balance: defineEndpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    summary: "The member's balance (sumBalance)",
    tag: 'wallet',
    auth: 'token',
    value: WalletBalanceSchema,
  }),
};
