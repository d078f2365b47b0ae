import type { Language, NoticeList } from '@swerte/contracts';
import { cached, type CachedValue } from '../../platform/cache.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { drawBanner } from './banner-art.js';
import * as repo from './content.repository.js';

export type ContentService = ReturnType<typeof createContentService>;

const NOTICE_CACHE_TTL_MS = 30_000;

/** Which list of the §3 notice response each announcement type fills. */
const NOTICE_LISTS = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;
type ListedType = keyof typeof NOTICE_LISTS;

/** Banners, notices, promotions and help. */
export function createContentService({ db }: { db: Db }) {
  const noticeCache = new Map<string, CachedValue<repo.NoticeRow[]>>();
  const noticesOf = (lang: Language) => {
    let entry = noticeCache.get(lang);
    if (!entry) {
      entry = cached(NOTICE_CACHE_TTL_MS, () => repo.listNotices(db, lang));
      noticeCache.set(lang, entry);
    }
    return entry.get();
  };

  async function getBannerArt(id: number): Promise<string> {
    const banner = await repo.findBanner(db, id);
    if (!banner) throw new AppError('error_not_found');
    return drawBanner(banner);
  }

  /** The announcements of the asked types, grouped as the notice response of §3 (hot read: cached). */
  async function getNotices(lang: Language, types: readonly ListedType[]): Promise<NoticeList> {
    const list: NoticeList = { banners: [], player: [], popup: [], promotion: [] };
    for (const row of await noticesOf(lang)) {
      const type = row.type;
      if (type === 'H' || !types.includes(type)) continue;
      list[NOTICE_LISTS[type]].push({ id: row.id, title: row.title, content: row.content });
    }
    return list;
  }

  return { getBannerArt, getNotices };
}
