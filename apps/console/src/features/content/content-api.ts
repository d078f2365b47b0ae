import {
  adminBannerEndpoints,
  adminContentEndpoints,
  adminHelpEndpoints,
  adminNoticeEndpoints,
  adminPromotionEndpoints,
  type AdminBanner,
  type AdminHelpItem,
  type AdminNotice,
  type AdminPromotion,
  type BannerInput,
  type HelpItemInput,
  type Language,
  type NoticeInput,
  type PromotionInput,
  type SiteTexts,
  type VipLevelInput,
} from '@swerte/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const bannersQuery = (groupName: AdminBanner['groupName'] | undefined) =>
  queryOptions({
    queryKey: ['banners', groupName ?? 'all'],
    queryFn: ({ signal }) => callEndpoint(adminBannerEndpoints.list, { query: { groupName }, signal }),
  });

export const noticesQuery = (type: AdminNotice['type'] | undefined, lang: AdminNotice['lang'] | undefined) =>
  queryOptions({
    queryKey: ['notices', type ?? 'all', lang ?? 'all'],
    queryFn: ({ signal }) => callEndpoint(adminNoticeEndpoints.list, { query: { type, lang }, signal }),
  });

export const saveBanner = (id: number | null, body: BannerInput) =>
  id === null
    ? callEndpoint(adminBannerEndpoints.create, { body })
    : callEndpoint(adminBannerEndpoints.update, { params: { id }, body });

export const saveNotice = (id: number | null, body: NoticeInput) =>
  id === null
    ? callEndpoint(adminNoticeEndpoints.create, { body })
    : callEndpoint(adminNoticeEndpoints.update, { params: { id }, body });

/** A listed banner as the input that replaces it (an edit or a switch on/off sends every field). */
export const bannerInput = (b: AdminBanner): BannerInput => ({
  groupName: b.groupName,
  title: b.title,
  subtitle: b.subtitle,
  url: b.url,
  mobileUrl: b.mobileUrl,
  linkageType: b.linkageType,
  linkUrl: b.linkUrl,
  lang: b.lang,
  enabled: b.enabled,
  startAt: b.startAt,
  endAt: b.endAt,
});

export const noticeInput = (n: AdminNotice): NoticeInput => ({
  type: n.type,
  title: n.title,
  content: n.content,
  lang: n.lang,
  enabled: n.enabled,
  startAt: n.startAt,
  endAt: n.endAt,
});

// Help items, promotions, VIP levels and the site's texts ------------------------------------------

export const helpQuery = (lang: Language | undefined) =>
  queryOptions({
    queryKey: ['help', lang ?? 'all'],
    queryFn: ({ signal }) => callEndpoint(adminHelpEndpoints.list, { query: { lang }, signal }),
  });

export const saveHelp = (id: number | null, body: HelpItemInput) =>
  id === null
    ? callEndpoint(adminHelpEndpoints.create, { body })
    : callEndpoint(adminHelpEndpoints.update, { params: { id }, body });
export const removeHelp = (id: number) => callEndpoint(adminHelpEndpoints.remove, { params: { id } });
export const orderHelp = (ids: number[]) => callEndpoint(adminHelpEndpoints.order, { body: { ids } });

export const helpInput = (h: AdminHelpItem): HelpItemInput => ({
  lang: h.lang,
  tag: h.tag,
  title: h.title,
  content: h.content,
  device: h.device,
});

const promo = adminPromotionEndpoints;
export const promotionsQuery = () =>
  queryOptions({ queryKey: ['promotions'], queryFn: ({ signal }) => callEndpoint(promo.list, { signal }) });
export const savePromotion = (id: number | null, body: PromotionInput) =>
  id === null ? callEndpoint(promo.create, { body }) : callEndpoint(promo.update, { params: { id }, body });
export const orderPromotions = (ids: number[]) => callEndpoint(promo.order, { body: { ids } });

export const promotionInput = (p: AdminPromotion): PromotionInput => ({
  category: p.category,
  titleTy: p.titleTy,
  titleEn: p.titleEn,
  summaryTy: p.summaryTy,
  summaryEn: p.summaryEn,
  contentTy: p.contentTy,
  contentEn: p.contentEn,
  imageUrl: p.imageUrl,
  rule: p.rule,
  enabled: p.enabled,
  startAt: p.startAt,
  endAt: p.endAt,
});

export const vipQuery = () =>
  queryOptions({ queryKey: ['vip'], queryFn: ({ signal }) => callEndpoint(promo.vipList, { signal }) });
export const saveVip = (id: number | null, body: VipLevelInput) =>
  id === null
    ? callEndpoint(promo.vipCreate, { body })
    : callEndpoint(promo.vipUpdate, { params: { id }, body });
export const removeVip = (id: number) => callEndpoint(promo.vipRemove, { params: { id } });

export const siteTextsQuery = () =>
  queryOptions({
    queryKey: ['siteTexts'],
    queryFn: ({ signal }) => callEndpoint(adminContentEndpoints.siteTexts, { signal }),
  });
export const saveSiteTexts = (body: SiteTexts) => callEndpoint(adminContentEndpoints.setSiteTexts, { body });
