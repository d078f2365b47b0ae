import {
  AppResourceSchema,
  CsPathSchema,
  FeedbackSettingsSchema,
  GameTypeSchema,
  MoneySchema,
  REGISTER_FIELDS,
  RegisterSettingsSchema,
  SiteSettingsSchema,
  SiteTextsSchema,
  WHITELABEL_FLAGS,
  WhitelabelSchema,
  type RegisterFieldRule,
  type RegisterSettings,
  type Whitelabel,
} from '@swerte/contracts';
import { z } from 'zod';
import { DEFAULT_HOME_COPY } from './home-texts.js';

/** The maintenance window as stored; an operator only flips `enabled`. */
export const MaintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  title: z.string().max(200),
  /** ISO 8601 UTC; null when the end is not known. */
  endTime: z.iso.datetime({ offset: true }).nullable(),
  info: z.string().max(4000),
});
export type MaintenanceSetting = z.infer<typeof MaintenanceSettingSchema>;

/** Account security settings of the operator (passwords, codes, unverified-address checks). */
export const SecuritySettingsSchema = z.object({
  /** Length of new passwords (message error_password with (min) - (max)). */
  passwordMinLength: z.number().int().min(1).max(128),
  passwordMaxLength: z.number().int().min(1).max(128),
  /** A password older than this is reported as expired (passwordExpired); 0 never expires. */
  passwordExpiryDays: z.number().int().min(0).max(3650),
  /** Lifetime of SMS and e-mail codes (value.expiredMinutes). */
  smsExpiredMinutes: z.number().int().min(1).max(60),
  /** Wrong entries a code survives before it is void. */
  codeMaxAttempts: z.number().int().min(1).max(20),
  /** Confirm logins from addresses a member has not used before (§4). */
  verifyNewAddress: z.boolean(),
  /** Shortest wait before another SMS or e-mail code goes to the same number or address. */
  codeResendSeconds: z.number().int().min(0).max(3600).default(60),
  /** Codes one number or address may receive in an hour. */
  codesPerTargetHour: z.number().int().min(1).max(100).default(5),
  /** Codes one client address may request in an hour. */
  codesPerIpHour: z.number().int().min(1).max(1000).default(20),
});
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  passwordMinLength: 6,
  passwordMaxLength: 20,
  passwordExpiryDays: 90,
  smsExpiredMinutes: 5,
  codeMaxAttempts: 5,
  verifyNewAddress: true,
  codeResendSeconds: 60,
  codesPerTargetHour: 5,
  codesPerIpHour: 20,
};

/** The wallet's settings; the currency symbol stays in `site`, where the header already reads it. */
export const WalletSettingsSchema = z.object({
  /** ISO 4217 code of the site's money; every amount is in its cents. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** One seamless wallet: no vendor keeps money of its own, so transfers are off (balance isSingle). */
  isSingle: z.boolean(),
  /** Play money a free-play (trial) account starts with. */
  trialPlayMoney: MoneySchema.refine((value) => !value.startsWith('-')),
  /** Smallest and largest single withdrawal (error_amount_below_min / error_amount_above_max). */
  withdrawMin: MoneySchema.refine((value) => !value.startsWith('-')).default('100.00'),
  withdrawMax: MoneySchema.refine((value) => !value.startsWith('-')).default('50000.00'),
  /** Withdrawals a member may ask for per day in the site's time zone (error_withdraw_daily_limit). */
  withdrawDailyCount: z.number().int().min(1).max(100).default(5),
  /** Minutes a member has to answer a paid withdrawal (§4) before it counts as received. */
  withdrawConfirmMinutes: z.number().int().min(1).max(10_080).default(30),
});
export type WalletSettings = z.infer<typeof WalletSettingsSchema>;

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  currency: 'PHP',
  isSingle: true,
  trialPlayMoney: '2000.00',
  withdrawMin: '100.00',
  withdrawMax: '50000.00',
  withdrawDailyCount: 5,
  withdrawConfirmMinutes: 30,
};

/**
 * Manual rebate: a claim pays each settled, not yet covered bet's valid bet × its game type's rate.
 * Rates are basis points (80 = 0.80%) so no rate is ever a float; a game type left out earns nothing.
 */
export const RebateSettingsSchema = z.object({
  enabled: z.boolean(),
  rates: z.partialRecord(GameTypeSchema, z.number().int().min(0).max(10_000)),
  /** The smallest claim (error_rebate_below_min); at least 0.01. */
  minClaim: MoneySchema.refine((value) => !value.startsWith('-') && value !== '0.00'),
});
export type RebateSettings = z.infer<typeof RebateSettingsSchema>;

