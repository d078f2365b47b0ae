import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema } from './money.js';

/**
 * The seamless-wallet API game vendors call (server to server). Every call is a POST of a JSON body
 * signed by the vendor:
 *
 * - header `x-vendor-id`: the vendor's vassalage (a seamless vendor; once switched off it may still
 *   credit, roll back and read balances to finish its open rounds, but authenticate and debit answer
 *   403 error_forbidden);
 * - header `x-signature`: hex HMAC-SHA256(vendor secret, raw request body bytes);
 * - body `timestamp`: Unix seconds; more than 5 minutes away from the server's clock is refused.
 *
 * An unknown vendor or a missing or wrong signature answers 401 error_vendor_signature, a stale
 * timestamp 401 error_vendor_stale; neither changes anything. Answers use the site's envelope
 * `{ success, code, message, value }`: `value` holds the result below on success, and on
 * error_insufficient_balance `{ balance }`. Amounts are Money strings ("12.50").
 *
 * Conventions (each one tested):
 * - One bet per round: the debit opens the bet for `roundId`, the credit settles it, a rollback of the
 *   debit voids it. The bet record is keyed by (vendor, roundId).
 * - Idempotency is by the vendor's `txId`: a debit, credit or rollback repeated with the same txId
 *   answers what the first one answered (`replayed: true`) and moves nothing. Reusing a txId for a
 *   different request is error_idempotency_conflict.
 * - A second debit for a round that already has one (another txId) is error_round_exists.
 * - A credit for a round with no debit is error_round_not_found; nothing moves.
 * - A second credit for a settled round (another txId), or a rollback of a settled round, is
 *   error_bet_closed.
 * - A rollback of a debit never seen is accepted and remembered: a debit arriving later with that txId
 *   (out of order) is refused with error_tx_rolled_back.
 * - A debit above the balance is error_insufficient_balance with the balance in `value`.
 * - Trial (free-play) players bet play money; `currency` says which.
 */
// Plain constants: a property read inside the endpoints below would keep zod in the browser bundle.
const AUTHENTICATE_PATH = '/wps/vendor-wallet/authenticate';
const BALANCE_PATH = '/wps/vendor-wallet/balance';
const DEBIT_PATH = '/wps/vendor-wallet/debit';
const CREDIT_PATH = '/wps/vendor-wallet/credit';
const ROLLBACK_PATH = '/wps/vendor-wallet/rollback';

export const VENDOR_WALLET_PATHS = {
  authenticate: AUTHENTICATE_PATH,
  balance: BALANCE_PATH,
  debit: DEBIT_PATH,
  credit: CREDIT_PATH,
  rollback: ROLLBACK_PATH,
} as const;

/** How far a call's `timestamp` may be from the server's clock. */
export const VENDOR_CALL_MAX_SKEW_MS = 5 * 60_000;

const TimestampSchema = z.number().int().positive().max(99_999_999_999);
/** The vendor's own ids: printable ASCII, no spaces. */
const VendorIdSchema = z.string().regex(/^[\x21-\x7E]{1,128}$/);
/** An amount the vendor moves: positive for debits, zero or more for credits. */
const AmountSchema = MoneySchema.refine((value) => !value.startsWith('-'), {
  message: 'error_amount_invalid',
});
/** The opaque id `authenticate` hands out; it is tied to the vendor it was given to. */
const PlayerIdSchema = z.string().regex(/^[0-9a-z-]{1,64}$/);

export const VendorAuthenticateBodySchema = z.object({
  timestamp: TimestampSchema,
  /** The one-time launch token the game page was opened with; valid once, for 2 minutes. */
  launchToken: z.string().min(16).max(128),
});
export const VendorBalanceBodySchema = z.object({ timestamp: TimestampSchema, playerId: PlayerIdSchema });
export const VendorDebitBodySchema = z.object({
  timestamp: TimestampSchema,
  playerId: PlayerIdSchema,
  txId: VendorIdSchema,
  /** The round the stake is for: one debit per round. */
  roundId: VendorIdSchema,
  gameCode: z.string().min(1).max(128),
  gameName: z.string().max(200).optional(),
  /** Above zero. */
  amount: AmountSchema,
});
export const VendorCreditBodySchema = z.object({
  timestamp: TimestampSchema,
  playerId: PlayerIdSchema,
  txId: VendorIdSchema,
  roundId: VendorIdSchema,
  /** The payout, stake included; "0.00" settles a lost round. */
  amount: AmountSchema,
  /** Turnover counted for rebates and bonus rules; the round's stake when left out. */
  validBet: AmountSchema.optional(),
});
export const VendorRollbackBodySchema = z.object({
  timestamp: TimestampSchema,
  playerId: PlayerIdSchema,
  /** The txId of the debit to cancel. */
  txId: VendorIdSchema,
});

export const VendorPlayerSchema = z.object({
  playerId: PlayerIdSchema,
  /** 'PHP' for cash; 'PLAY' for a trial account's play money. */
  currency: z.enum(['PHP', 'PLAY']),
  balance: MoneySchema,
});
export const VendorBalanceSchema = z.object({ balance: MoneySchema });
export const VendorTxResultSchema = z.object({
  /** The player's balance after the call (for a replay: as first answered). */
  balance: MoneySchema,
  /** True when this txId had been handled before: nothing moved this time. */
  replayed: z.boolean(),
});

export type VendorDebitBody = z.infer<typeof VendorDebitBodySchema>;
export type VendorCreditBody = z.infer<typeof VendorCreditBodySchema>;
export type VendorRollbackBody = z.infer<typeof VendorRollbackBodySchema>;
export type VendorPlayer = z.infer<typeof VendorPlayerSchema>;
export type VendorTxResult = z.infer<typeof VendorTxResultSchema>;

const common = { method: 'POST', tag: 'vendor-wallet', auth: 'none' } as const;

export const vendorWalletEndpoints = {
  authenticate: defineEndpoint({
    ...common,
    path: AUTHENTICATE_PATH,
    summary: 'Vendor: exchange a launch token for the player (signed)',
    body: VendorAuthenticateBodySchema,
    value: VendorPlayerSchema,
  }),
  balance: defineEndpoint({
    ...common,
    path: BALANCE_PATH,
    summary: "Vendor: the player's balance (signed)",
    body: VendorBalanceBodySchema,
    value: VendorBalanceSchema,
  }),
  debit: defineEndpoint({
    ...common,
    path: DEBIT_PATH,
    summary: "Vendor: take a round's stake (signed, idempotent by txId)",
    body: VendorDebitBodySchema,
    value: VendorTxResultSchema,
  }),
  credit: defineEndpoint({
    ...common,
    path: CREDIT_PATH,
    summary: 'Vendor: settle a round with its payout (signed, idempotent by txId)',
    body: VendorCreditBodySchema,
    value: VendorTxResultSchema,
  }),
  rollback: defineEndpoint({
    ...common,
    path: ROLLBACK_PATH,
    summary: 'Vendor: cancel a debit and refund its stake (signed, idempotent by txId)',
    body: VendorRollbackBodySchema,
    value: VendorTxResultSchema,
  }),
};
