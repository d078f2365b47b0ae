import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LanguageSchema } from './language.js';

/** Whitelabel feature flags of §3; the value '1' means on. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
] as const;
export const WhitelabelFlagSchema = z.enum(WHITELABEL_FLAGS);
export type WhitelabelFlag = z.infer<typeof WhitelabelFlagSchema>;
export const WhitelabelSchema = z.record(WhitelabelFlagSchema, z.enum(['0', '1']));
export type Whitelabel = z.infer<typeof WhitelabelSchema>;

/** Registration payload fields whose rules the operator sets (§3, §5). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export const RegisterFieldSchema = z.enum(REGISTER_FIELDS);
export type RegisterField = z.infer<typeof RegisterFieldSchema>;

export const RegisterFieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(0).max(255),
  /** A regular expression the whole value must match, or '*' for any value. */
  acceptedPattern: z.string().max(500),
  /** Selects the message reg_pattern_{patternId} shown when the value does not match. */
  patternId: z.number().int().min(0).max(20),
});
export type RegisterFieldRule = z.infer<typeof RegisterFieldRuleSchema>;
export const RegisterSettingsSchema = z.record(RegisterFieldSchema, RegisterFieldRuleSchema);
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;

export const MaintenanceSchema = z.object({
  title: z.string(),
  /** ISO 8601 UTC end of the window, or null when not known. */
  endTime: z.string().nullable(),
  info: z.string(),
});
export type Maintenance = z.infer<typeof MaintenanceSchema>;

export const RegionRestrictionSchema = z.object({
  /** The visitor's address as the server sees it. */
  ip: z.string(),
  message: z.string(),
});
export type RegionRestriction = z.infer<typeof RegionRestrictionSchema>;

