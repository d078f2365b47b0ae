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

/**
 * The promotions area's claimables, wired by the composition root: promotions whose §4 status for the
 * member is claim, and their claim (a raffle prize or a deposit or turnover bonus).
 */
export interface PromotionClaims {
  claimable(memberId: number, lang: Language): Promise<{ id: number; title: string; endAt: string | null }[]>;
  /** Claims one in the caller's transaction (refusing with the promotions area's keys). */
  claimIn(
    tx: Tx,
    memberId: number,
    id: number,
    lang: Language,
  ): Promise<{ title: string; amount: string | null }>;
}

export interface RewardsDeps {
  promotions: PromotionClaims;
  db: Db;
  ledger: Pick<LedgerService, 'post'>;
  bonuses: Pick<BonusService, 'grantBonus'>;
  messages: Pick<MessagesService, 'sendAutomatic'>;
  houseShards: number;
  /** The protection area: no reward is taken during a time-out or self-exclusion. */
  protection: { checkClaim: (tx: Tx, memberId: number) => Promise<void> };
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
  kind: 'mission' | 'referral' | 'vip' | 'zalo';
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

  /**
   * Makes a claim once per source, and tells the member a reward is ready (once, by the same source).
   * Answers the claim made, or null when the source had one already.
   */
  async function offer(tx: Tx, claim: NewClaim): Promise<repo.ClaimRow | null> {
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
    if (!row) return null;
    const amount = {
      EN: claim.rewardKind === 'points' ? `${row.amount} points` : amountText(row.rewardKind, row.amount),
      TY: claim.rewardKind === 'points' ? `${row.amount} points` : amountText(row.rewardKind, row.amount),
    };
    // Sources repeat across members (mission:<id>:<period>, vip:level:<n>): the message's names the member.
    await deps.messages.sendAutomatic(tx, claim.memberId, `reward:${claim.memberId}:${claim.source}`, {
      title: { EN: 'Reward ready', TY: 'Handa na ang reward' },
      body: {
        EN: `${claim.title.EN}: your reward of ${amount.EN} is waiting in the reward center. Claim it within ${claim.claimDays} days.`,
        TY: `${claim.title.TY}: naghihintay sa reward center ang reward mong ${amount.TY}. I-claim ito sa loob ng ${claim.claimDays} araw.`,
      },
    });
    return row;
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
   * Claims the named items and promotions, or every claimable one, in one transaction: each must be
   * the member's and open, or nothing at all is paid and the first refusal answers. Two claims of one
   * item queue on its row: the second finds it claimed. A retry with the first call's requestId
   * answers what that call claimed, and pays nothing more.
   */
  async function claim(memberId: number, body: ClaimBody, lang: Language): Promise<ClaimValue> {
    const all = 'all' in body;
    const promotionIds = all
      ? (await deps.promotions.claimable(memberId, lang)).map((p) => p.id)
      : [...new Set(body.promotionIds ?? [])];
    const ids = all ? 'open' : [...new Set(body.ids ?? [])];
    const claimed = await db.transaction(async (tx) => {
      if (body.requestId && !(await repo.insertRequest(tx, memberId, body.requestId)))
        return replay(tx, memberId, body.requestId, lang);
      await deps.protection.checkClaim(tx, memberId);
      const now = new Date();
      const items = await claimOwn(tx, memberId, ids, lang, now);
      const promoted: RewardItem[] = [];
      for (const id of promotionIds) {
        const paid = await deps.promotions.claimIn(tx, memberId, id, lang);
        promoted.push(promotionItem(id, paid.title, paid.amount, now));
      }
      if (body.requestId)
        await repo.saveRequest(tx, memberId, body.requestId, {
          ids: items.map((item) => item.id),
          promotions: promoted.map((p) => ({ id: p.id, title: p.title, amount: p.amount })),
        });
      return [...items, ...promoted];
    });
    return { claimed, count: (await counts(memberId, lang)).rewardCenter };
  }

  /** A claimed promotion as a reward center item (its bonus is what the claim paid). */
  const promotionItem = (id: number, title: string, amount: string | null, at: Date): RewardItem => ({
    id,
    kind: 'promotion',
    title,
    rewardKind: 'bonus',
    amount,
    status: 'claimed',
    expiresAt: null,
    claimedAt: at.toISOString(),
    createdAt: at.toISOString(),
  });

  /** What an earlier call with this requestId claimed. */
  async function replay(tx: Tx, memberId: number, requestId: string, lang: Language) {
    const request = await repo.findRequest(tx, memberId, requestId);
    if (!request) throw new Error('a claim request conflicted but cannot be read');
    const now = new Date();
    const rows = await repo.claimsByIds(tx, memberId, request.claimed.ids);
    return [
      ...rows.map((row) => toItem(row, lang, now)),
      ...request.claimed.promotions.map((p) => promotionItem(p.id, p.title, p.amount, request.createdAt)),
    ];
  }

  async function claimOwn(tx: Tx, memberId: number, ids: number[] | 'open', lang: Language, now: Date) {
    if (ids !== 'open' && ids.length === 0) return [];
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
    return claimed;
  }

  async function list(memberId: number, lang: Language): Promise<RewardCenter> {
    const now = new Date();
    const [rows, open, promotions] = await Promise.all([
      repo.memberClaims(db, memberId, LIST_LIMIT),
      repo.openCounts(db, memberId),
      deps.promotions.claimable(memberId, lang),
    ]);
    const items = rows.map((row) => toItem(row, lang, now));
    const firstDone = items.findIndex((item) => item.status !== 'claim');
    const promoted = promotions.map((p): RewardItem => ({
      ...promotionItem(p.id, p.title, null, now),
      status: 'claim',
      expiresAt: p.endAt,
      claimedAt: null,
    }));
    // Claimable promotions sit with the open items, before those claimed or expired.
    items.splice(firstDone === -1 ? items.length : firstDone, 0, ...promoted);
    return { list: items, count: open.all + promotions.length };
  }

  async function counts(memberId: number, lang: Language): Promise<ClaimableCount> {
    const [open, promotions] = await Promise.all([
      repo.openCounts(db, memberId),
      deps.promotions.claimable(memberId, lang),
    ]);
    return { rewardCenter: open.all + promotions.length, missionLeaderboard: open.missions };
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
