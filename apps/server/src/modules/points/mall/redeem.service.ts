import type {
  AdminRedemption,
  Language,
  RedeemBodySchema,
  RedeemListQuerySchema,
  RedeemValue,
  Redemption,
} from '@swerte/contracts';
import type { z } from 'zod';
import { actorNames, writeAudit } from '../../../platform/audit.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { BonusService } from '../../wallet/bonus/index.js';
import { accountKey, houseShardKey, type LedgerService, type PostInput } from '../../wallet/ledger/index.js';
import { toAdminRedemption, toRedemption } from './points.mapping.js';
import * as repo from './points.repository.js';
import { pointsRefusal, type PaymentPasswordCheck } from './points.service.js';

export interface RedeemDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post' | 'getBalance'>;
  bonuses: Pick<BonusService, 'grantBonus'>;
  paymentPasswords: PaymentPasswordCheck;
  houseShards: number;
  /** A redemption is a reward taken: refused during a time-out or self-exclusion. */
  protection: { checkClaim: (tx: Tx, memberId: number) => Promise<void> };
}

type Body = z.output<typeof RedeemBodySchema>;
export interface Acting {
  actor: string;
  ip: string;
}

export type RedeemService = ReturnType<typeof createRedeemService>;

/**
 * Redeeming rewards with points (§4 statuses). Everything a redemption changes (the points, the stock,
 * the reward paid) is one transaction under the reward's row lock, so two members after the last unit
 * queue and the second finds it gone; any refusal rolls it all back.
 */
