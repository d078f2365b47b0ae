import { randomBytes } from 'node:crypto';
import {
  formatCents,
  parseCents,
  type AdminPromoEntry,
  type AdminPromotion,
  type AdminVipLevel,
  type PromoCategory,
  type PromoReviewBodySchema,
  type PromotionInputSchema,
  type VipLevelInputSchema,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { FourEyesGate } from '../../platform/four-eyes.js';
import type { MemberService } from '../member/member.service.js';
import type { ActivityService } from '../wallet/records/index.js';
import type { BonusService } from '../wallet/bonus/index.js';
import type { Actor } from './content-admin.service.js';
import { orderedIds } from './content-admin.service.js';
import { sanitizeOperatorHtml } from './operator-html.js';
import { drawWinners, ticketsFor } from './promotion-rules.js';
import * as repo from './promotions.repository.js';
import { payPromotion, ruleOf } from './promotions.service.js';
import { giftText } from './vip.service.js';

type PromotionInput = z.output<typeof PromotionInputSchema>;
type ReviewBody = z.output<typeof PromoReviewBodySchema>;
type VipLevelInput = z.output<typeof VipLevelInputSchema>;

export interface PromotionAdminDeps {
  db: Db;
  activity: Pick<ActivityService, 'validBetsByMember'>;
  bonuses: Pick<BonusService, 'grantBonus' | 'releaseIfMet'>;
  members: Pick<MemberService, 'findById'>;
  /** Bonuses granted above the operator's four-eyes amount go through approvals. */
  fourEyes: FourEyesGate;
  now?: () => Date;
}
export type PromotionAdmin = ReturnType<typeof createPromotionAdmin>;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

function toAdminPromotion(row: repo.PromotionRow, entries: Record<string, number> = {}): AdminPromotion {
  return {
    id: row.id,
    category: row.category as PromoCategory,
    titleTy: row.titleTy,
    titleEn: row.titleEn,
    summaryTy: row.summaryTy,
    summaryEn: row.summaryEn,
    contentTy: row.contentTy,
    contentEn: row.contentEn,
    imageUrl: row.imageUrl,
    rule: ruleOf(row),
    enabled: row.enabled,
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    sortOrder: row.sortOrder,
    drawnAt: iso(row.drawnAt),
    entries,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminEntry(row: repo.EntryView): AdminPromoEntry {
  return {
    id: row.id,
    promotionId: row.promotionId,
    memberId: row.memberId,
    username: row.username,
    state: row.state,
    amount: row.amount === null ? null : formatCents(row.amount),
    tickets: row.tickets,
    note: row.note,
    imageIds: row.imageIds,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
  };
}

/** What goes into the row: HTML cleaned here, before it is stored. */
const promotionValues = (input: PromotionInput) => ({
  category: input.category,
  kind: input.rule.kind,
  titleTy: input.titleTy,
  titleEn: input.titleEn,
  summaryTy: input.summaryTy,
  summaryEn: input.summaryEn,
  contentTy: sanitizeOperatorHtml(input.contentTy),
  contentEn: sanitizeOperatorHtml(input.contentEn),
  imageUrl: input.imageUrl,
  rule: input.rule,
  enabled: input.enabled,
  startAt: dateOf(input.startAt),
  endAt: dateOf(input.endAt),
  updatedAt: new Date(),
});

/** A uniform whole number below `total` from the system's randomness (rejection sampling, no bias). */
export function secureBelow(total: bigint): bigint {
  const bytes = Math.max(1, Math.ceil(total.toString(16).length / 2));
  const space = 1n << BigInt(bytes * 8);
  const limit = space - (space % total);
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`);
    if (value < limit) return value % total;
  }
}

/**
 * The back office's promotions (create, edit, order, delete; applications reviewed; raffles drawn) and
 * VIP levels. Every change writes its audit row in its own transaction.
 */
export function createPromotionAdmin(deps: PromotionAdminDeps) {
  const { db, activity, bonuses, members, fourEyes, now = () => new Date() } = deps;

  async function entryView(tx: Db | Tx, entryId: number) {
    const view = await repo.findEntryView(tx, entryId);
    if (!view) throw new AppError('error_not_found');
    return toAdminEntry(view);
  }

  const promotions = {
    list: async () => {
      const [rows, counts] = await Promise.all([repo.listAllPromotions(db), repo.countEntriesByState(db)]);
      return rows.map((row) => toAdminPromotion(row, counts.get(row.id)));
    },
    create: (input: PromotionInput, by: Actor) =>
      db.transaction(async (tx) => {
        const sortOrder = await repo.nextPromotionSortOrder(tx);
        const row = await repo.insertPromotion(tx, { ...promotionValues(input), sortOrder });
        await writeAudit(tx, { ...by, action: 'content.promotion.create', before: null, after: row });
        return toAdminPromotion(row);
      }),
    update: (id: number, input: PromotionInput, by: Actor) =>
      db.transaction(async (tx) => {
        const before = await repo.lockPromotion(tx, id);
        if (!before) throw new AppError('error_not_found');
        // Members' entries follow the rule they joined under: its kind stays once anyone took part.
        if (before.kind !== input.rule.kind && (await repo.countEntries(tx, id)) > 0)
          throw new AppError('error_conflict');
        const row = await repo.updatePromotion(tx, id, promotionValues(input));
        await writeAudit(tx, { ...by, action: 'content.promotion.update', before, after: row });
        return toAdminPromotion(row ?? before);
      }),
    /** Only a promotion nobody took part in; one with entries is switched off instead (enabled: false). */
    remove: (id: number, by: Actor) =>
      db.transaction(async (tx) => {
        const before = await repo.lockPromotion(tx, id);
        if (!before) throw new AppError('error_not_found');
        if ((await repo.countEntries(tx, id)) > 0) throw new AppError('error_conflict');
        await repo.deletePromotion(tx, id);
        await writeAudit(tx, { ...by, action: 'content.promotion.delete', before, after: null });
        return null;
      }),
    order: (ids: number[], by: Actor) =>
      db.transaction(async (tx) => {
        const all = await repo.lockAllPromotions(tx);
        const sequence = orderedIds(ids, all);
        for (const [index, id] of sequence.entries())
          await repo.updatePromotion(tx, id, { sortOrder: (index + 1) * 10 });
        await writeAudit(tx, {
          ...by,
          action: 'content.promotion.order',
          before: all.map((p) => p.id),
          after: sequence,
        });
        return null;
      }),
  };

  const entries = {
    list: async (
      id: number,
      query: { state?: repo.EntryRow['state'] | undefined; after?: number | undefined; size: number },
    ) => {
      if (!(await repo.findPromotion(db, id))) throw new AppError('error_not_found');
      const rows = await repo.listEntries(db, id, query);
      const page = rows.slice(0, query.size);
      return {
        list: page.map(toAdminEntry),
        nextCursor: rows.length > query.size ? (page.at(-1)?.id ?? null) : null,
      };
    },
    /** Approves an application: the bonus (the rule's, or the amount given) is credited in the same transaction. */
    approve: (entryId: number, body: ReviewBody, by: Actor) =>
      db.transaction((tx) => approveIn(tx, entryId, body, by, false)),
    /** Approves an application of an approved four-eyes request, in the approval's transaction. */
    approveApproved: (tx: Tx, entryId: number, body: ReviewBody, by: Actor) =>
      approveIn(tx, entryId, body, by, true),
    /** The bonus an approval would grant and its member, for a four-eyes request. */
    grantOf: (entryId: number, body: ReviewBody) =>
      db.transaction(async (tx) => {
        const { entry, row } = await applicationOf(tx, entryId);
        return { amount: bonusOf(row, body), memberId: entry.memberId };
      }),
    reject: (entryId: number, body: ReviewBody, by: Actor) =>
      db.transaction(async (tx) => {
        const { entry } = await applicationOf(tx, entryId);
        await repo.updateEntry(tx, entry.id, {
          state: 'rejected',
          remark: body.remark,
          decidedBy: by.actor,
          decidedAt: now(),
        });
        await writeAudit(tx, {
          ...by,
          action: 'content.promotion.reject',
          before: { entryId, state: entry.state },
          after: { entryId, state: 'rejected', remark: body.remark },
        });
        return entryView(tx, entryId);
      }),
    /** One image of an application; each view is audited (members' documents). */
    image: async (entryId: number, imageId: number, by: Actor) => {
      const image = await repo.findImage(db, entryId, imageId);
      if (!image) throw new AppError('error_not_found');
      await writeAudit(db, {
        ...by,
        action: 'content.promotion.image_view',
        before: null,
        after: { entryId, imageId },
      });
      return image;
    },
  };

  /** The bonus an application's approval pays: the amount given, else the rule's. */
  const bonusOf = (row: repo.PromotionRow, body: ReviewBody): bigint => {
    const rule = ruleOf(row);
    return body.amount ? parseCents(body.amount) : rule.kind === 'apply' ? parseCents(rule.bonus) : 0n;
  };

  async function approveIn(tx: Tx, entryId: number, body: ReviewBody, by: Actor, approved: boolean) {
    const { entry, row } = await applicationOf(tx, entryId);
    const amount = bonusOf(row, body);
    if (!approved) await fourEyes.requireBelow(tx, 'bonus_grant', amount);
    const member = await members.findById(entry.memberId, tx);
    const title = member?.language === 'EN' ? row.titleEn : row.titleTy;
    const grant = await payPromotion(bonuses, tx, { row, memberId: entry.memberId, amount, title });
    const change = { state: 'issued' as const, amount, grantId: grant.id, remark: body.remark };
    await repo.updateEntry(tx, entry.id, { ...change, decidedBy: by.actor, decidedAt: now() });
    await writeAudit(tx, {
      ...by,
      action: 'content.promotion.approve',
      before: { entryId, state: entry.state },
      after: { entryId, state: 'issued', amount: formatCents(amount), remark: body.remark },
    });
    return entryView(tx, entryId);
  }

  /** The entry locked, and its promotion; error_conflict unless it is an application still waiting. */
  async function applicationOf(tx: Tx, entryId: number) {
    const entry = await repo.lockEntryById(tx, entryId);
    if (!entry) throw new AppError('error_not_found');
    const row = await repo.findPromotion(tx, entry.promotionId);
    if (!row) throw new AppError('error_not_found');
    if (row.kind !== 'apply') throw new AppError('error_promo_action');
    if (entry.state !== 'applying') throw new AppError('error_conflict');
    return { entry, row };
  }

  /**
   * Draws an ended raffle once: tickets are counted from each joined member's valid bets in the window,
   * `winners` are drawn weighted by tickets, every entry is marked won or lost, all in one transaction.
   */
  const draw = (id: number, by: Actor) =>
    db.transaction(async (tx) => {
      const row = await repo.lockPromotion(tx, id);
      if (!row) throw new AppError('error_not_found');
      const rule = ruleOf(row);
      if (rule.kind !== 'raffle') throw new AppError('error_promo_action');
      if (row.drawnAt) throw new AppError('error_raffle_drawn');
      if (!row.endAt || now() < row.endAt) throw new AppError('error_conflict');
      const joined = await repo.lockJoinedEntries(tx, id);
      const bets = await activity.validBetsByMember(
        joined.map((e) => e.memberId),
        { from: row.startAt, to: row.endAt },
        tx,
      );
      const counted = joined.map((entry) => ({
        entry,
        tickets: ticketsFor(bets.get(entry.memberId) ?? 0n, parseCents(rule.ticketPer)),
      }));
      const winners = new Set(drawWinners(counted, rule.winners, secureBelow).map((w) => w.entry.id));
      const prize = parseCents(rule.prize);
      for (const { entry, tickets } of counted) {
        const won = winners.has(entry.id);
        await repo.updateEntry(tx, entry.id, {
          state: won ? 'won' : 'lost',
          tickets,
          amount: won ? prize : null,
          decidedBy: by.actor,
          decidedAt: now(),
        });
      }
      await repo.updatePromotion(tx, id, { drawnAt: now(), updatedAt: new Date() });
      await writeAudit(tx, {
        ...by,
        action: 'content.promotion.draw',
        before: { id, entries: joined.length },
        after: { id, winners: [...winners], prize: formatCents(prize) },
      });
      const views = await Promise.all([...winners].map((entryId) => repo.findEntryView(tx, entryId)));
      return views.flatMap((view) => (view ? [toAdminEntry(view)] : []));
    });

  return { promotions, entries, draw, vip: createVipAdmin(db) };
}

function toAdminVip(row: repo.VipLevelRow): AdminVipLevel {
  return {
    id: row.id,
    level: row.level,
    nameTy: row.nameTy,
    nameEn: row.nameEn,
    minDeposit: formatCents(row.minDeposit),
    minValidBet: formatCents(row.minValidBet),
    benefitsTy: row.benefitsTy,
    benefitsEn: row.benefitsEn,
    rebateBps: row.rebateBps,
    withdrawalsPerDay: row.withdrawalsPerDay,
    withdrawalLimit: formatCents(row.withdrawalLimit),
    giftKind: row.giftKind,
    levelUpGift: giftText(row.giftKind, row.levelUpGift),
    monthlyGift: giftText(row.giftKind, row.monthlyGift),
    birthdayGift: giftText(row.giftKind, row.birthdayGift),
    giftTurnoverMultiple: row.giftTurnoverMultiple,
  };
}

/** A gift in its unit: whole points for points gifts, cents otherwise. */
function giftOf(kind: repo.VipLevelRow['giftKind'], text: string): bigint {
  if (kind !== 'points') return parseCents(text);
  if (!/^\d+$/.test(text)) throw new AppError('error_amount_invalid');
  return BigInt(text);
}

const vipValues = (input: VipLevelInput) => ({
  ...input,
  minDeposit: parseCents(input.minDeposit),
  minValidBet: parseCents(input.minValidBet),
  withdrawalLimit: parseCents(input.withdrawalLimit),
  levelUpGift: giftOf(input.giftKind, input.levelUpGift),
  monthlyGift: giftOf(input.giftKind, input.monthlyGift),
  birthdayGift: giftOf(input.giftKind, input.birthdayGift),
  giftTurnoverMultiple: input.giftKind === 'bonus' ? input.giftTurnoverMultiple : 0,
  updatedAt: new Date(),
});

/** VIP levels: numbered once each (error_conflict for a number taken); audited like every change. */
function createVipAdmin(db: Db) {
  return {
    list: async () => (await repo.listVipLevels(db)).map(toAdminVip),
    create: (input: VipLevelInput, by: Actor) =>
      db.transaction(async (tx) => {
        if (await repo.findVipLevelByNumber(tx, input.level)) throw new AppError('error_conflict');
        const row = await repo.insertVipLevel(tx, vipValues(input));
        await writeAudit(tx, { ...by, action: 'content.vip.create', before: null, after: toAdminVip(row) });
        return toAdminVip(row);
      }),
    update: (id: number, input: VipLevelInput, by: Actor) =>
      db.transaction(async (tx) => {
        const before = await repo.lockVipLevel(tx, id);
        if (!before) throw new AppError('error_not_found');
        const taken = await repo.findVipLevelByNumber(tx, input.level);
        if (taken && taken.id !== id) throw new AppError('error_conflict');
        const row = await repo.updateVipLevel(tx, id, vipValues(input));
        if (!row) throw new AppError('error_not_found');
        await writeAudit(tx, {
          ...by,
          action: 'content.vip.update',
          before: toAdminVip(before),
          after: toAdminVip(row),
        });
        return toAdminVip(row);
      }),
    remove: (id: number, by: Actor) =>
      db.transaction(async (tx) => {
        const before = await repo.lockVipLevel(tx, id);
        if (!before) throw new AppError('error_not_found');
        await repo.deleteVipLevel(tx, id);
        await writeAudit(tx, {
          ...by,
          action: 'content.vip.delete',
          before: toAdminVip(before),
          after: null,
        });
        return null;
      }),
  };
}
