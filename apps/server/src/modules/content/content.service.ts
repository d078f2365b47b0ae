import type { Banner, BannerGroup, Language, LinkageType, Notice, NoticeList } from '@swerte/contracts';
import { cached, type CachedValue } from '../../platform/cache.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { drawBanner, type BannerLayout } from './banner-art.js';
import * as repo from './content.repository.js';

export type ContentService = ReturnType<typeof createContentService>;

/** Other server nodes see an operator's change within this; the node that made it drops its cache at once. */
const CONTENT_CACHE_TTL_MS = 30_000;

/** Which list of the §3 notice response each announcement type fills. */
const NOTICE_LISTS = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'help' } as const;
type ListedType = keyof typeof NOTICE_LISTS;

/** Shown while switched on and inside its window (startAt inclusive, endAt exclusive; either may be open). */
export function isLive(
  row: { enabled: boolean; startAt: Date | null; endAt: Date | null },
  now: Date,
): boolean {
  return row.enabled && (!row.startAt || row.startAt <= now) && (!row.endAt || now < row.endAt);
}

/** The row's own drawn artwork: no address, or the address the first seed gave it. */
export function hasDrawnArt(row: repo.BannerRow): boolean {
  return row.url === '' || row.url === `/media/banners/${row.id}.svg`;
}

/** A banner as the carousel needs it; drawn art carries a version so an edit is never hidden by caches. */
export function toBanner(row: repo.BannerRow): Banner {
  const drawn = hasDrawnArt(row);
  const version = row.updatedAt.getTime().toString(36);
  const art = (layout: BannerLayout) =>
    `/media/banners/${row.id}.svg?${layout === 'narrow' ? 'layout=narrow&' : ''}v=${version}`;
  const linkageType: LinkageType = row.linkageType === 1 || row.linkageType === 2 ? row.linkageType : 0;
  return {
    bannerId: row.id,
    groupName: row.groupName as BannerGroup,
    url: drawn ? art('wide') : row.url,
    mobileUrl: row.mobileUrl || (drawn ? art('narrow') : row.url),
    linkageType,
    linkUrl: linkageType === 0 ? null : row.linkUrl,
    title: row.title,
  };
}

/** Banners, notices and their artwork: the public reads, answered from memory. */
export function createContentService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const bannerCache = cached(CONTENT_CACHE_TTL_MS, () => repo.listEnabledBanners(db));
  const noticeCache = new Map<string, CachedValue<repo.NoticeRow[]>>();
  const noticesOf = (lang: Language) => {
    let entry = noticeCache.get(lang);
    if (!entry) {
      entry = cached(CONTENT_CACHE_TTL_MS, () => repo.listNotices(db, lang));
      noticeCache.set(lang, entry);
    }
    return entry.get();
  };

  /** After an operator's change: the next read loads fresh rows. */
  function invalidate(): void {
    bannerCache.invalidate();
    for (const entry of noticeCache.values()) entry.invalidate();
  }

  async function getBanners(groupName: BannerGroup, lang: Language): Promise<Banner[]> {
    const at = now();
    return (await bannerCache.get())
      .filter((row) => row.groupName === groupName && (row.lang === null || row.lang === lang))
      .filter((row) => isLive(row, at))
      .map(toBanner);
  }

  async function getBannerArt(id: number, layout: BannerLayout): Promise<string> {
    const banner = await repo.findBanner(db, id);
    if (!banner) throw new AppError('error_not_found');
    return drawBanner(banner, layout);
  }

  /** The announcements of the asked types, grouped as the notice response of §3 (hot read: cached). */
  async function getNotices(lang: Language, types: readonly ListedType[]): Promise<NoticeList> {
    const list: NoticeList = { banners: [], player: [], popup: [], promotion: [], help: [] };
    const at = now();
    for (const row of await noticesOf(lang)) {
      const type = row.type;
      if (type === 'AG' || !types.includes(type) || !isLive(row, at)) continue;
      list[NOTICE_LISTS[type]].push({ id: row.id, title: row.title, content: row.content });
    }
    return list;
  }

  /** The agents' notices (type AG) live now, for the agent centre's announcement page. */
  async function getAgentNotices(lang: Language): Promise<Notice[]> {
    const at = now();
    return (await noticesOf(lang))
      .filter((row) => row.type === 'AG' && isLive(row, at))
      .map((row) => ({ id: row.id, title: row.title, content: row.content }));
  }

  return { getBanners, getBannerArt, getNotices, getAgentNotices, invalidate };
}
