import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema } from './money.js';

/** How far a call's `timestamp` may be from the server's clock. */
export const VENDOR_CALL_MAX_SKEW_MS = 5 * 60_000;

/** The two headers that sign a vendor call; /docs names them as security schemes, both required. */
export const VENDOR_SIGNATURE_HEADERS = { vendorId: 'x-vendor-id', signature: 'x-signature' } as const;

/**
 * The seamless-wallet API game vendors call (server to server), its conventions in Markdown: signing,
 * answers, and the outcome of each case. /docs shows it as the `vendor-wallet` tag's description, so
 * this one text is what vendors read and what this file means; each case is tested in
 * apps/server/src/modules/vendor-wallet/vendor-wallet.api.test.ts.
 */
export const VENDOR_WALLET_CONVENTIONS = `The seamless wallet game vendors call, server to server. Every call is a POST of a JSON body.

**Signing.** Header \`${VENDOR_SIGNATURE_HEADERS.vendorId}\` names the vendor (its vassalage; a
seamless vendor). Header \`${VENDOR_SIGNATURE_HEADERS.signature}\` is the hex HMAC-SHA256 of the raw
request body bytes, keyed with the secret the operator gave the vendor. Body \`timestamp\` is Unix
seconds, at most ${VENDOR_CALL_MAX_SKEW_MS / 60_000} minutes away from the server's clock. An unknown vendor or a
missing or wrong signature answers 401 error_vendor_signature, a stale timestamp 401
error_vendor_stale; neither changes anything.

**Answers** use the envelope \`{ success, code, message, value }\`; amounts are Money strings ("12.50").
\`playerId\` is what authenticate returned for a one-time launch token (valid once, for 2 minutes).

**One bet per round.** The debit opens the bet for \`roundId\`, the credit settles it, a rollback of the
debit voids it and refunds the stake.

**Idempotency by txId.** The first call with a txId decides; a repeat of the same request answers the
first answer with \`replayed: true\` and moves nothing, however late it comes.

| case | outcome |
| --- | --- |
| debit repeated with its txId (also many at once) | the first answer, \`replayed: true\`; the stake is taken once |
| txId reused for a different request | 409 error_idempotency_conflict |
| a second debit for a round (another txId) | 409 error_round_exists |
| debit above the balance | 400 error_insufficient_balance, \`value.balance\`; the txId stays unused |
| credit for a round with no debit, or another player's | 404 error_round_not_found; nothing moves |
| a second credit for a settled round (another txId) | 409 error_bet_closed |
| rollback of a txId never debited (out of order) | accepted and remembered; the debit arriving later with that txId is 409 error_tx_rolled_back |
| rollback repeated | the first answer, \`replayed: true\` |
| rollback after the round's credit | 409 error_bet_closed |
| switched-off vendor | authenticate and debit 403 error_forbidden; credit, rollback and balance still answer, to finish open rounds |

Trial (free-play) players bet play money: authenticate's \`currency\` is PLAY instead of PHP.`;

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
