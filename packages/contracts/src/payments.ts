import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { SerialIdSchema, SerialIdTextSchema } from './ids.js';
import { AmountInputSchema, MoneySchema, parseCents } from './money.js';

/**
 * Deposits and withdrawals (member centre depositv2 / withdraw) and their back-office review. Every
 * member call needs a real account (trial accounts get in_need_true_account).
 */

/** Receipt images: png or jpg (by content), at most 5 MB each, at most 3 per deposit (§5). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_MAX_FILES = 3;
/** Base64 of 5 MB plus a data-URL prefix and some slack: larger strings are refused unread. */
export const RECEIPT_MAX_BASE64 = 7_200_000;
/** Member lists page by keyset; 15 rows a page (§9) unless asked otherwise. */
export const PAYMENTS_PAGE_SIZE = 15;

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const methodId = SerialIdSchema;
const MethodIdParamsSchema = z.object({ id: SerialIdTextSchema });
const OrderNoSchema = z
  .string()
  .trim()
  .regex(/^[DW]\d{16}$/);
const RemarkSchema = z.string().trim().max(140);

export const DepositMethodSchema = z.object({
  id: z.number().int(),
  /** 'bank': transfer to the operator's account, then wait for approval; 'gateway': pay online, credited at once. */
  kind: z.enum(['bank', 'gateway']),
  name: z.string(),
  minAmount: MoneySchema,
  maxAmount: MoneySchema,
  /** Where to transfer to (bank methods only). */
  receivingAccount: z
    .object({
      bankCode: z.string(),
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
    })
    .nullable(),
});
export type DepositMethod = z.infer<typeof DepositMethodSchema>;

export const DepositStatusSchema = z.enum(['pending', 'approved', 'rejected', 'cancelled']);

