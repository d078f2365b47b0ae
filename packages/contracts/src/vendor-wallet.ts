import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { MoneySchema, parseCents } from './money.js';

/** How far a call's `timestamp` may be from the server's clock. */
export const VENDOR_CALL_MAX_SKEW_MS = 5 * 60_000;
/** The most bets one bet report carries. */
export const VENDOR_BET_REPORT_MAX = 500;

/** The two headers that sign a vendor call; /docs names them as security schemes, both required. */
export const VENDOR_SIGNATURE_HEADERS = { vendorId: 'x-vendor-id', signature: 'x-signature' } as const;

/**
 * The wallet API game vendors call (server to server), seamless and transfer mode, its conventions in Markdown: signing,
 * answers, and the outcome of each case. /docs shows it as the `vendor-wallet` tag's description, so
 * this one text is what vendors read and what this file means; each case is tested in
 * apps/server/src/modules/vendor-wallet/vendor-wallet.api.test.ts.
 */
export const VENDOR_WALLET_CONVENTIONS = `The wallet calls game vendors make, server to server. Every call is a POST of a JSON body.

**Signing.** Header \`${VENDOR_SIGNATURE_HEADERS.vendorId}\` names the vendor (its vassalage). Header
\`${VENDOR_SIGNATURE_HEADERS.signature}\` is the hex HMAC-SHA256 of the raw request body bytes, keyed with the secret the operator gave the vendor. Body \`timestamp\` is Unix
seconds, at most ${VENDOR_CALL_MAX_SKEW_MS / 60_000} minutes away from the server's clock. An unknown vendor or a
missing or wrong signature answers 401 error_vendor_signature, a stale timestamp 401
error_vendor_stale; neither changes anything.

**Wallet modes.** A seamless vendor calls authenticate, balance, debit, credit and rollback: the
player's money stays here. A transfer-mode vendor keeps the player's money itself (the player moves it
in and out on the site) and calls authenticate and bets: it reports each settled or void bet, and the
site's mirror of the player's wallet at the vendor follows it. A call that is not for the vendor's mode
answers 403 error_vendor_wallet_mode and changes nothing.

**Answers** use the envelope \`{ success, code, message, value }\`; amounts are Money strings ("12.50").
\`playerId\` is what authenticate returned for a one-time launch token (valid once, for 2 minutes); for a
transfer-mode vendor authenticate's \`balance\` is the player's wallet at that vendor as mirrored here.

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

**Bet reports (transfer mode).** \`bets\` carries 1 to ${VENDOR_BET_REPORT_MAX} settled or void bets. Each is
handled on its own, in the order sent, and answered in \`value.bets\` as \`accepted\`, \`replayed\` or
\`refused\` with a \`code\`; \`balance\` is the player's mirrored wallet at the vendor afterwards. A
settled bet moves its net (\`payout\` − \`stake\`) between that wallet and the house in one entry; a void
bet (payout and validBet "0.00") is recorded and moves nothing. \`betId\` is the vendor's own id of the
bet: the first report of it decides.

| case | outcome |
| --- | --- |
| a bet reported again with the same content (also many at once) | \`replayed\`; its money moved once |
| a betId reported again with other content | \`refused\`, error_idempotency_conflict; the first stays |
| a loss larger than the player's mirrored wallet | \`refused\`, error_insufficient_balance; nothing moves for it |
| a playerId this vendor was not given | \`refused\`, error_player_not_found |
| a bet placed in the future | \`refused\`, error_invalid_request |
| an amount breaking the rules (stake "0.00", validBet above the stake, a void bet's payout or validBet not "0.00") | the whole call is 400 error_amount_invalid; nothing is recorded |
| any other broken field (settledAt before placedAt, no betId…) | the whole call is 400 error_invalid_request; nothing is recorded |

Trial (free-play) players bet play money: authenticate's \`currency\` is PLAY instead of PHP.`;