export function createRedeemService(deps: RedeemDeps) {
  const { db, ledger, houseShards } = deps;

  /** The points leave the member; a cash reward's cash arrives in the same entry. */
  function spendEntry(row: repo.RedemptionRow, reward: repo.RewardRow): PostInput {
    const { memberId } = row;
    const cash = reward.kind === 'cash' ? reward.amountCents * BigInt(row.quantity) : 0n;
    return {
      idempotencyKey: `points:redeem:${row.id}`,
      kind: 'point_redeem',
      memberId,
      actor: `member:${memberId}`,
      reference: { redemptionId: row.id, rewardId: reward.id, title: reward.title.EN },
      remark: '',
      postings: [
        { accountKey: accountKey.points(memberId), amount: -row.points },
        { accountKey: houseShardKey('points', memberId, houseShards), amount: row.points },
        ...(cash > 0n
          ? [
              { accountKey: accountKey.house('point_rewards'), amount: -cash },
              { accountKey: accountKey.cash(memberId), amount: cash },
            ]
          : []),
      ],
    };
  }

  async function checkLimits(tx: Tx, memberId: number, reward: repo.RewardRow, quantity: number) {
    if (reward.stock !== null && reward.stock < quantity) throw new AppError('error_out_of_stock');
    if (reward.perMemberLimit !== null) {
      const held = await repo.redeemedOf(tx, memberId, reward.id);
      if (held + quantity > reward.perMemberLimit) throw new AppError('error_redeem_limit');
    }
  }

  async function redeemIn(tx: Tx, memberId: number, body: Body, lang: Language): Promise<Redemption> {
    const first = await repo.findByRequest(tx, memberId, body.requestId);
    if (first) {
      if (first.rewardId !== body.rewardId || first.quantity !== body.quantity)
        throw new AppError('error_idempotency_conflict');
      const reward = await repo.findReward(tx, first.rewardId);
      if (!reward) throw new Error(`redemption ${first.id} has no reward`);
      return toRedemption(first, reward, lang);
    }
    await deps.protection.checkClaim(tx, memberId);
    const reward = await repo.lockReward(tx, body.rewardId);
    if (!reward?.enabled) throw new AppError('error_reward_unavailable');
    if (reward.kind === 'goods' && !body.delivery) throw new AppError('error_delivery_required');
    await checkLimits(tx, memberId, reward, body.quantity);
    const row = await repo.insertRedemption(tx, {
      memberId,
      rewardId: reward.id,
      requestId: body.requestId,
      quantity: body.quantity,
      points: reward.pointsPrice * BigInt(body.quantity),
      // Cash and bonus are paid now; goods wait for an operator to ship them.
      status: reward.kind === 'goods' ? 'process' : 'approved',
      delivery: reward.kind === 'goods' ? (body.delivery ?? null) : null,
      decidedBy: reward.kind === 'goods' ? null : 'system',
      decidedAt: reward.kind === 'goods' ? null : new Date(),
    });
    await ledger.post(tx, spendEntry(row, reward));
    if (reward.stock !== null)
      await repo.updateReward(tx, reward.id, { stock: reward.stock - body.quantity });
    if (reward.kind === 'bonus') {
      const amount = reward.amountCents * BigInt(body.quantity);
      await deps.bonuses.grantBonus(tx, {
        memberId,
        source: `points:${row.id}`,
        title: reward.title.EN,
        amount,
        turnoverRequired: amount * BigInt(reward.turnoverMultiple),
      });
    }
    return toRedemption(row, reward, lang);
  }

  async function redeem(memberId: number, body: Body, ip: string, lang: Language): Promise<RedeemValue> {
    await deps.paymentPasswords.verify(memberId, body.paymentPassword, ip);
    const redemption = await db
      .transaction((tx) => redeemIn(tx, memberId, body, lang))
      .catch((error: unknown) => {
        throw pointsRefusal(error);
      });
    const balance = await ledger.getBalance(memberId, db);
    return { ...redemption, points: Number(balance.points) };
  }

  async function listMine(memberId: number, lang: Language, query: z.output<typeof RedeemListQuerySchema>) {
    const rows = await repo.listRedemptions(db, { memberId, ...query, oldestFirst: false });
    const page = rows.slice(0, query.pageSize);
    return {
      list: page.map((r) => toRedemption(r.redemption, r.reward, lang)),
      nextCursor: rows.length > query.pageSize ? (page.at(-1)?.redemption.id ?? null) : null,
    };
  }

  async function listForOperator(query: z.output<typeof RedeemListQuerySchema>) {
    const rows = await repo.listRedemptions(db, { ...query, oldestFirst: query.status === 'process' });
    const page = rows.slice(0, query.pageSize);
    const nameOf = await actorNames(
      db,
      page.map((r) => r.redemption.decidedBy),
    );
    return {
      list: page.map((r) => toAdminRedemption(r.redemption, r.reward, r.username, nameOf)),
      nextCursor: rows.length > query.pageSize ? (page.at(-1)?.redemption.id ?? null) : null,
    };
  }

  /**
   * An operator decides a redemption in process, once. A rejection gives the points back (its own
   * ledger key) and puts the units back in stock.
   */
  async function decide(
    id: number,
    decision: 'approved' | 'rejected',
    remark: string,
    by: Acting,
  ): Promise<AdminRedemption> {
    return db.transaction(async (tx) => {
      const row = await repo.lockRedemption(tx, id);
      if (!row) throw new AppError('error_not_found');
      if (row.status !== 'process') throw new AppError('error_redemption_decided');
      const reward = await repo.lockReward(tx, row.rewardId);
      if (!reward) throw new Error(`redemption ${id} has no reward`);
      if (decision === 'rejected') {
        await ledger.post(tx, {
          idempotencyKey: `points:refund:${row.id}`,
          kind: 'point_refund',
          memberId: row.memberId,
          actor: by.actor,
          reference: { redemptionId: row.id, rewardId: reward.id, title: reward.title.EN },
          remark,
          postings: [
            { accountKey: houseShardKey('points', row.memberId, houseShards), amount: -row.points },
            { accountKey: accountKey.points(row.memberId), amount: row.points },
          ],
        });
        if (reward.stock !== null)
          await repo.updateReward(tx, reward.id, { stock: reward.stock + row.quantity });
      }
      const decided = await repo.decideRedemption(tx, id, {
        status: decision,
        remark,
        decidedBy: by.actor,
        decidedAt: new Date(),
      });
      await writeAudit(tx, {
        actor: by.actor,
        action: `points.redemption.${decision === 'approved' ? 'approve' : 'reject'}`,
        before: { id, status: row.status },
        after: { id, status: decision, remark, points: Number(row.points) },
        ip: by.ip,
      });
      return toAdminRedemption(
        decided,
        reward,
        await repo.usernameOf(tx, row.memberId),
        await actorNames(tx, [decided.decidedBy]),
      );
    });
  }

  return { redeem, listMine, listForOperator, decide };
}
