import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { AltchaPayloadSchema } from './security.js';
import { MemberInfoSchema } from './member-info.js';

const text = (max: number) => z.string().max(max);
/** Dialing code without '+', e.g. '63'. */
export const DialingCodeSchema = z.string().regex(/^\d{1,4}$/);
export const MobileNumberSchema = z.string().trim().min(4).max(20);
export const SmsCodeSchema = z.string().max(255);

/** Account types (§1 isAgent): 0 member; 1, 2, 41, 42 agents; 4 a trial (free-play) account. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;

export const SmsRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNo: MobileNumberSchema,
  /** Solved ALTCHA payload. */
  altcha: AltchaPayloadSchema,
});

export const SmsNoLoginRequestSchema = SmsRequestSchema.extend({
  /** What the code will be used for: logging in, or resetting the password. */
  purpose: z.enum(['login', 'resetPassword']),
});

export const SmsSentSchema = z.object({
  /** The code's lifetime; the send button counts down 60 × expiredMinutes seconds. */
  expiredMinutes: z.number().int().min(1),
});

export const UsernameLoginSchema = z.object({
  type: z.literal('username'),
  username: text(64),
  password: text(128),
  captchaKey: text(64).optional(),
  captcha: text(16).optional(),
  altcha: AltchaPayloadSchema,
  rememberMe: z.boolean().default(false),
  /** The agent page's login: only agent accounts may pass. */
  agentOnly: z.boolean().default(false),
});

export const SmsLoginSchema = z.object({
  type: z.literal('sms'),
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumberSchema,
  /** Not trimmed (§5). */
  verificationCode: SmsCodeSchema,
  rememberMe: z.boolean().default(false),
  agentOnly: z.boolean().default(false),
});

export const LoginRequestSchema = z.discriminatedUnion('type', [UsernameLoginSchema, SmsLoginSchema]);
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginValueSchema = z.object({
  /** Opaque session token: `Authorization: Bearer <token>`. */
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the password must be changed before anything else ('{secret}', or expired under PWDEXPFORCECHANGE3). */
  mustChangePassword: z.boolean(),
  userInfo: MemberInfoSchema,
});
export type LoginValue = z.infer<typeof LoginValueSchema>;

/**
 * value of a refused login. `captcha` true: the next attempt must carry a captcha (show it and fetch an
 * image). `verifyToken`: the address is new for this member and one of `methods` must confirm it.
 */
export const LoginRefusalSchema = z.object({
  captcha: z.boolean().optional(),
  verifyToken: z.string().optional(),
  methods: z.array(z.enum(['sms', 'email', 'bankName', 'totp'])).optional(),
  /** Seconds until a locked login may be tried again. */
  retryAfter: z.number().int().optional(),
});
export type LoginRefusal = z.infer<typeof LoginRefusalSchema>;

export const LoginVerificationSchema = z.object({
  verifyToken: text(128),
  method: z.enum(['sms', 'email', 'bankName', 'totp']),
  /** The code sent by SMS or e-mail, the bank account holder's name, or the authenticator code. */
  answer: text(128),
});

export const SocialProviderSchema = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

export const sessionEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login',
    summary: 'Log in by username and password, or by mobile number and SMS code (enc)',
    tag: 'session',
    auth: 'none',
    enc: true,
    body: LoginRequestSchema,
    value: LoginValueSchema,
  }),
  verifyLogin: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/verify',
    summary: 'Confirm a login from a new address (enc)',
    tag: 'session',
    auth: 'none',
    enc: true,
    body: LoginVerificationSchema,
    value: LoginValueSchema,
  }),
  sendLoginVerification: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/verify/send',
    summary: 'Send the SMS or e-mail code that confirms a login from a new address',
    tag: 'session',
    auth: 'none',
    body: z.object({ verifyToken: text(128), method: z.enum(['sms', 'email']) }),
    value: SmsSentSchema,
  }),
  rememberedLogin: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/remember',
    summary: 'Log in with the revocable remember-me cookie',
    tag: 'session',
    auth: 'none',
    value: LoginValueSchema,
  }),
  freePlay: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    summary: 'Start a trial account (isAgent 4) with play money when FREEPLAY3 is on',
    tag: 'session',
    auth: 'none',
    body: z.object({
      os: text(32).optional(),
      platform: z.literal('W').default('W'),
      altcha: AltchaPayloadSchema,
    }),
    value: LoginValueSchema,
  }),
  logout: defineEndpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    summary: 'Revoke the current session token (and the remember-me token)',
    tag: 'session',
    auth: 'token',
    value: z.null(),
  }),
  smsRegister: defineEndpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    summary: 'Send a registration SMS code',
    tag: 'session',
    auth: 'none',
    body: SmsRequestSchema,
    value: SmsSentSchema,
  }),
  smsNoLogin: defineEndpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    summary: 'Send an SMS code for login or password reset',
    tag: 'session',
    auth: 'none',
    body: SmsNoLoginRequestSchema,
    value: SmsSentSchema,
  }),
  socialProviders: defineEndpoint({
    method: 'GET',
    path: '/wps/session/social',
    summary: 'Configured social login providers',
    tag: 'session',
    auth: 'none',
    value: z.array(SocialProviderSchema),
  }),
};

export const socialEndpoints = {
  exchange: defineEndpoint({
    method: 'POST',
    path: '/wps/session/social/exchange',
    summary: 'Trade the one-time code of a finished social login for a session',
    tag: 'session',
    auth: 'none',
    body: z.object({ code: z.string().min(16).max(128) }),
    value: LoginValueSchema,
  }),
};
