import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LoyaltyRewardKindSchema } from './missions.js';
import { MoneySchema } from './money.js';

/**
 * The Zalo reward (§9 "Zalo reward up to 131K"): a member follows the site's Zalo Official Account and
 * sends it their one-time link code; the OA's webhook binds that Zalo user to the member (one Zalo user
 * per member, one member per Zalo user) and a prize drawn from the operator's table waits in the reward
 * center, claimed there once.
 */

/** The reward's ceiling by default: 131,000.00 (the spec's "up to 131K"), in cents. */
export const ZALO_DEFAULT_CAP_CENTS = 13_100_000n;
/** How long a link code may be sent to the OA. */
export const ZALO_CODE_MINUTES = 30;
/** A webhook whose signed timestamp is further than this from the server's clock is refused. */
export const ZALO_EVENT_MAX_SKEW_MS = 5 * 60_000;
/** Letters and digits that read unambiguously (the invite codes' alphabet); six of them make a code. */
export const ZALO_CODE_PATTERN = /[A-HJ-NP-Z2-9]{6}/;

/** Where Zalo posts the OA's events: a raw JSON body signed in X-ZEvent-Signature. */
export const ZALO_PATHS = { webhook: '/wps/zalo/webhook' } as const;
/** Zalo's signature header: "mac=" + sha256(app_id + raw body + timestamp + OA secret key), hex. */
export const ZALO_SIGNATURE_HEADER = 'x-zevent-signature';

/**
 * The member's side: link (a code to send), expired (the code's time passed: ask a new one), claim
 * (bound, the prize waits in the reward center), claimed, close (bound, the claim time passed).
 */
export const ZaloRewardStatusSchema = z.enum(['link', 'expired', 'claim', 'claimed', 'close']);
export type ZaloRewardStatus = z.infer<typeof ZaloRewardStatusSchema>;

export const ZaloRewardSchema = z.object({
  /** Off (and not bound before): the card is not shown. */
  enabled: z.boolean(),
  /** The largest prize of the table ("up to"); null when off. */
  upTo: MoneySchema.nullable(),
  oaId: z.string(),
  /** The OA's page (follow link; its QR code on the card). */
  oaLink: z.string(),
  status: ZaloRewardStatusSchema,
  /** The one-time code to send to the OA (link, expired); null once bound. */
  code: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
  /** What the last code sent was refused for (a catalogue key), or null. */
  refused: z.string().nullable(),
  /** The prize drawn at binding, once bound, and how it is paid (cash, or a bonus with turnover). */
  amount: MoneySchema.nullable(),
  rewardKind: LoyaltyRewardKindSchema,
  /** The reward center item to claim (MCSFE_claimReward ids), once bound. */
  claimId: z.number().int().nullable(),
});
export type ZaloReward = z.infer<typeof ZaloRewardSchema>;

const member = { tag: 'missions', auth: 'token' } as const;

export const zaloEndpoints = {
  reward: defineEndpoint({
    ...member,
    method: 'GET',
    path: '/wps/relay/MCSFE_getZaloReward',
    summary: "The Zalo reward card: the OA, the member's one-time link code, and the prize once bound",
    value: ZaloRewardSchema,
  }),
  newCode: defineEndpoint({
    ...member,
    method: 'POST',
    path: '/wps/relay/MCSFE_newZaloCode',
    summary: 'A fresh link code (error_zalo_disabled, error_zalo_already_bound)',
    value: ZaloRewardSchema,
  }),
};

// Operator side -------------------------------------------------------------------------------

export const ZaloPrizeSchema = z.object({
  amount: MoneySchema,
  /** Chance relative to the other prizes' weights. */
  weight: z.number().int().min(1).max(1_000_000),
});
export type ZaloPrize = z.infer<typeof ZaloPrizeSchema>;

const settingsFields = {
  enabled: z.boolean(),
  oaId: z.string().trim().max(64),
  /** The Zalo app the OA's webhook is set up in (its app_id is part of the signature). */
  appId: z.string().trim().max(64),
  oaLink: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .url()
      .max(300)
      .regex(/^https:\/\//),
  ]),
  /** No prize may be above it (error_zalo_prize_cap). */
  cap: MoneySchema,
  prizes: z.array(ZaloPrizeSchema).max(20),
  /** Cash to the wallet, or a bonus with turnoverMultiple × amount to play. */
  rewardKind: z.enum(['cash', 'bonus']),
  turnoverMultiple: z.number().int().min(0).max(100),
  claimDays: z.number().int().min(1).max(365),
};

/** What the operator sees: never the secret itself, only whether one is set. */
export const ZaloSettingsSchema = z.object({
  ...settingsFields,
  secretKeySet: z.boolean(),
  /** Where to point the OA's webhook. */
  webhookPath: z.string(),
});
export type ZaloSettings = z.infer<typeof ZaloSettingsSchema>;

/** secretKey left out or empty keeps the one stored. Turning on needs the secret, the app, the link and a prize. */
export const ZaloSettingsInputSchema = z.object({
  ...settingsFields,
  secretKey: z.string().trim().max(128).optional(),
});
export type ZaloSettingsInput = z.input<typeof ZaloSettingsInputSchema>;

const operator = { tag: 'admin', auth: 'operator' } as const;

export const adminZaloEndpoints = {
  settings: defineEndpoint({
    ...operator,
    method: 'GET',
    path: '/wps/admin/zalo/settings',
    summary: 'The Zalo reward: the OA, whether its secret is set, and the prize table',
    value: ZaloSettingsSchema,
  }),
  setSettings: defineEndpoint({
    ...operator,
    method: 'PUT',
    path: '/wps/admin/zalo/settings',
    summary: 'Set the Zalo reward (admin; audited; error_zalo_prize_cap, error_zalo_not_ready)',
    body: ZaloSettingsInputSchema,
    value: ZaloSettingsSchema,
  }),
};

/** The OA's events this site reads; Zalo sends more, which are answered and ignored. */
export const ZaloEventSchema = z.object({
  app_id: z.string().max(64),
  event_name: z.string().max(64),
  /** Milliseconds since the epoch, as Zalo sends it (a string). */
  timestamp: z.union([z.string().regex(/^\d{1,16}$/), z.number().int().nonnegative()]),
  sender: z.object({ id: z.string().max(64) }).optional(),
  follower: z.object({ id: z.string().max(64) }).optional(),
  message: z.object({ text: z.string().max(2000).optional() }).optional(),
});
export type ZaloEvent = z.infer<typeof ZaloEventSchema>;
