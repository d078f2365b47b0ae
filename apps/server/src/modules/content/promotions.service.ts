import {
  formatCents,
  parseCents,
  PROMO_CATEGORIES,
  PromoRuleSchema,
  type Language,
  type PromoActionValue,
  type PromoApplyBodySchema,
  type PromoCategory,
  type PromoRule,
  type PromotionDetail,
  type PromotionItem,
  type PromotionList,
} from '@swerte/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { ActivityService } from '../wallet/records/index.js';
import type { BonusService } from '../wallet/bonus/index.js';
import type { BannerLayout } from './banner-art.js';
import { drawPromotion } from './promo-art.js';
import { decodePromoImage } from './promo-images.js';
import {
  CLAIM_KINDS,
  JOIN_KINDS,
  percentBonus,
  phaseOf,
  statusFor,
  ticketsFor,
  type Phase,
} from './promotion-rules.js';
import * as repo from './promotions.repository.js';

export interface PromotionDeps {
  db: Db;
  activity: ActivityService;
  bonuses: Pick<BonusService, 'grantBonus' | 'releaseIfMet'>;
  /** The protection area: no promotion is joined, applied for or claimed during a time-out or exclusion. */
  protection: { checkClaim: (tx: Tx, memberId: number) => Promise<void> };
  now?: () => Date;
}
export type PromotionService = ReturnType<typeof createPromotionService>;
type ApplyBody = z.output<typeof PromoApplyBodySchema>;

/** The rule as stored (validated when written; a row that no longer parses is a bug worth a 500). */
export function ruleOf(row: repo.PromotionRow): PromoRule {
  return PromoRuleSchema.parse(row.rule);
}

const texts = (row: repo.PromotionRow, lang: Language) =>
  lang === 'EN'
    ? { title: row.titleEn, summary: row.summaryEn, content: row.contentEn }
    : { title: row.titleTy, summary: row.summaryTy, content: row.contentTy };

function artUrls(row: repo.PromotionRow, lang: Language) {
  if (row.imageUrl) return { imageUrl: row.imageUrl, mobileImageUrl: row.imageUrl };
  const base = `/media/promotions/${row.id}.svg?lang=${lang}&v=${row.updatedAt.getTime()}`;
  return { imageUrl: base, mobileImageUrl: `${base}&layout=narrow` };
}

/** Grants a promotion's bonus ('promo:<id>', turnover = amount × multiple); one needing none unlocks at once. */
export async function payPromotion(
  bonuses: Pick<BonusService, 'grantBonus' | 'releaseIfMet'>,
  tx: Tx,
  pay: { row: repo.PromotionRow; memberId: number; amount: bigint; title: string },
) {
  const { grant } = await bonuses.grantBonus(tx, {
    memberId: pay.memberId,
    source: `promo:${pay.row.id}`,
    title: pay.title,
    amount: pay.amount,
    turnoverRequired: pay.amount * BigInt(ruleOf(pay.row).turnoverMultiple),
  });
  await bonuses.releaseIfMet(tx, grant);
  return grant;
}

/**
 * Promotions as members see them, and what they do with them: join, claim (credited once, through the
 * bonus wallet, 'promo:<id>'), apply with a note and images, and claim a raffle prize. Eligibility is
 * read from the wallet's records: approved deposits and settled valid bets in the promotion's window.
 */
