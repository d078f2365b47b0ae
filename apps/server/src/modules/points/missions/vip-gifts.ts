import type { Db, Tx } from '../../../platform/db/client.js';
import { siteDay } from '../../../platform/site-day.js';
import * as repo from './missions.repository.js';
import type { RewardsService } from './rewards.service.js';

/** Days a VIP gift waits in the reward center. */
export const VIP_GIFT_CLAIM_DAYS = 30;

/** A VIP level as the gifts read it (the content area's ladder). */
export interface GiftLevel {
  level: number;
  /** Lifetime approved deposits and settled valid bets the level needs, in cents. */
  minDeposit: bigint;
  minValidBet: bigint;
  nameTy: string;
  nameEn: string;
  giftKind: 'points' | 'cash' | 'bonus';
  levelUpGift: bigint;
  monthlyGift: bigint;
  birthdayGift: bigint;
  giftTurnoverMultiple: number;
}

/** The content area's VIP ladder and a member's level on it, wired by the composition root. */
export interface VipStanding {
  ladder(tx: Db | Tx): Promise<GiftLevel[]>;
  /** The member's level on the ladder (lifetime deposits and valid bets: the costly part). */
  levelOf(memberId: number, levels: readonly GiftLevel[], tx: Db | Tx): Promise<number>;
}

/** The gifts a member standing on `level` is due, by their reward center source (pure). */
export function giftsDue(levels: readonly GiftLevel[], level: number, month: string) {
  const due = levels
    .filter((l) => l.level <= level && l.levelUpGift > 0n)
    .map((l) => ({
      source: `vip:level:${l.level}`,
      level: l,
      amount: l.levelUpGift,
      title: { EN: `VIP ${l.nameEn} level-up gift`, TY: `Regalo sa pag-akyat sa VIP ${l.nameTy}` },
    }));
  const current = levels.find((l) => l.level === level);
  if (current && current.monthlyGift > 0n)
    due.push({
      source: `vip:month:${month}`,
      level: current,
      amount: current.monthlyGift,
      title: {
        EN: `VIP ${current.nameEn} gift for ${month.slice(0, 4)}/${month.slice(4)}`,
        TY: `Regalo ng VIP ${current.nameTy} para sa ${month.slice(0, 4)}/${month.slice(4)}`,
      },
    });
  return due;
}

/** The birthday gift of the level a member stands on, for the birthday in `year` (pure). */
export function birthdayGiftDue(levels: readonly GiftLevel[], level: number, year: string) {
  const current = levels.find((l) => l.level === level);
  if (!current || current.birthdayGift <= 0n) return null;
  return {
    source: `vip:birthday:${year}`,
    level: current,
    amount: current.birthdayGift,
    title: {
      EN: `Happy birthday! Your VIP ${current.nameEn} gift`,
      TY: `Maligayang kaarawan! Ang regalo mo bilang VIP ${current.nameTy}`,
    },
  };
}

/**
 * The birth dates (month, day) whose birthday is the site date `ymd` (YYYYMMDD): the day itself, and on
 * 28 February of a common year also 29 February (pure).
 */
export function birthdaysOn(ymd: string): { month: number; day: number }[] {
  const [year, month, day] = [Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)), Number(ymd.slice(6, 8))];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && day === 28 && !leap
    ? [
        { month: 2, day: 28 },
        { month: 2, day: 29 },
      ]
    : [{ month, day }];
}

/** Members read per page by the birthday job. */
const BIRTHDAY_PAGE = 200;

/**
 * VIP gifts, offered from the missions' outbox handlers (a settled bet or an approved deposit can lift
 * a member's level): each level's level-up gift once when first reached, and the month's gift of the
 * level the member stands on once per calendar month (site time), with that month's first activity.
 * The reward center's source is unique per member, so a redelivered event offers nothing more.
 */
export function createVipGifts(deps: {
  db: Db;
  vip: VipStanding;
  rewards: Pick<RewardsService, 'offer'>;
  timeZone: string;
}) {
  async function check(tx: Tx, memberId: number, at: Date): Promise<void> {
    const month = siteDay(deps.timeZone, at).ymd.slice(0, 6);
    const levels = await deps.vip.ladder(tx);
    const offered = new Set(await repo.vipSources(tx, memberId, `vip:month:${month}`));
    // Every gift offered already is the common case: the sums behind the level are read only otherwise.
    const top = Math.max(0, ...levels.map((l) => l.level));
    if (giftsDue(levels, top, month).every((gift) => offered.has(gift.source))) return;
    const level = await deps.vip.levelOf(memberId, levels, tx);
    for (const gift of giftsDue(levels, level, month)) {
      if (offered.has(gift.source)) continue;
      await deps.rewards.offer(tx, {
        memberId,
        source: gift.source,
        kind: 'vip',
        title: gift.title,
        rewardKind: gift.level.giftKind,
        amount: gift.amount,
        turnoverMultiple: gift.level.giftKind === 'bonus' ? gift.level.giftTurnoverMultiple : 0,
        claimDays: VIP_GIFT_CLAIM_DAYS,
      });
    }
  }
  /**
   * Birthday gifts (the job runs every hour, so a day the site was down for a while still offers them):
   * every member whose date of birth (given at registration, where the jurisdiction asks it) falls on
   * today's site date gets the gift of the level they stand on, once a year (source vip:birthday:<year>,
   * unique per member). Members offered it already are not read again. Returns how many were offered.
   */
  async function birthdays(at: Date): Promise<number> {
    const ymd = siteDay(deps.timeZone, at).ymd;
    const source = `vip:birthday:${ymd.slice(0, 4)}`;
    const levels = await deps.vip.ladder(deps.db);
    if (!levels.some((l) => l.birthdayGift > 0n)) return 0;
    let offered = 0;
    let after = 0;
    for (;;) {
      const ids = await repo.birthdayMembers(deps.db, birthdaysOn(ymd), source, after, BIRTHDAY_PAGE);
      for (const memberId of ids) {
        await deps.db.transaction(async (tx) => {
          const gift = birthdayGiftDue(levels, await deps.vip.levelOf(memberId, levels, tx), ymd.slice(0, 4));
          if (!gift) return;
          await deps.rewards.offer(tx, {
            memberId,
            source: gift.source,
            kind: 'vip',
            title: gift.title,
            rewardKind: gift.level.giftKind,
            amount: gift.amount,
            turnoverMultiple: gift.level.giftKind === 'bonus' ? gift.level.giftTurnoverMultiple : 0,
            claimDays: VIP_GIFT_CLAIM_DAYS,
          });
          offered += 1;
        });
      }
      if (ids.length < BIRTHDAY_PAGE) return offered;
      after = ids.at(-1)!;
    }
  }

  return { check, birthdays };
}
export type VipGifts = ReturnType<typeof createVipGifts>;
