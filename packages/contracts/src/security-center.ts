import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { DialingCodeSchema, MobileNumberSchema, SmsCodeSchema, SmsSentSchema } from './session.js';

/**
 * The member centre's "my account" page (securityCenter): profile, payment password, bound mobile
 * and e-mail, withdrawal bank accounts. Every call needs a real account (trial accounts get
 * in_need_true_account). Calls whose body carries a password are "enc" calls.
 */

const profileText = (max: number) => z.string().trim().max(max);

export const ProfileSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  /** The bank account holder's name. Fixed once set: withdrawals only go to accounts in this name. */
  payeeName: z.string().nullable(),
  /** Masked, e.g. '+63 917****567'; null when none is bound. */
  mobileNum: z.string().nullable(),
  /** Masked, e.g. 'de***@swerte.example'. */
  email: z.string().nullable(),
  line: z.string().nullable(),
  whatsapp: z.string().nullable(),
  facebook: z.string().nullable(),
  wechat: z.string().nullable(),
  qqNum: z.string().nullable(),
  /** Masked except its last 4 characters; fixed once set. */
  idNumber: z.string().nullable(),
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** Active withdrawal accounts. */
  bankAccountCount: z.number().int(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * A partial update: an absent field stays as it is, '' clears it. Each value is checked against the
 * operator's registration rule for that field when the rule is on, else against the site's default.
 * payeeName and idNumber may only be set while empty (error_profile_field_locked otherwise).
 */
export const ProfileUpdateSchema = z.object({
  nickname: profileText(32).optional(),
  payeeName: profileText(64).optional(),
  line: profileText(64).optional(),
  whatsapp: profileText(32).optional(),
  facebook: profileText(128).optional(),
  wechat: profileText(64).optional(),
  qqNum: profileText(32).optional(),
  idNumber: profileText(32).optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/**
 * Sets the first payment password (needs the login password) or changes it (needs the old payment
 * password). The rule is the registration paymentPassword rule when the operator enables it, else
 * 6 digits. Five wrong entries within 15 minutes lock it (error_payment_password_locked, 429).
 */
export const PaymentPasswordSchema = z.object({
  /** The login password; required when no payment password is set yet. */
  password: z.string().max(128).optional(),
  /** Required when a payment password is set. */
  oldPaymentPassword: z.string().max(64).optional(),
  newPaymentPassword: z.string().max(64),
  confirmPaymentPassword: z.string().max(64),
});
export type PaymentPasswordRequest = z.input<typeof PaymentPasswordSchema>;

export const MobileCodeRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumberSchema,
});

/** Binds (or replaces) the mobile number with the code sent to the new number. */
export const BindMobileSchema = MobileCodeRequestSchema.extend({
  verificationCode: SmsCodeSchema,
  /** The login password; required when replacing a bound number and the member has a password. */
  password: z.string().max(128).optional(),
});

export const EmailCodeRequestSchema = z.object({ email: z.email().max(254) });

/** Binds (or replaces) the e-mail address with the code sent to the new address. */
export const BindEmailSchema = EmailCodeRequestSchema.extend({
  verificationCode: SmsCodeSchema,
  /** The login password; required when replacing a bound address and the member has a password. */
  password: z.string().max(128).optional(),
});

export const BankSchema = z.object({
  code: z.string(),
  name: z.string(),
});
export type Bank = z.infer<typeof BankSchema>;

export const BankAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last 4 digits are shown: '****6789'. */
  accountNumber: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** A member holds at most this many active withdrawal accounts. */
export const MAX_BANK_ACCOUNTS = 5;

export const BankAccountListSchema = z.object({
  list: z.array(BankAccountSchema),
  max: z.number().int(),
});

/**
 * Binds a withdrawal account. The holder name must be the member's payeeName (it becomes the
 * payeeName when none is set); the number is 6–20 digits (spaces and dashes are ignored).
 */
export const AddBankAccountSchema = z.object({
  bankCode: z.string().trim().min(1).max(32),
  accountName: z.string().trim().min(1).max(64),
  accountNumber: z.string().trim().min(1).max(40),
  paymentPassword: z.string().max(64),
});
export type AddBankAccount = z.input<typeof AddBankAccountSchema>;

export const BankAccountParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
});

const tag = 'securityCenter';

export const securityCenterEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/wps/member/profile',
    summary: "The member's profile (my account)",
    tag,
    auth: 'token',
    value: ProfileSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/profile',
    summary: 'Update nickname and contact fields; set payeeName and idNumber once',
    tag,
    auth: 'token',
    body: ProfileUpdateSchema,
    value: ProfileSchema,
  }),
  paymentPassword: defineEndpoint({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    summary: 'Set or change the payment password (enc)',
    tag,
    auth: 'token',
    enc: true,
    body: PaymentPasswordSchema,
    value: z.null(),
  }),
  mobileCode: defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/mobile/code',
    summary: 'Send a code to the mobile number to bind',
    tag,
    auth: 'token',
    body: MobileCodeRequestSchema,
    value: SmsSentSchema,
  }),
  bindMobile: defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/mobile',
    summary: 'Bind or change the mobile number (enc)',
    tag,
    auth: 'token',
    enc: true,
    body: BindMobileSchema,
    value: ProfileSchema,
  }),
  emailCode: defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/email/code',
    summary: 'Send a code to the e-mail address to bind',
    tag,
    auth: 'token',
    body: EmailCodeRequestSchema,
    value: SmsSentSchema,
  }),
  bindEmail: defineEndpoint({
    method: 'POST',
    path: '/wps/member/security/email',
    summary: 'Bind or change the e-mail address (enc)',
    tag,
    auth: 'token',
    enc: true,
    body: BindEmailSchema,
    value: ProfileSchema,
  }),
  banks: defineEndpoint({
    method: 'GET',
    path: '/wps/member/banks',
    summary: 'Banks and e-wallets a withdrawal account may be at',
    tag,
    auth: 'token',
    value: z.array(BankSchema),
  }),
  bankAccounts: defineEndpoint({
    method: 'GET',
    path: '/wps/member/bankAccounts',
    summary: "The member's withdrawal accounts (numbers masked)",
    tag,
    auth: 'token',
    value: BankAccountListSchema,
  }),
  addBankAccount: defineEndpoint({
    method: 'POST',
    path: '/wps/member/bankAccounts',
    summary: 'Bind a withdrawal account (enc; needs the payment password)',
    tag,
    auth: 'token',
    enc: true,
    body: AddBankAccountSchema,
    value: BankAccountListSchema,
  }),
  setDefaultBankAccount: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/bankAccounts/:id/default',
    summary: 'Make a withdrawal account the default',
    tag,
    auth: 'token',
    params: BankAccountParamsSchema,
    value: BankAccountListSchema,
  }),
  removeBankAccount: defineEndpoint({
    method: 'DELETE',
    path: '/wps/member/bankAccounts/:id',
    summary: 'Remove a withdrawal account',
    tag,
    auth: 'token',
    params: BankAccountParamsSchema,
    value: BankAccountListSchema,
  }),
};