export function createPromotionService({
  db,
  activity,
  bonuses,
  protection,
  now = () => new Date(),
}: PromotionDeps) {
  /** What a claim would pay now, and the valid bets counted (turnover and raffle kinds). */
  async function evaluate(row: repo.PromotionRow, memberId: number, entry: repo.EntryRow, tx: Db | Tx) {
    const rule = ruleOf(row);
    const window = { from: row.startAt, to: row.endAt };
    switch (rule.kind) {
      case 'deposit_bonus': {
        const deposit = await activity.largestDeposit(memberId, window, tx);
        const ok = deposit !== null && deposit.amount >= parseCents(rule.minDeposit);
        const bonus = ok ? percentBonus(deposit.amount, rule.percentBps, parseCents(rule.maxBonus)) : 0n;
        return { claimable: bonus > 0n ? bonus : null, validBets: null };
      }
      case 'first_deposit': {
        const first = await activity.firstDeposit(memberId, tx);
        const at = first?.decidedAt ?? null;
        const inWindow = at !== null && (!row.startAt || at >= row.startAt) && (!row.endAt || at < row.endAt);
        const ok = first !== null && inWindow && first.amount >= parseCents(rule.minDeposit);
        const bonus = ok ? percentBonus(first.amount, rule.percentBps, parseCents(rule.maxBonus)) : 0n;
        return { claimable: bonus > 0n ? bonus : null, validBets: null };
      }
      case 'turnover_reward': {
        // Without a start date, bets count from the moment the member joined.
        const from = row.startAt ?? entry.createdAt;
        const validBets = await activity.validBets(memberId, { from, to: row.endAt }, tx);
        const met = validBets >= parseCents(rule.minValidBet);
        return { claimable: met ? parseCents(rule.bonus) : null, validBets };
      }
      case 'raffle':
        return { claimable: null, validBets: await activity.validBets(memberId, window, tx) };
      case 'apply':
        return { claimable: null, validBets: null };
    }
  }

  async function statusOf(
    row: repo.PromotionRow,
    phase: Phase,
    memberId: number | null,
    entry: repo.EntryRow | null,
    tx: Db | Tx,
  ) {
    const kind = ruleOf(row).kind;
    const asks =
      memberId !== null && entry?.state === 'joined' && phase === 'live' && CLAIM_KINDS.includes(kind);
    const eligible = asks && (await evaluate(row, memberId, entry, tx)).claimable !== null;
    return statusFor(kind, phase, entry, eligible);
  }

  function toItem(row: repo.PromotionRow, lang: Language, status: PromotionItem['status']): PromotionItem {
    const { title, summary } = texts(row, lang);
    return {
      id: row.id,
      category: row.category as PromoCategory,
      kind: row.kind,
      title,
      summary,
      ...artUrls(row, lang),
      startAt: row.startAt?.toISOString() ?? null,
      endAt: row.endAt?.toISOString() ?? null,
      status,
    };
  }

  /** Shown: switched on, started or about to (coming soon), and not ended, unless the member is in it. */
  function isListed(phase: Phase, entry: repo.EntryRow | null, row: repo.PromotionRow) {
    if (!row.enabled) return false;
    return phase !== 'ended' || entry !== null;
  }

  async function list(
    lang: Language,
    memberId: number | null,
    category?: PromoCategory,
  ): Promise<PromotionList> {
    const at = now();
    const [rows, entries] = await Promise.all([
      repo.listEnabledPromotions(db),
      memberId === null ? [] : repo.listMemberEntries(db, memberId),
    ]);
    const entryOf = new Map(entries.map((entry) => [entry.promotionId, entry]));
    const listed = rows.filter((row) => isListed(phaseOf(row, at), entryOf.get(row.id) ?? null, row));
    const counts = new Map<string, number>();
    for (const row of listed) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
    const items: PromotionItem[] = [];
    for (const row of listed) {
      if (category && row.category !== category) continue;
      const entry = entryOf.get(row.id) ?? null;
      items.push(toItem(row, lang, await statusOf(row, phaseOf(row, at), memberId, entry, db)));
    }
    return {
      categories: PROMO_CATEGORIES.filter((c) => counts.has(c)).map((c) => ({
        category: c,
        count: counts.get(c) ?? 0,
      })),
      list: items,
    };
  }

  async function detail(id: number, lang: Language, memberId: number | null): Promise<PromotionDetail> {
    const row = await repo.findPromotion(db, id);
    if (!row?.enabled) throw new AppError('error_not_found');
    const phase = phaseOf(row, now());
    const entry = memberId === null ? null : await repo.findEntry(db, id, memberId);
    const rule = ruleOf(row);
    const facts =
      memberId !== null && entry
        ? await evaluate(row, memberId, entry, db)
        : { claimable: null, validBets: null };
    const status = statusFor(rule.kind, phase, entry, phase === 'live' && facts.claimable !== null);
    const liveTickets =
      rule.kind === 'raffle' && facts.validBets !== null
        ? ticketsFor(facts.validBets, parseCents(rule.ticketPer))
        : null;
    return {
      ...toItem(row, lang, status),
      content: texts(row, lang).content,
      rule,
      entry: entry && {
        joinedAt: entry.createdAt.toISOString(),
        amount: entry.amount === null ? null : formatCents(entry.amount),
        tickets: entry.tickets ?? (entry.state === 'joined' ? liveTickets : null),
        note: entry.note,
        imageCount: await repo.countImages(db, entry.id),
        remark: entry.remark,
        claimedAt: entry.claimedAt?.toISOString() ?? null,
      },
      claimable: entry?.state === 'joined' && facts.claimable !== null ? formatCents(facts.claimable) : null,
      validBets: facts.validBets === null ? null : formatCents(facts.validBets),
    };
  }

  /** The promotion, refused unless it is running now (and, when `kinds` is given, of one of them). */
  async function livePromotion(tx: Tx, id: number, kinds: readonly PromoRule['kind'][]) {
    const row = await repo.findPromotion(tx, id);
    if (!row?.enabled) throw new AppError('error_not_found');
    if (!kinds.includes(row.kind)) throw new AppError('error_promo_action');
    const phase = phaseOf(row, now());
    if (phase === 'upcoming') throw new AppError('error_promo_not_started');
    if (phase === 'ended') throw new AppError('error_promo_ended');
    return row;
  }

  const pay = (tx: Tx, row: repo.PromotionRow, memberId: number, amount: bigint, lang: Language) =>
    payPromotion(bonuses, tx, { row, memberId, amount, title: texts(row, lang).title });

  async function join(memberId: number, id: number): Promise<PromoActionValue> {
    return db.transaction(async (tx) => {
      await protection.checkClaim(tx, memberId);
      const row = await livePromotion(tx, id, JOIN_KINDS);
      const { row: entry } = await repo.insertEntry(tx, { promotionId: id, memberId, state: 'joined' });
      const status = await statusOf(row, phaseOf(row, now()), memberId, entry, tx);
      return { status, amount: null };
    });
  }

  /** Claims a joined promotion's bonus: the entry row is locked first, so concurrent claims pay once. */
  async function claimInTx(tx: Tx, memberId: number, id: number, lang: Language): Promise<PromoActionValue> {
    await protection.checkClaim(tx, memberId);
    const row = await livePromotion(tx, id, CLAIM_KINDS);
    const entry = await repo.lockEntry(tx, id, memberId);
    if (!entry) throw new AppError('error_promo_not_joined');
    if (entry.state !== 'joined') throw new AppError('error_promo_claimed');
    const { claimable } = await evaluate(row, memberId, entry, tx);
    if (claimable === null) throw new AppError('error_promo_ineligible');
    const grant = await pay(tx, row, memberId, claimable, lang);
    await repo.updateEntry(tx, entry.id, {
      state: 'claimed',
      amount: claimable,
      grantId: grant.id,
      claimedAt: now(),
    });
    return { status: 'claimed', amount: formatCents(claimable) };
  }

  const claim = (memberId: number, id: number, lang: Language) =>
    db.transaction((tx) => claimInTx(tx, memberId, id, lang));

  /** An application (note and images): the images are read and checked before anything is written. */
  async function apply(memberId: number, body: ApplyBody): Promise<PromoActionValue> {
    const images = body.images.map((image) => decodePromoImage(image.data));
    return db.transaction(async (tx) => {
      await protection.checkClaim(tx, memberId);
      await livePromotion(tx, body.id, ['apply']);
      const { row: entry, created } = await repo.insertEntry(tx, {
        promotionId: body.id,
        memberId,
        state: 'applying',
        note: body.note,
      });
      // A rejected application may be sent again; one waiting or granted may not.
      if (!created && entry.state !== 'rejected') throw new AppError('error_promo_claimed');
      if (!created) await repo.updateEntry(tx, entry.id, { state: 'applying', note: body.note, remark: '' });
      await repo.replaceImages(tx, entry.id, images);
      return { status: 'applying', amount: null };
    });
  }

  /** A raffle winner's prize, once: the draw marked them 'won'; the claim credits and marks 'claimed'. */
  async function claimRaffleInTx(tx: Tx, memberId: number, id: number, lang: Language) {
    await protection.checkClaim(tx, memberId);
    const row = await repo.findPromotion(tx, id);
    if (!row?.enabled) throw new AppError('error_not_found');
    if (row.kind !== 'raffle') throw new AppError('error_promo_action');
    if (!row.drawnAt) throw new AppError('error_raffle_not_drawn');
    const entry = await repo.lockEntry(tx, id, memberId);
    if (entry?.state === 'claimed') throw new AppError('error_promo_claimed');
    if (entry?.state !== 'won' || entry.amount === null) throw new AppError('error_promo_ineligible');
    const grant = await pay(tx, row, memberId, entry.amount, lang);
    await repo.updateEntry(tx, entry.id, { state: 'claimed', grantId: grant.id, claimedAt: now() });
    return { status: 'claimed' as const, amount: formatCents(entry.amount) };
  }

  const claimRaffle = (memberId: number, id: number, lang: Language): Promise<PromoActionValue> =>
    db.transaction((tx) => claimRaffleInTx(tx, memberId, id, lang));

  /**
   * Claims a promotion (a raffle prize or a joined promotion's bonus) in the caller's transaction: the
   * reward center claims several things at once, all or none.
   */
  async function claimIn(tx: Tx, memberId: number, id: number, lang: Language) {
    const row = await repo.findPromotion(tx, id);
    if (!row?.enabled) throw new AppError('error_not_found');
    const value = await (row.kind === 'raffle'
      ? claimRaffleInTx(tx, memberId, id, lang)
      : claimInTx(tx, memberId, id, lang));
    return { ...value, title: texts(row, lang).title };
  }

  async function getArt(id: number, lang: Language, layout: BannerLayout): Promise<string> {
    const row = await repo.findPromotion(db, id);
    if (!row) throw new AppError('error_not_found');
    return drawPromotion({ id: row.id, category: row.category, ...texts(row, lang) }, layout, lang);
  }

  return { list, detail, join, claim, apply, claimRaffle, claimIn, getArt };
}