export const SystemStatusSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region blocked; maintenance wins over region blocking. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: MaintenanceSchema.nullable(),
  regionRestriction: RegionRestrictionSchema.nullable(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const ResourceTypeSchema = z.enum(['ANDROID', 'IOS', 'IOS_LITE', 'H5']);
export const AppResourceSchema = z.object({
  resourceType: ResourceTypeSchema,
  url: z.string(),
  qrCodeUrl: z.string(),
});
export type AppResource = z.infer<typeof AppResourceSchema>;

export const DomainRouteSchema = z.object({
  /** Alternative site addresses; `speed` is 0 until the client measures it. */
  domainList: z.array(z.object({ domain: z.string(), speed: z.number() })),
  resources: z.array(AppResourceSchema),
});
export type DomainRoute = z.infer<typeof DomainRouteSchema>;

export const CustomerServiceSchema = z.object({
  /**
   * Live chat is configured: the live-chat links show, and a click opens the §4 popup, which asks the
   * customer-service call for the address (never sent here, so the site's config does not reveal it).
   */
  liveChat: z.boolean(),
  facebookUrl: z.string().nullable(),
  /** At most three Telegram links. */
  telegramUrls: z.array(z.string()).max(3),
});
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

/** §4 channels: VIP for members of rank level above 4, LIVECHAT for everyone else. */
export const CsTypeSchema = z.enum(['LIVECHAT', 'VIP']);
export type CsType = z.infer<typeof CsTypeSchema>;

/** Rank levels above this one get the VIP channel (§4). */
export const VIP_CS_RANK_LEVEL = 4;

export const CsPathSchema = z.object({
  /**
   * 1: `path` is the address itself. 3: `path` is encrypted, and its last 8 characters are the key for
   * the rest (see decodeCsPath in cs-path.ts): obfuscation against scraping, not secrecy.
   */
  type: z.union([z.literal(1), z.literal(3)]),
  path: z.string(),
});
export type CsPath = z.infer<typeof CsPathSchema>;

/** §3 customer service: the channel served and its address entries, the first one preferred. */
export const CustomerServiceValueSchema = z.object({
  csType: CsTypeSchema,
  pathList: z.array(CsPathSchema),
});
export type CustomerServiceValue = z.infer<typeof CustomerServiceValueSchema>;

/** Word limits of the feedback form (§5 "between {0} and {1} words"). */
export const FeedbackSettingsSchema = z.object({
  minWords: z.number().int().min(1).max(1000),
  maxWords: z.number().int().min(1).max(1000),
});
export type FeedbackSettings = z.infer<typeof FeedbackSettingsSchema>;

export const SiteSettingsSchema = z.object({
  name: z.string(),
  currencySymbol: z.string(),
  timeZone: z.string(),
  /** Minimum age to play; the registration terms carry it (the protection settings' minimum age). */
  minimumAge: z.number().int(),
  /** Registration asks the date of birth (the protection settings' jurisdiction rule). */
  askDateOfBirth: z.boolean().default(false),
  licenceText: z.string(),
  /**
   * When on, a visitor without a session token is sent to /login from every page except /login,
   * /register, /register.html, /helpmc and /download (§2).
   */
  loginedToHomePage: z.boolean().default(false),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const LocationSchema = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2 country when a trusted proxy tells it, else null. */
  country: z.string().nullable(),
});

export const PermissionSchema = z.object({
  info: z.object({
    site: SiteSettingsSchema,
    whitelabel: WhitelabelSchema,
    register: RegisterSettingsSchema,
    resources: z.array(AppResourceSchema),
    customerService: CustomerServiceSchema,
    feedback: FeedbackSettingsSchema,
    analytics: z.object({ gtagId: z.string().nullable() }),
    domainRoute: DomainRouteSchema,
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    /** The help items the footer links to, by tag and in order; null: every help item (operator setting). */
    footerHelpTags: z.array(z.string()).nullable(),
  }),
  location: LocationSchema,
  maintenance: MaintenanceSchema.nullable(),
  regionRestriction: RegionRestrictionSchema.nullable(),
});
export type Permission = z.infer<typeof PermissionSchema>;

/** What a home-page promise is about; it picks the promise's icon. */
export const HOME_PROMISE_KINDS = ['fast', 'secure', 'games', 'apps', 'support'] as const;
export const HomePromiseKindSchema = z.enum(HOME_PROMISE_KINDS);
export type HomePromiseKind = z.infer<typeof HomePromiseKindSchema>;

const HomeTitleSchema = z.string().trim().min(1).max(60);
const HomeLineSchema = z.string().trim().min(1).max(240);

/** The home page's words in one language, as the operator writes them (plain text, no HTML). */
export const HomeCopySchema = z.object({
  /** §1: exactly three steps (create an account, make a deposit, start winning). */
  steps: z.array(z.object({ title: HomeTitleSchema, text: HomeLineSchema })).length(3),
  /** §1's marketing promises, in display order. */
  promises: z
    .array(z.object({ kind: HomePromiseKindSchema, title: HomeTitleSchema, text: HomeLineSchema }))
    .min(1)
    .max(8),
});
export type HomeCopy = z.infer<typeof HomeCopySchema>;

/** What the home page shows in the visitor's language: the operator's words and licence text. */
export const HomeTextsSchema = HomeCopySchema.extend({
  /** The operator's licence text (the footer's), shown in the home page's licences section. */
  licenceText: z.string(),
});
export type HomeTexts = z.infer<typeof HomeTextsSchema>;

export const DeviceSchema = z.enum(['WEB', 'H5']);

export const HelpItemSchema = z.object({
  /** Stable anchor of the item: `term` is the user agreement, `agent` the agent entry. */
  tag: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type HelpItem = z.infer<typeof HelpItemSchema>;

export const systemEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/wps/system/status',
    summary: 'System status: 0 normal, 1 maintenance, 2 region blocked',
    tag: 'system',
    auth: 'none',
    value: SystemStatusSchema,
  }),
  permission: defineEndpoint({
    method: 'GET',
    path: '/wps/system/permission',
    summary: 'Site configuration for the client, the visitor location and the status',
    tag: 'system',
    auth: 'none',
    query: z.object({ url: z.string().max(2048).optional() }),
    value: PermissionSchema,
  }),
  whitelabel: defineEndpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    summary: "Whitelabel feature flags; '1' is on",
    tag: 'system',
    auth: 'none',
    value: WhitelabelSchema,
  }),
  registerSettings: defineEndpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    summary: 'Per-field registration rules',
    tag: 'system',
    auth: 'none',
    value: RegisterSettingsSchema,
  }),
  domainRoute: defineEndpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    summary: 'Alternative domains and app download resources',
    tag: 'system',
    auth: 'none',
    value: DomainRouteSchema,
  }),
  customerService: defineEndpoint({
    method: 'GET',
    path: '/wps/system/customerService',
    summary:
      'Customer-service address entries of a channel (§4). VIP needs a member token (401 without one) and is served to rank levels above 4; others, and a site without a VIP channel, get LIVECHAT',
    tag: 'system',
    auth: 'none',
    query: z.object({ csType: CsTypeSchema.default('LIVECHAT') }),
    value: CustomerServiceValueSchema,
  }),
  homeTexts: defineEndpoint({
    method: 'GET',
    path: '/wps/system/homeTexts',
    summary: "The home page's steps, promises and licence text in the requested language (operator texts)",
    tag: 'system',
    auth: 'none',
    query: z.object({ lang: LanguageSchema.optional() }),
    value: HomeTextsSchema,
  }),
  helpCenter: defineEndpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'Help centre items in the requested language',
    tag: 'system',
    auth: 'none',
    query: z.object({ lang: LanguageSchema.optional(), device: DeviceSchema.optional() }),
    value: z.array(HelpItemSchema),
  }),
};
