import {
  formatCents,
  type AdminRedemption,
  type AdminReward,
  type Delivery,
  type Language,
  type PointReward,
  type Redemption,
} from '@swerte/contracts';
import type { RedemptionRow, RewardRow } from './points.repository.js';

/** Rows to the contract's shapes: points as numbers (whole, far below 2^53), money as decimal strings. */
export function toReward(row: RewardRow, lang: Language, redeemedByMe: number | null): PointReward {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title[lang],
    description: row.description[lang],
    imageUrl: row.imageUrl,
    pointsPrice: Number(row.pointsPrice),
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
    redeemedByMe,
    amount: formatCents(row.amountCents),
    turnoverMultiple: row.turnoverMultiple,
  };
}

export function toAdminReward(row: RewardRow): AdminReward {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    pointsPrice: Number(row.pointsPrice),
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
    amount: formatCents(row.amountCents),
    turnoverMultiple: row.turnoverMultiple,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

export function toRedemption(row: RedemptionRow, reward: RewardRow, lang: Language): Redemption {
  return {
    id: row.id,
    rewardId: row.rewardId,
    title: reward.title[lang],
    kind: reward.kind,
    quantity: row.quantity,
    redeemAmount: Number(row.points),
    status: row.status,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

export function toAdminRedemption(
  row: RedemptionRow,
  reward: RewardRow,
  username: string,
  nameOf: (actor: string) => string,
): AdminRedemption {
  return {
    ...toRedemption(row, reward, 'EN'),
    memberId: row.memberId,
    username,
    delivery: (row.delivery as Delivery | null) ?? null,
    decidedBy: row.decidedBy === null ? null : nameOf(row.decidedBy),
  };
}