export const DEFAULT_REBATE_SETTINGS: RebateSettings = { enabled: false, rates: {}, minClaim: '1.00' };

/** Address entries of one customer-service channel; type 3 ones are stored encrypted (cs-path.ts). */
const CsPathListSchema = z.array(CsPathSchema).max(5);

/** Settings written before channels existed held one plain `liveChatUrl`: read it as a type 1 entry. */
function fromLegacyCustomerService(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'channels' in value || !('liveChatUrl' in value))
    return value;
  const { liveChatUrl, ...rest } = value;
  const LIVECHAT = typeof liveChatUrl === 'string' ? [{ type: 1, path: liveChatUrl }] : [];
  return { ...rest, channels: { LIVECHAT, VIP: [] } };
}

/** The operator's customer-service settings; the permission call says only whether live chat exists. */
export const CustomerServiceSettingSchema = z.preprocess(
  fromLegacyCustomerService,
  z.object({
    channels: z.object({ LIVECHAT: CsPathListSchema, VIP: CsPathListSchema }),
    facebookUrl: z.string().max(2048).nullable(),
    telegramUrls: z.array(z.string().max(2048)).max(3),
  }),
);
export type CustomerServiceSetting = z.infer<typeof CustomerServiceSettingSchema>;

export const DEFAULT_FEEDBACK_SETTINGS = { minWords: 3, maxWords: 300 };

/** Site texts stored before the home page's words were operator texts lack `home`: read the defaults. */
function withHomeCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'home' in value) return value;
  return { ...value, home: DEFAULT_HOME_COPY };
}

/** Every settings key the system area owns, with the shape its JSON value must have. */
export const SETTING_SCHEMAS = {
  site: SiteSettingsSchema,
  whitelabel: WhitelabelSchema,
  register: RegisterSettingsSchema,
  resources: z.array(AppResourceSchema),
  customerService: CustomerServiceSettingSchema,
  feedback: FeedbackSettingsSchema,
  analytics: z.object({ gtagId: z.string().nullable() }),
  domains: z.array(z.string().max(255)),
  cdn: z.object({ imageCDNs: z.array(z.string()), launchGameCDNs: z.array(z.string()) }),
  maintenance: MaintenanceSettingSchema,
  security: SecuritySettingsSchema,
  wallet: WalletSettingsSchema,
  rebate: RebateSettingsSchema,
  /**
   * The operator's texts (PUT /wps/admin/system/siteTexts): licence text (an empty one falls back to
   * `site`), the footer's help links and the home page's words.
   */
  siteTexts: z.preprocess(withHomeCopy, SiteTextsSchema),
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SystemSettings = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };

const disabledRule: RegisterFieldRule = {
  enabled: false,
  required: false,
  minLength: 0,
  maxLength: 255,
  acceptedPattern: '*',
  patternId: 0,
};

/** What a key reads as before an operator (or the demo seed) has stored it: everything off. */
export function defaultSettings(timeZone: string): SystemSettings {
  return {
    site: {
      name: 'Swerte',
      currencySymbol: 'P',
      timeZone,
      minimumAge: 18,
      askDateOfBirth: false,
      licenceText: '',
      loginedToHomePage: false,
    },
    whitelabel: Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, '0'])) as Whitelabel,
    register: Object.fromEntries(REGISTER_FIELDS.map((field) => [field, disabledRule])) as RegisterSettings,
    resources: [],
    customerService: { channels: { LIVECHAT: [], VIP: [] }, facebookUrl: null, telegramUrls: [] },
    feedback: DEFAULT_FEEDBACK_SETTINGS,
    analytics: { gtagId: null },
    domains: [],
    cdn: { imageCDNs: [], launchGameCDNs: [] },
    maintenance: { enabled: false, title: '', endTime: null, info: '' },
    security: DEFAULT_SECURITY_SETTINGS,
    wallet: DEFAULT_WALLET_SETTINGS,
    rebate: DEFAULT_REBATE_SETTINGS,
    siteTexts: { licenceText: { TY: '', EN: '' }, footerHelpTags: null, home: DEFAULT_HOME_COPY },
  };
}

function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_SCHEMAS, key);
}

/** Builds typed settings from stored rows; a row that fails its schema is a bug and throws. */
export function toSystemSettings(rows: { key: string; value: unknown }[], timeZone: string): SystemSettings {
  const result = defaultSettings(timeZone);
  const target = result as Record<SettingKey, unknown>;
  for (const row of rows) {
    if (!isSettingKey(row.key)) continue;
    target[row.key] = SETTING_SCHEMAS[row.key].parse(row.value);
  }
  return result;
}