export const DepositSchema = z.object({
  orderNo: z.string(),
  methodId: z.number().int(),
  methodName: z.string(),
  kind: z.enum(['bank', 'gateway']),
  amount: MoneySchema,
  status: DepositStatusSchema,
  /** The member's transfer reference (bank) or the gateway's transaction id. */
  reference: z.string(),
  /** The operator's note on approval or rejection. */
  remark: z.string(),
  /** Ids for GET …/deposits/:orderNo/receipts/:receiptId (the owner and operators only). */
  receiptIds: z.array(z.number().int()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof DepositSchema>;

/** One receipt image: base64, or a data URL ('data:image/png;base64,…'); the type is read from the bytes. */
export const ReceiptUploadSchema = z.object({ data: z.string().min(1).max(RECEIPT_MAX_BASE64) });

export const BankDepositBodySchema = z.object({
  methodId,
  /** Within the method's minimum and maximum (error_amount_below_min / error_amount_above_max). */
  amount: AmountInputSchema,
  /** The reference of the member's own transfer, so the operator can match it. */
  reference: z.string().trim().max(64).default(''),
  receipts: z.array(ReceiptUploadSchema).max(RECEIPT_MAX_FILES).default([]),
});
export type BankDepositBody = z.input<typeof BankDepositBodySchema>;

export const GatewayDepositBodySchema = z.object({ methodId, amount: AmountInputSchema });
export type GatewayDepositBody = z.input<typeof GatewayDepositBodySchema>;

export const GatewayDepositValueSchema = z.object({
  deposit: DepositSchema,
  /** Open this page (a new tab) to pay; the gateway's callback credits the wallet. */
  payUrl: z.string(),
});

/** Keyset paging: pass the previous page's nextCursor to get the next (older) rows. */
export const PageQuerySchema = z.object({
  cursor: id.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(PAYMENTS_PAGE_SIZE),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), nextCursor: z.number().int().nullable() });

export const WithdrawalConfirmationSchema = z.enum(['received', 'not_received', 'full_payment']);
export type WithdrawalConfirmation = z.infer<typeof WithdrawalConfirmationSchema>;

export const WithdrawalSchema = z.object({
  orderNo: z.string(),
  amount: MoneySchema,
  /** pending: held from the balance; paid: sent by the operator; rejected: released back to the balance. */
  status: z.enum(['pending', 'paid', 'rejected']),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: '****6789'. */
  accountNumber: z.string(),
  /**
   * The member's answer after payout (§4): received, not_received, or full_payment (received in full).
   * Unanswered by confirmDeadlineAt it counts as received.
   */
  confirmation: WithdrawalConfirmationSchema.nullable(),
  confirmDeadlineAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const WithdrawInfoSchema = z.object({
  minAmount: MoneySchema,
  maxAmount: MoneySchema,
  /** Withdrawals allowed per day (site time zone) and those made today. */
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  /** The cash wallet, the most that can be withdrawn. */
  balance: MoneySchema,
  hasPaymentPassword: z.boolean(),
  /** Minutes the member has to confirm a paid withdrawal before it counts as received. */
  confirmMinutes: z.number().int(),
});

/**
 * A withdrawal: needs the payment password and a bound account (the default when bankAccountId is
 * left out). The amount is held from the cash wallet at once; a rejection releases it.
 */
export const WithdrawBodySchema = z.object({
  amount: AmountInputSchema,
  bankAccountId: id.optional(),
  paymentPassword: z.string().max(64),
});
export type WithdrawBody = z.input<typeof WithdrawBodySchema>;

export const ConfirmWithdrawalBodySchema = z.object({ confirmation: WithdrawalConfirmationSchema });
export const OrderParamsSchema = z.object({ orderNo: OrderNoSchema });

/** The gateway's callback body, signed (HMAC-SHA256 of the raw body, hex, header x-sandbox-signature). */
export const SandboxCallbackSchema = z.object({
  /** Unique per event: a replay of an accepted event changes nothing. */
  eventId: z.string().min(8).max(64),
  orderNo: z.string().max(32),
  amount: MoneySchema,
  status: z.enum(['paid', 'failed']),
  /** The gateway's transaction id. */
  txId: z.string().max(64),
  /** Unix seconds; refused when more than 5 minutes away from the server's clock. */
  timestamp: z.number().int(),
});
export type SandboxCallback = z.infer<typeof SandboxCallbackSchema>;

export const paymentsEndpoints = {
  depositMethods: defineEndpoint({
    method: 'GET',
    path: '/wps/wallet/deposit/methods',
    summary: 'Deposit methods the operator offers, with their limits',
    tag: 'payments',
    auth: 'token',
    value: z.array(DepositMethodSchema),
  }),
  bankDeposit: defineEndpoint({
    method: 'POST',
    path: '/wps/wallet/deposit/bank',
    summary: 'Report a bank transfer (up to 3 receipt images, base64); pending until an operator approves',
    tag: 'payments',
    auth: 'token',
    body: BankDepositBodySchema,
    value: DepositSchema,
  }),
  gatewayDeposit: defineEndpoint({
    method: 'POST',
    path: '/wps/wallet/deposit/gateway',
    summary: "Start an online payment: the gateway's pay page address",
    tag: 'payments',
    auth: 'token',
    body: GatewayDepositBodySchema,
    value: GatewayDepositValueSchema,
  }),
  deposits: defineEndpoint({
    method: 'GET',
    path: '/wps/wallet/deposits',
    summary: "The member's deposits, newest first",
    tag: 'payments',
    auth: 'token',
    query: PageQuerySchema,
    value: pageOf(DepositSchema),
  }),
  cancelDeposit: defineEndpoint({
    method: 'POST',
    path: '/wps/wallet/deposits/:orderNo/cancel',
    summary: "Cancel one of the member's own pending bank deposits (nothing was credited, so nothing moves)",
    tag: 'payments',
    auth: 'token',
    params: OrderParamsSchema,
    value: DepositSchema,
  }),
  withdrawInfo: defineEndpoint({
    method: 'GET',
    path: '/wps/wallet/withdraw/info',
    summary: 'Withdrawal limits, what is left today and the balance',
    tag: 'payments',
    auth: 'token',
    value: WithdrawInfoSchema,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/wps/wallet/withdraw',
    summary: 'Request a withdrawal to a bound account (enc; needs the payment password)',
    tag: 'payments',
    auth: 'token',
    enc: true,
    body: WithdrawBodySchema,
    value: WithdrawalSchema,
  }),
  withdrawals: defineEndpoint({
    method: 'GET',
    path: '/wps/wallet/withdrawals',
    summary: "The member's withdrawals, newest first",
    tag: 'payments',
    auth: 'token',
    query: PageQuerySchema,
    value: pageOf(WithdrawalSchema),
  }),
  confirmWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/wps/wallet/withdrawals/:orderNo/confirm',
    summary: 'Answer for a paid withdrawal: received, not_received or full_payment (§4)',
    tag: 'payments',
    auth: 'token',
    params: OrderParamsSchema,
    body: ConfirmWithdrawalBodySchema,
    value: WithdrawalSchema,
  }),
};

/** Paths outside the contract list: binary images and the gateway's own calls. */
export const PAYMENTS_PATHS = {
  /** GET, member token: the image bytes of one of the member's receipts. */
  memberReceipt: '/wps/wallet/deposits/:orderNo/receipts/:receiptId',
  /** GET, operator token (admin, finance): the image bytes of any receipt. */
  operatorReceipt: '/wps/admin/deposits/:id/receipts/:receiptId',
  /** POST by the gateway: raw JSON body signed in x-sandbox-signature. */
  sandboxCallback: '/wps/wallet/gateway/sandbox/callback',
  /** The sandbox gateway's pay page (GET shows it, POST pays or cancels). */
  sandboxPay: '/sandbox-pay/:orderNo',
} as const;

// Back office ------------------------------------------------------------------------------------

export const AdminDepositSchema = DepositSchema.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  decidedBy: z.string().nullable(),
});
export type AdminDeposit = z.infer<typeof AdminDepositSchema>;

