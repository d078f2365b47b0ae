import {
  errorMessage,
  VIP_CS_RANK_LEVEL,
  type CsType,
  type CustomerServiceValue,
  type DomainRoute,
  type HelpItem,
  type HomeTexts,
  type Language,
  type Permission,
  type RegisterSettings,
  type SystemStatus,
  type Whitelabel,
} from '@swerte/contracts';
import { cached } from '../../platform/cache.js';
import { AppError } from '../../platform/errors.js';
import { drawQrCode } from '../../platform/qr.js';
import type { CacheDrops } from '../../platform/cache-drops.js';
import type { Db } from '../../platform/db/client.js';
import * as repo from './system.repository.js';
import { toSystemSettings, type SystemSettings } from './system.settings.js';
import { activeMaintenance, compileRegionRules, toSystemStatus, type Visitor } from './system.status.js';
import { createHelpAdmin } from './help-admin.service.js';
import { createSystemAdmin, type SystemAdmin } from './system-admin.service.js';

/** Settings and blocks are re-read at most this often; changes made here invalidate at once. */
export const SYSTEM_CACHE_TTL_MS = 3000;

export interface SystemServiceDeps {
  db: Db;
  /** Time zone a site without a stored `site` setting reports. */
  timeZone: string;
  /** Makes an operator's change drop these caches on every node. */
  fanOut: CacheDrops['fanOut'];
  /** The site's own address (PUBLIC_URL): the one domain a site with no listed mirrors reports. */
  publicUrl?: string;
  /**
   * The minimum age in force and whether registration asks the date of birth: the protection area's
   * jurisdiction settings (issue 15), which the footer's age mark and the registration form follow.
   * Without it, the stored `site.minimumAge` and no date of birth.
   */
  ageRules?: (country: string | null) => Promise<{ minimumAge: number; askDateOfBirth: boolean }>;
  /** Whether a protection jurisdiction exists (a region block may name the one requiring it). */
  jurisdictionExists?: (code: string) => Promise<boolean>;
  now?: () => Date;
}

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService({
  db,
  timeZone,
  fanOut,
  publicUrl,
  ageRules,
  jurisdictionExists,
  now = () => new Date(),
}: SystemServiceDeps) {
  const settingsCache = cached(SYSTEM_CACHE_TTL_MS, async () =>
    toSystemSettings(await repo.readSettings(db), timeZone),
  );
  const rulesCache = cached(SYSTEM_CACHE_TTL_MS, async () =>
    compileRegionRules(await repo.listRegionBlocks(db)),
  );
  const admin: SystemAdmin = createSystemAdmin(
    db,
    fanOut('system.settings', () => {
      settingsCache.invalidate();
      rulesCache.invalidate();
    }),
    jurisdictionExists,
  );

  async function getStatus(visitor: Visitor, lang: Language): Promise<SystemStatus> {
    const [settings, rules] = await Promise.all([settingsCache.get(), rulesCache.get()]);
    const restriction = rules.isBlocked(visitor)
      ? { ip: visitor.ip, message: errorMessage('blockip', lang) }
      : null;
    return toSystemStatus(activeMaintenance(settings.maintenance, now()), restriction);
  }

  async function getPermission(visitor: Visitor, lang: Language): Promise<Permission> {
    const [settings, status, age] = await Promise.all([
      settingsCache.get(),
      getStatus(visitor, lang),
      ageRules?.(visitor.country),
    ]);
    return {
      info: {
        site: {
          ...settings.site,
          minimumAge: age?.minimumAge ?? settings.site.minimumAge,
          askDateOfBirth: age?.askDateOfBirth ?? false,
          licenceText: settings.siteTexts.licenceText[lang] || settings.site.licenceText,
        },
        whitelabel: settings.whitelabel,
        register: settings.register,
        resources: settings.resources,
        customerService: {
          liveChat: settings.customerService.channels.LIVECHAT.length > 0,
          facebookUrl: settings.customerService.facebookUrl,
          telegramUrls: settings.customerService.telegramUrls,
        },
        feedback: settings.feedback,
        analytics: settings.analytics,
        domainRoute: toDomainRoute(settings),
        imageCDNs: settings.cdn.imageCDNs,
        launchGameCDNs: settings.cdn.launchGameCDNs,
        footerHelpTags: settings.siteTexts.footerHelpTags,
      },
      location: { ip: visitor.ip, country: visitor.country },
      maintenance: status.maintenance,
      regionRestriction: status.regionRestriction,
    };
  }

  async function getResourceQrCode(resourceType: string): Promise<string> {
    const resource = (await settingsCache.get()).resources.find((r) => r.resourceType === resourceType);
    if (!resource) throw new AppError('error_not_found');
    return drawQrCode(resource.url);
  }

  /**
   * §4: the channel's entries as stored (type 3 stay encrypted). VIP is served only to a member whose
   * rank level is above VIP_CS_RANK_LEVEL; anyone else asking for it, and a VIP channel without
   * entries, gets live chat.
   */
  async function getCustomerService(csType: CsType, rankLevel = 0): Promise<CustomerServiceValue> {
    const { channels } = (await settingsCache.get()).customerService;
    const entitled = csType === 'VIP' && rankLevel > VIP_CS_RANK_LEVEL;
    const served: CsType = entitled && channels.VIP.length > 0 ? 'VIP' : 'LIVECHAT';
    if (channels[served].length === 0) throw new AppError('error_cs_unavailable');
    return { csType: served, pathList: channels[served] };
  }

  /** The home page's words in one language; the licences section shows the footer's licence text. */
  async function getHomeTexts(lang: Language): Promise<HomeTexts> {
    const { siteTexts, site } = await settingsCache.get();
    return { ...siteTexts.home[lang], licenceText: siteTexts.licenceText[lang] || site.licenceText };
  }

  async function getHelpCenter(lang: Language, device: 'WEB' | 'H5'): Promise<HelpItem[]> {
    return repo.listHelpItems(db, lang, device);
  }

  return {
    getStatus,
    getPermission,
    getHelpCenter,
    getHomeTexts,
    getCustomerService,
    getResourceQrCode,
    getSettings: () => settingsCache.get(),
    getWhitelabel: async (): Promise<Whitelabel> => (await settingsCache.get()).whitelabel,
    getRegisterSettings: async (): Promise<RegisterSettings> => (await settingsCache.get()).register,
    getDomainRoute: async (): Promise<DomainRoute> => toDomainRoute(await settingsCache.get(), publicUrl),
    siteDomains: async (): Promise<string[]> => siteDomains(await settingsCache.get(), publicUrl),
    ...admin,
    help: createHelpAdmin(db),
  };
}

/** The operator's mirrors; with none listed, the site's own address, so the client times a real one. */
export function siteDomains(settings: SystemSettings, publicUrl?: string): string[] {
  return settings.domains.length > 0 || !publicUrl ? settings.domains : [publicUrl];
}

function toDomainRoute(settings: SystemSettings, publicUrl?: string): DomainRoute {
  // Speed is measured by the client; the server always reports 0 (§3).
  return {
    domainList: siteDomains(settings, publicUrl).map((domain) => ({ domain, speed: 0 })),
    resources: settings.resources,
  };
}
