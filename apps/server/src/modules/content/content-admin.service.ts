import type {
  AdminBanner,
  AdminNotice,
  BannerGroup,
  BannerInputSchema,
  Language,
  NoticeInputSchema,
  NoticeType,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './content.repository.js';
import { sanitizeOperatorHtml } from './operator-html.js';

type BannerInput = z.output<typeof BannerInputSchema>;
type NoticeInput = z.output<typeof NoticeInputSchema>;
export interface Actor {
  actor: string;
  ip?: string | null;
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

function toAdminBanner(row: repo.BannerRow): AdminBanner {
  return {
    id: row.id,
    groupName: row.groupName as BannerGroup,
    title: row.title,
    subtitle: row.subtitle,
    url: row.url,
    mobileUrl: row.mobileUrl,
    linkageType: row.linkageType === 1 || row.linkageType === 2 ? row.linkageType : 0,
    linkUrl: row.linkUrl,
    lang: row.lang as Language | null,
    enabled: row.enabled,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminNotice(row: repo.NoticeRow): AdminNotice {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    lang: row.lang as Language,
    enabled: row.enabled,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

const bannerValues = (input: BannerInput) => ({
  ...input,
  startAt: dateOf(input.startAt),
  endAt: dateOf(input.endAt),
  updatedAt: new Date(),
});
const noticeValues = (input: NoticeInput) => ({
  ...input,
  content: sanitizeOperatorHtml(input.content),
  startAt: dateOf(input.startAt),
  endAt: dateOf(input.endAt),
});

/**
 * A new display order for one list: the given ids first, in that order, then the rest as they were. Every
 * id must belong to the list (one banner group, or one notice type and language).
 */
export function orderedIds(ids: readonly number[], list: readonly { id: number }[]): number[] {
  const known = new Set(list.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new AppError('error_invalid_request', { fields: { ids: 'ids of one list, each once' } });
  }
  const chosen = new Set(ids);
  return [...ids, ...list.map((row) => row.id).filter((id) => !chosen.has(id))];
}

/**
 * The operators' banners and notices: every change writes its audit row in the same transaction and then
 * drops the public caches (`invalidate`), so the site shows it on the next request.
 */
export function createContentAdmin(db: Db, invalidate: () => void) {
  async function change<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    invalidate();
    return result;
  }

  const banners = {
    list: async (groupName?: BannerGroup) => (await repo.listAllBanners(db, groupName)).map(toAdminBanner),
    create: (input: BannerInput, by: Actor) =>
      change(async (tx) => {
        const sortOrder = await repo.nextBannerSortOrder(tx, input.groupName);
        const row = await repo.insertBanner(tx, { ...bannerValues(input), sortOrder });
        await writeAudit(tx, { ...by, action: 'content.banner.create', before: null, after: row });
        return toAdminBanner(row);
      }),
    update: (id: number, input: BannerInput, by: Actor) =>
      change(async (tx) => {
        const before = await repo.lockBanner(tx, id);
        if (!before) throw new AppError('error_not_found');
        const row = await repo.updateBanner(tx, id, bannerValues(input));
        if (!row) throw new AppError('error_not_found');
        await writeAudit(tx, { ...by, action: 'content.banner.update', before, after: row });
        return toAdminBanner(row);
      }),
    remove: (id: number, by: Actor) =>
      change(async (tx) => {
        const before = await repo.lockBanner(tx, id);
        if (!before) throw new AppError('error_not_found');
        await repo.deleteBanner(tx, id);
        await writeAudit(tx, { ...by, action: 'content.banner.delete', before, after: null });
        return null;
      }),
    order: (ids: number[], by: Actor) =>
      change(async (tx) => {
        const first = await repo.lockBanner(tx, ids[0] ?? 0);
        if (!first) throw new AppError('error_not_found');
        const group = await repo.listBannerGroupForUpdate(tx, first.groupName);
        const sequence = orderedIds(ids, group);
        for (const [index, id] of sequence.entries()) {
          await repo.updateBanner(tx, id, { sortOrder: (index + 1) * 10, updatedAt: new Date() });
        }
        await writeAudit(tx, {
          ...by,
          action: 'content.banner.order',
          before: group.map((b) => b.id),
          after: sequence,
        });
        return null;
      }),
  };

  const notices = {
    list: async (filter: { type?: NoticeType; lang?: Language }) =>
      (await repo.listAllNotices(db, filter)).map(toAdminNotice),
    create: (input: NoticeInput, by: Actor) =>
      change(async (tx) => {
        const sortOrder = await repo.nextNoticeSortOrder(tx, input.type);
        const row = await repo.insertNotice(tx, { ...noticeValues(input), sortOrder });
        await writeAudit(tx, { ...by, action: 'content.notice.create', before: null, after: row });
        return toAdminNotice(row);
      }),
    update: (id: number, input: NoticeInput, by: Actor) =>
      change(async (tx) => {
        const before = await repo.lockNotice(tx, id);
        if (!before) throw new AppError('error_not_found');
        const row = await repo.updateNotice(tx, id, noticeValues(input));
        if (!row) throw new AppError('error_not_found');
        await writeAudit(tx, { ...by, action: 'content.notice.update', before, after: row });
        return toAdminNotice(row);
      }),
    remove: (id: number, by: Actor) =>
      change(async (tx) => {
        const before = await repo.lockNotice(tx, id);
        if (!before) throw new AppError('error_not_found');
        await repo.deleteNotice(tx, id);
        await writeAudit(tx, { ...by, action: 'content.notice.delete', before, after: null });
        return null;
      }),
    order: (ids: number[], by: Actor) =>
      change(async (tx) => {
        const first = await repo.lockNotice(tx, ids[0] ?? 0);
        if (!first) throw new AppError('error_not_found');
        const list = await repo.listNoticeListForUpdate(tx, first.type, first.lang);
        const sequence = orderedIds(ids, list);
        for (const [index, id] of sequence.entries())
          await repo.updateNotice(tx, id, { sortOrder: (index + 1) * 10 });
        await writeAudit(tx, {
          ...by,
          action: 'content.notice.order',
          before: list.map((n) => n.id),
          after: sequence,
        });
        return null;
      }),
  };

  return { banners, notices };
}
