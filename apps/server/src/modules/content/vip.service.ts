import {
  formatCents,
  TRIAL_ACCOUNT_TYPE,
  type Language,
  type MemberVip,
  type MemberVipBodySchema,
  type VipLevel,
  type VipValue,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { MemberService } from '../member/member.service.js';
import type { ActivityService } from '../wallet/records/index.js';
import * as repo from './promotions.repository.js';

export interface VipDeps {
  db: Db;
  activity: Pick<ActivityService, 'totals'>;
  members: Pick<MemberService, 'findById'>;
}
export type VipService = ReturnType<typeof createVipService>;

/** The highest level whose deposit and valid-bet minimums the totals both reach; 0 below the first. */
export function levelFor(
  levels: readonly Pick<repo.VipLevelRow, 'level' | 'minDeposit' | 'minValidBet'>[],
  totals: { deposits: bigint; validBets: bigint },
) {
  let reached = 0;
  for (const level of levels)
    if (totals.deposits >= level.minDeposit && totals.validBets >= level.minValidBet)
      reached = Math.max(reached, level.level);
  return reached;
}

const missing = (need: bigint, have: bigint) => formatCents(need > have ? need - have : 0n);

/** A level's gift on the wire: whole points, or money. */
export const giftText = (kind: repo.VipLevelRow['giftKind'], amount: bigint) =>
  kind === 'points' ? amount.toString() : formatCents(amount);

function toLevel(row: repo.VipLevelRow, lang: Language): VipLevel {
  return {
    level: row.level,
    name: lang === 'EN' ? row.nameEn : row.nameTy,
    minDeposit: formatCents(row.minDeposit),
    minValidBet: formatCents(row.minValidBet),
    benefits: lang === 'EN' ? row.benefitsEn : row.benefitsTy,
    rebateBps: row.rebateBps,
    withdrawalsPerDay: row.withdrawalsPerDay,
    withdrawalLimit: formatCents(row.withdrawalLimit),
    giftKind: row.giftKind,
    levelUpGift: giftText(row.giftKind, row.levelUpGift),
    monthlyGift: giftText(row.giftKind, row.monthlyGift),
    birthdayGift: giftText(row.giftKind, row.birthdayGift),
  };
}

/** The VIP ladder and a member's place on it, from lifetime approved deposits and settled valid bets. */
export function createVipService({ db, activity, members }: VipDeps) {
  /** The ladder and the member's level on it, read in `tx` when given (a gift handler's transaction). */
  async function standing(memberId: number, tx: Db | Tx = db) {
    const levels = await repo.listVipLevels(tx);
    const totals = await activity.totals(memberId, tx);
    return { levels, totals, level: (await repo.overrideLevelOf(tx, memberId)) ?? levelFor(levels, totals) };
  }

  /** The console's view: the earned level, the operator's fixed one, and the one that applies. */
  async function memberVip(memberId: number, tx: Db | Tx = db): Promise<MemberVip> {
    const levels = await repo.listVipLevels(tx);
    const earnedLevel = levelFor(levels, await activity.totals(memberId, tx));
    const fixed = await repo.findVipOverride(tx, memberId);
    return {
      memberId,
      earnedLevel,
      level: fixed?.level ?? earnedLevel,
      override: fixed ? { ...fixed, setAt: fixed.setAt.toISOString() } : null,
    };
  }

  /**
   * Fixes the member's level at a level of the ladder, or with null returns them to the ladder's rule.
   * The level applies to the member's page, the member info and the gifts checked from then on.
   */
  async function setMemberVip(
    memberId: number,
    body: z.output<typeof MemberVipBodySchema>,
    by: { operatorId: number; ip: string },
  ): Promise<MemberVip> {
    return db.transaction(async (tx) => {
      if (!(await repo.lockMemberRow(tx, memberId))) throw new AppError('error_not_found');
      const { level, reason } = body;
      if (level !== null && !(await repo.listVipLevels(tx)).some((row) => row.level === level))
        throw new AppError('error_not_found');
      const before = await memberVip(memberId, tx);
      if (level === null) await repo.deleteVipOverride(tx, memberId);
      else await repo.saveVipOverride(tx, { memberId, level, reason, operatorId: by.operatorId });
      const after = await memberVip(memberId, tx);
      await writeAudit(tx, {
        actor: `operator:${by.operatorId}`,
        action: 'member.vip_level',
        before,
        after: { ...after, reason },
        ip: by.ip,
      });
      return after;
    });
  }

  async function getVip(lang: Language, memberId: number | null): Promise<VipValue> {
    const member = memberId === null ? null : await members.findById(memberId, db);
    if (!member || member.isAgent === TRIAL_ACCOUNT_TYPE)
      return { levels: (await repo.listVipLevels(db)).map((row) => toLevel(row, lang)), me: null };
    const { levels, totals, level } = await standing(member.id);
    const next = levels.find((row) => row.level > level);
    return {
      levels: levels.map((row) => toLevel(row, lang)),
      me: {
        level,
        deposits: formatCents(totals.deposits),
        validBets: formatCents(totals.validBets),
        next: next
          ? {
              level: next.level,
              depositNeeded: missing(next.minDeposit, totals.deposits),
              validBetNeeded: missing(next.minValidBet, totals.validBets),
            }
          : null,
      },
    };
  }

  /** The member info's clubLabel (rank level and the level's name), null below the first level. */
  async function clubLabel(memberId: number, lang: Language) {
    const { levels, level } = await standing(memberId);
    const row = levels.find((l) => l.level === level);
    return row ? { labelName: lang === 'EN' ? row.nameEn : row.nameTy, rankLevel: row.level } : null;
  }

  return {
    getVip,
    clubLabel,
    standing,
    ladder: (tx: Db | Tx) => repo.listVipLevels(tx),
    levelOf: async (memberId: number, levels: Parameters<typeof levelFor>[0], tx: Db | Tx) =>
      (await repo.overrideLevelOf(tx, memberId)) ?? levelFor(levels, await activity.totals(memberId, tx)),
    memberVip: async (memberId: number) => {
      if (!(await members.findById(memberId, db))) throw new AppError('error_not_found');
      return memberVip(memberId);
    },
    setMemberVip,
  };
}