export const AdminWithdrawalSchema = WithdrawalSchema.extend({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  bankCode: z.string(),
  /** In full: the operator pays to it. */
  accountNumber: z.string(),
  decidedBy: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;

export const AdminDepositQuerySchema = PageQuerySchema.extend({ status: DepositStatusSchema.optional() });
export const AdminWithdrawalQuerySchema = PageQuerySchema.extend({
  status: z.enum(['pending', 'paid', 'rejected']).optional(),
});
export const AdminIdParamsSchema = z.object({ id });
/** A rejection must say why (the member sees it); an approval may. */
export const DecisionBodySchema = z.object({ remark: RemarkSchema.default('') });
export const RejectBodySchema = z.object({ remark: RemarkSchema.min(1) });

export const adminPaymentsEndpoints = {
  deposits: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/deposits',
    summary: 'Deposits by status, newest first (admin, finance)',
    tag: 'admin',
    auth: 'operator',
    query: AdminDepositQuerySchema,
    value: pageOf(AdminDepositSchema),
  }),
  approveDeposit: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/deposits/:id/approve',
    summary: "Approve a pending deposit: credits the member's wallet (admin, finance)",
    tag: 'admin',
    auth: 'operator',
    params: AdminIdParamsSchema,
    body: DecisionBodySchema,
    value: AdminDepositSchema,
  }),
  rejectDeposit: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/deposits/:id/reject',
    summary: 'Reject a pending deposit with a remark (admin, finance)',
    tag: 'admin',
    auth: 'operator',
    params: AdminIdParamsSchema,
    body: RejectBodySchema,
    value: AdminDepositSchema,
  }),
  withdrawals: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/withdrawals',
    summary: 'Withdrawals by status, newest first, with the full account number (admin, finance)',
    tag: 'admin',
    auth: 'operator',
    query: AdminWithdrawalQuerySchema,
    value: pageOf(AdminWithdrawalSchema),
  }),
  payWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/withdrawals/:id/paid',
    summary: 'Mark a pending withdrawal as paid out (admin, finance)',
    tag: 'admin',
    auth: 'operator',
    params: AdminIdParamsSchema,
    body: DecisionBodySchema,
    value: AdminWithdrawalSchema,
  }),
  rejectWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/withdrawals/:id/reject',
    summary: 'Reject a pending withdrawal: releases the held amount (admin, finance)',
    tag: 'admin',
    auth: 'operator',
    params: AdminIdParamsSchema,
    body: RejectBodySchema,
    value: AdminWithdrawalSchema,
  }),
};

