import {
  adminBannerEndpoints,
  adminNoticeEndpoints,
  type AdminBanner,
  type AdminNotice,
  type BannerInput,
  type NoticeInput,
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
