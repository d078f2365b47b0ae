import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';
import { MemberInfoSchema } from './member-info.js';
import { InitialLimitsSchema } from './protection.js';
import { AltchaPayloadSchema } from './security.js';
import {
  DialingCodeSchema,
  LoginValueSchema,
  MobileNumberSchema,
  SmsCodeSchema,
  SocialProviderSchema,
} from './session.js';

const field = z.string().max(255).optional();

/** The registration payload of §3; which fields apply, and their rules, come from /wps/system/setting/register. */
export const RegisterPayloadSchema = z.object({
  username: field,
  password: field,
  confirmPassword: field,
  payeeName: field,
  email: field,
  qqNum: field,
  mobileNum: field,
  recommenderId: field,
  captcha: field,
  captchaKey: z.string().max(64).optional(),
  verificationCode: field,
  affiliateCode: field,
  paymentPassword: field,
  line: field,
  whatsapp: field,
  facebook: field,
  wechat: field,
  idNumber: field,
  referralCode: field,
  domain: field,
  countryDialingCode: DialingCodeSchema.optional(),
  /** Log the new member in at once. */
  login: z.boolean().default(true),
  /** The terms box: the user agreement and the minimum age (§5). Must be true, else the field message 'not empty?'. */
  termsAccepted: z.boolean(),
  altcha: AltchaPayloadSchema,
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  /**
   * Date of birth, 'YYYY-MM-DD' (issue 15): required when the operator's jurisdiction settings ask
   * for it (askDateOfBirth); under the minimum age is error_register_underage.
   */
  dateOfBirth: z.string().max(10).optional(),
  /** Limits the player sets while registering (optional); each applies at once. */
  limits: InitialLimitsSchema.optional(),
});
export type RegisterPayload = z.input<typeof RegisterPayloadSchema>;

export const ChangePasswordSchema = z.object({
  /** Required when the member has a password (MemberInfo.hasPassword). */
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const ForgotByEmailSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(254),
});

export const ResetByPhoneSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNum: MobileNumberSchema,
  verificationCode: SmsCodeSchema,
  newPassword: z.string().max(128),
});

export const ResetByEmailTokenSchema = z.object({
  resetToken: z.string().min(16).max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const AffiliateCheckSchema = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().max(255).optional(),
});

export const SocialLinkValueSchema = z.object({
  /** Open this address (the provider's sign-in); it comes back to /?socialLinked=<provider>. */
  url: z.string(),
});

export const memberEndpoints = {
  register: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/register',
    summary: 'Register by username (enc)',
    tag: 'member',
    auth: 'none',
    enc: true,
    body: RegisterPayloadSchema,
    value: LoginValueSchema,
  }),
  registerMobile: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    summary: 'Register by mobile number (enc)',
    tag: 'member',
    auth: 'none',
    enc: true,
    body: RegisterPayloadSchema,
    value: LoginValueSchema,
  }),
  affiliate: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary: 'Check an affiliate code; invitation_code_error when it is not usable',
    tag: 'member',
    auth: 'none',
    query: AffiliateCheckSchema,
    value: z.object({ code: z.string(), agentName: z.string() }),
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/wps/member/info',
    summary: 'The logged-in member',
    tag: 'member',
    auth: 'token',
    value: MemberInfoSchema,
  }),
  avatar: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    summary: "The member's avatar",
    tag: 'member',
    auth: 'token',
    value: z.object({ avatarUrl: z.string(), avatarId: z.number().int() }),
  }),
  setIcon: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/info/icon',
    summary: "Choose the member's avatar from the site's set",
    tag: 'member',
    auth: 'token',
    body: z.object({ avatarId: z.number().int().min(1).max(64) }),
    value: z.object({ avatarUrl: z.string(), avatarId: z.number().int() }),
  }),
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/info/language',
    summary: "Save the member's language",
    tag: 'member',
    auth: 'token',
    body: z.object({ language: LanguageSchema }),
    value: z.null(),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password',
    summary: 'Change the password (enc); revokes every other session and returns a fresh token',
    tag: 'member',
    auth: 'token',
    enc: true,
    body: ChangePasswordSchema,
    value: z.object({ token: z.string(), userInfo: MemberInfoSchema }),
  }),
  forgotByEmail: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    summary: 'E-mail a password reset link (form post); success code password_sent',
    tag: 'member',
    auth: 'none',
    successCode: 'password_sent',
    body: ForgotByEmailSchema,
    value: z.null(),
  }),
  resetByEmailToken: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/reset',
    summary: 'Set a new password with the token from the reset e-mail (enc)',
    tag: 'member',
    auth: 'none',
    enc: true,
    body: ResetByEmailTokenSchema,
    value: z.null(),
  }),
  resetByPhone: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    summary: 'Set a new password with an SMS code (enc), when CHNGPASSVERIF3 is on',
    tag: 'member',
    auth: 'none',
    enc: true,
    body: ResetByPhoneSchema,
    value: z.null(),
  }),
  socialLink: defineEndpoint({
    method: 'POST',
    path: '/wps/member/social/:provider/link',
    summary: "Start linking a social login to the logged-in member; returns the provider's address",
    tag: 'member',
    auth: 'token',
    params: z.object({ provider: SocialProviderSchema }),
    value: SocialLinkValueSchema,
  }),
  agentCheck: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/check',
    summary:
      'The agent check before the agent centre opens: error_not_agent unless isAgent is 1, 2, 41 or 42',
    tag: 'member',
    auth: 'token',
    value: z.object({ isAgent: z.number().int() }),
  }),
};
