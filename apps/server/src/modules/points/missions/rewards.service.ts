import {
  formatCents,
  type AdminClaim,
  type AdminClaimQuerySchema,
  type ClaimBody,
  type ClaimValue,
  type ClaimableCount,
  type Language,
  type LoyaltyRewardKind,
  type RewardCenter,
  type RewardItem,
} from '@swerte/contracts';
import type { z } from 'zod';
import type { BothLanguages } from '../../../db/points-schema.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { BonusService } from '../../wallet/bonus/index.js';
import { accountKey, houseShardKey, type LedgerService } from '../../wallet/ledger/index.js';
import type { MessagesService } from '../messages/messages.service.js';
import * as repo from './missions.repository.js';

const DAY_MS = 86_400_000;
/** Items the reward center lists at most (open ones first). */
const LIST_LIMIT = 100;

export interface RewardsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post'>;
  bonuses: Pick<BonusService, 'grantBonus'>;
  messages: Pick<MessagesService, 'sendAutomatic'>;
  houseShards: number;
}

export type RewardsService = ReturnType<typeof createRewardsService>;

/** A reward's amount on the wire: whole points, or money. */
export const amountText = (kind: LoyaltyRewardKind, amount: bigint) =>
  kind === 'points' ? amount.toString() : formatCents(amount);

function toItem(row: repo.ClaimRow, lang: Language, now: Date): RewardItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title[lang],
    rewardKind: row.rewardKind,
    amount: amountText(row.rewardKind, row.amount),
    status: row.status === 'claimed' ? 'claimed' : row.expiresAt > now ? 'claim' : 'close',
    expiresAt: row.expiresAt.toISOString(),
    claimedAt: row.claimedAt ? row.claimedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewClaim {
  memberId: number;
  source: string;
  kind: 'mission' | 'referral';
  title: BothLanguages;
  rewardKind: LoyaltyRewardKind;
  amount: bigint;
  turnoverMultiple: number;
  claimDays: number;
}

/**
 * The reward center: what members may claim (missions completed, referral rewards), each made once by
 * its source and paid once under its row lock and its ledger key `loyalty:claim:<id>`.
 */
export function createRewardsService(deps: RewardsDeps) {
  const { db, ledger, houseShards } = deps;

  /** Makes a claim once per source, and tells the member a reward is ready (once, by the same source). */
  async function offer(tx: Tx, claim: NewClaim): Promise<void> {
    const row = await repo.insertClaim(tx, {
      memberId: claim.memberId,
      source: claim.source,
      kind: claim.kind,
      title: claim.title,
      rewardKind: claim.rewardKind,
      amount: claim.amount,
      turnoverMultiple: claim.turnoverMultiple,
      expiresAt: new Date(Date.now() + claim.claimDays * DAY_MS),
    });
    if (!row) return;
    const amount = {
      EN: claim.rewardKind === 'points' ? `${row.amount} points` : amountText(row.rewardKind, row.amount),
      TY: claim.rewardKind === 'points' ? `${row.amount} points` : amountText(row.rewardKind, row.amount),
    };
    await deps.messages.sendAutomatic(tx, claim.memberId, `reward:${claim.source}`, {
      title: { EN: 'Reward ready', TY: 'Handa na ang reward' },
      body: {
        EN: `${claim.title.EN}: your reward of ${amount.EN} is waiting in the reward center. Claim it within ${claim.claimDays} days.`,
        TY: `${claim.title.TY}: naghihintay sa reward center ang reward mong ${amount.TY}. I-claim ito sa loob ng ${claim.claimDays} araw.`,
      },
    });
  }

  /** Pays one claim in the caller's transaction (the claim row is locked by the caller). */
  async function pay(tx: Tx, row: repo.ClaimRow): Promise<void> {
    const key = `loyalty:claim:${row.id}`;
    const reference = { claimId: row.id, source: row.source };
    if (row.rewardKind === 'points') {
      await ledger.post(tx, {
        idempotencyKey: key,
        kind: 'loyalty_reward',
        memberId: row.memberId,
        actor: `member:${row.memberId}`,
        reference,
        remark: row.title.EN,
        postings: [
          { accountKey: houseShardKey('points', row.memberId, houseShards), amount: -row.amount },
          { accountKey: accountKey.points(row.memberId), amount: row.amount },
        ],
      });
    } else if (row.rewardKind === 'cash') {
      await ledger.post(tx, {
        idempotencyKey: key,
        kind: 'loyalty_reward',
        memberId: row.memberId,
        actor: `member:${row.memberId}`,
        reference,
        remark: row.title.EN,
        postings: [
          { accountKey: accountKey.house('loyalty_rewards'), amount: -row.amount },
          { accountKey: accountKey.cash(row.memberId), amount: row.amount },
        ],
      });
    } else {
      await deps.bonuses.grantBonus(tx, {
        memberId: row.memberId,
        source: `loyalty:${row.id}`,
        title: row.title.EN,
        amount: row.amount,
        turnoverRequired: row.amount * BigInt(row.turnoverMultiple),
      });
    }
  }

  /**
   * Claims the named items (each must be the member's, open and unexpired, or nothing at all is paid),
   * or every open one. Two claims of one item queue on its row: the second finds it claimed.
   */
  async function claim(memberId: number, body: ClaimBody, lang: Language): Promise<ClaimValue> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const ids = 'ids' in body ? [...new Set(body.ids)] : 'open';
      const rows = await repo.lockClaims(tx, memberId, ids);
      if (ids !== 'open' && rows.length !== ids.length) throw new AppError('error_not_found');
      for (const row of rows) {
        if (row.status === 'claimed') throw new AppError('error_reward_claimed');
        if (row.expiresAt <= now)
          throw new AppError(row.kind === 'mission' ? 'error_mission_closed' : 'error_reward_expired');
      }
      const claimed: RewardItem[] = [];
      for (const row of rows) {
        await pay(tx, row);
        claimed.push(toItem(await repo.markClaimed(tx, row.id, now), lang, now));
      }
      return { claimed, count: (await repo.openCounts(tx, memberId)).all };
    });
  }

  async function list(memberId: number, lang: Language): Promise<RewardCenter> {
    const now = new Date();
    const [rows, counts] = await Promise.all([
      repo.memberClaims(db, memberId, LIST_LIMIT),
      repo.openCounts(db, memberId),
    ]);
    return { list: rows.map((row) => toItem(row, lang, now)), count: counts.all };
  }

  async function counts(memberId: number): Promise<ClaimableCount> {
    const open = await repo.openCounts(db, memberId);
    return { rewardCenter: open.all, missionLeaderboard: open.missions };
  }

  async function report(query: z.output<typeof AdminClaimQuerySchema>) {
    const now = new Date();
    const rows = await repo.claimReport(db, query, query.pageSize + 1);
    const page = rows.slice(0, query.pageSize);
    return {
      list: page.map((r): AdminClaim => ({
        ...toItem(r.claim, 'EN', now),
        memberId: r.claim.memberId,
        username: r.username,
        source: r.claim.source,
      })),
      nextCursor: rows.length > query.pageSize ? (page.at(-1)?.claim.id ?? null) : null,
    };
  }

  return { offer, claim, list, counts, report };
}