// Plain constants: a property read inside the endpoints below would keep zod in the browser bundle.
const AUTHENTICATE_PATH = '/wps/vendor-wallet/authenticate';
const BALANCE_PATH = '/wps/vendor-wallet/balance';
const DEBIT_PATH = '/wps/vendor-wallet/debit';
const CREDIT_PATH = '/wps/vendor-wallet/credit';
const ROLLBACK_PATH = '/wps/vendor-wallet/rollback';
const BETS_PATH = '/wps/vendor-wallet/bets';

export const VENDOR_WALLET_PATHS = {
  authenticate: AUTHENTICATE_PATH,
  balance: BALANCE_PATH,
  debit: DEBIT_PATH,
  credit: CREDIT_PATH,
  rollback: ROLLBACK_PATH,
  bets: BETS_PATH,
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

const InstantSchema = z.iso.datetime({ offset: true });
const isZero = (money: string) => !/[1-9]/.test(money);

/** One bet a transfer-mode vendor settled or voided, as it reports it. */
export const VendorReportedBetSchema = z
  .object({
    playerId: PlayerIdSchema,
    /** The vendor's own id of the bet, unique at the vendor (its round id when a round holds one bet). */
    betId: VendorIdSchema,
    gameCode: z.string().min(1).max(128),
    /** The catalogue's name of the game when left out. */
    gameName: z.string().max(200).optional(),
    /** Above zero. */
    stake: AmountSchema,
    /** Turnover counted for rebates and bonus rules: at most the stake; "0.00" for a void bet. */
    validBet: AmountSchema,
    /** Returned to the player, the stake included; "0.00" for a lost or void bet. */
    payout: AmountSchema,
    status: z.enum(['settled', 'void']),
    placedAt: InstantSchema,
    settledAt: InstantSchema,
  })
  .refine((bet) => !isZero(bet.stake) && parseCents(bet.validBet) <= parseCents(bet.stake), {
    message: 'error_amount_invalid',
  })
  .refine((bet) => bet.status === 'settled' || (isZero(bet.payout) && isZero(bet.validBet)), {
    message: 'error_amount_invalid',
  })
  .refine((bet) => Date.parse(bet.settledAt) >= Date.parse(bet.placedAt));
export const VendorBetReportBodySchema = z.object({
  timestamp: TimestampSchema,
  bets: z.array(VendorReportedBetSchema).min(1).max(VENDOR_BET_REPORT_MAX),
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

export const VendorBetOutcomeSchema = z.object({
  betId: VendorIdSchema,
  /** accepted: recorded now; replayed: reported before with the same content, nothing moved again. */
  result: z.enum(['accepted', 'replayed', 'refused']),
  /** Why a bet was refused: an error catalogue key. */
  code: z.string().optional(),
  /** The player's wallet at this vendor as mirrored here, after this bet; absent for an unknown player. */
  balance: MoneySchema.optional(),
});
export const VendorBetReportSchema = z.object({
  /** One outcome per reported bet, in the order sent. */
  bets: z.array(VendorBetOutcomeSchema),
});

export type VendorDebitBody = z.infer<typeof VendorDebitBodySchema>;
export type VendorCreditBody = z.infer<typeof VendorCreditBodySchema>;
export type VendorRollbackBody = z.infer<typeof VendorRollbackBodySchema>;
export type VendorPlayer = z.infer<typeof VendorPlayerSchema>;
export type VendorTxResult = z.infer<typeof VendorTxResultSchema>;
export type VendorReportedBet = z.infer<typeof VendorReportedBetSchema>;
export type VendorBetOutcome = z.infer<typeof VendorBetOutcomeSchema>;
export type VendorBetReport = z.infer<typeof VendorBetReportSchema>;

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
  bets: defineEndpoint({
    ...common,
    path: BETS_PATH,
    summary: 'Vendor (transfer mode): report settled and void bets (signed, idempotent by betId)',
    body: VendorBetReportBodySchema,
    value: VendorBetReportSchema,
  }),
};