// Back office: deposit methods ------------------------------------------------------------------

/** A deposit method as the back office sees it: enabled or not, its gateway adapter and its place. */
export const AdminDepositMethodSchema = DepositMethodSchema.extend({
  /** The gateway adapter that serves a 'gateway' method ('sandbox'); null for bank methods. */
  gateway: z.string().nullable(),
  /** Switched-off methods stay listed here (their deposits refer to them) but members no longer see them. */
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminDepositMethod = z.infer<typeof AdminDepositMethodSchema>;

/**
 * A method to create or replace. Amounts are positive with min ≤ max. A bank method needs the
 * operator's receiving account (a known bank code, the holder's name, 6–20 digits); a gateway method
 * needs a known adapter ('sandbox'). Fields of the other kind are ignored. The kind of an existing
 * method never changes (its deposits were made that way): create another method instead.
 */
export const DepositMethodInputSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    kind: z.enum(['bank', 'gateway']),
    minAmount: AmountInputSchema,
    maxAmount: AmountInputSchema,
    bankCode: z.string().trim().min(1).max(32).nullable().default(null),
    accountName: z.string().trim().min(1).max(100).nullable().default(null),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,20}$/)
      .nullable()
      .default(null),
    gateway: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_-]{0,31}$/)
      .nullable()
      .default(null),
    enabled: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    // Runs even when an amount failed its own check, so compare only amounts that parse.
    const comparable = [input.minAmount, input.maxAmount].every(
      (amount) => AmountInputSchema.safeParse(amount).success,
    );
    if (comparable && parseCents(input.minAmount) > parseCents(input.maxAmount)) {
      context.addIssue({
        code: 'custom',
        path: ['maxAmount'],
        message: 'maxAmount must not be below minAmount',
      });
    }
    const needed =
      input.kind === 'bank'
        ? (['bankCode', 'accountName', 'accountNumber'] as const)
        : (['gateway'] as const);
    for (const field of needed) {
      if (input[field] === null) {
        context.addIssue({ code: 'custom', path: [field], message: `required for a ${input.kind} method` });
      }
    }
  });
export type DepositMethodInput = z.input<typeof DepositMethodInputSchema>;

export const DepositMethodEnabledSchema = z.object({ enabled: z.boolean() });
export const DepositMethodOrderSchema = z.object({
  /** Method ids in their new display order; ids not listed keep their place after these. */
  ids: z.array(methodId).min(1).max(200),
});

const methodsPath = '/wps/admin/deposit/methods';

export const adminDepositMethodEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: methodsPath,
    summary: 'Every deposit method, enabled or not, in display order (admin, finance)',
    tag: 'admin',
    auth: 'operator',
    value: z.array(AdminDepositMethodSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: methodsPath,
    summary: 'Add a deposit method, last in the order (admin, finance; audited)',
    tag: 'admin',
    auth: 'operator',
    body: DepositMethodInputSchema,
    value: AdminDepositMethodSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${methodsPath}/:id`,
    summary: 'Replace a deposit method: name, limits, receiving account or adapter (admin, finance; audited)',
    tag: 'admin',
    auth: 'operator',
    params: MethodIdParamsSchema,
    body: DepositMethodInputSchema,
    value: AdminDepositMethodSchema,
  }),
  setEnabled: defineEndpoint({
    method: 'PUT',
    path: `${methodsPath}/:id/enabled`,
    summary: 'Switch a deposit method on or off for members (admin, finance; audited)',
    tag: 'admin',
    auth: 'operator',
    params: MethodIdParamsSchema,
    body: DepositMethodEnabledSchema,
    value: AdminDepositMethodSchema,
  }),
  order: defineEndpoint({
    method: 'PUT',
    path: `${methodsPath}/order`,
    summary: 'Set the order members see the deposit methods in (admin, finance; audited)',
    tag: 'admin',
    auth: 'operator',
    body: DepositMethodOrderSchema,
    value: z.array(AdminDepositMethodSchema),
  }),
};
