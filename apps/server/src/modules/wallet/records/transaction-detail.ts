import {
  formatCents,
  type TransactionDetail,
  type TransactionDetailQuerySchema,
  type TransactionReference,
} from '@swerte/contracts';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { GamesService } from '../../games/games.service.js';
import { maskAccountNumber } from '../../member/bank-accounts.service.js';
import type { MemberService } from '../../member/member.service.js';
import type { BetReads } from '../bets/index.js';
import * as repo from './records.repository.js';

export interface TransactionDetailDeps {
  db: Db;
  members: Pick<MemberService, 'findById'>;
  games: Pick<GamesService, 'getVendorNames'>;
  bets: Pick<BetReads, 'findMemberBet'>;
}

/**
 * The account record's detail (ODSFE2_MemTransDet): an entry's lines on the member's wallets and what
 * it points at (order, bank account masked, vendor and game, the other member of an upline transfer).
 */
export function createTransactionDetail({ db, members, games, bets }: TransactionDetailDeps) {
  /** One entry with the member's lines of it; an entry that never touched their wallets is not found. */
  async function getTransaction(
    memberId: number,
    query: z.output<typeof TransactionDetailQuerySchema>,
  ): Promise<TransactionDetail> {
    const [accounts, points] = await Promise.all([
      repo.recordAccounts(db, memberId),
      repo.pointsAccount(db, memberId),
    ]);
    // A points-only entry (points earned, a redemption) is the member's too.
    const mine = points === null ? accounts : [...accounts, { id: points, kind: 'cash' as const }];
    const found = await repo.findEntryOn(db, query.entryId, mine);
    if (!found) throw new AppError('error_not_found');
    const { entry } = found;
    const lines = found.lines.filter((line) => line.accountId !== points);
    const walletOf = new Map(accounts.map((a) => [a.id, a.kind]));
    return {
      entryId: entry.id,
      time: entry.createdAt.toISOString(),
      type: entry.kind,
      by: actorOf(entry.actor, memberId),
      remark: entry.remark,
      postings: lines.map((line) => ({
        id: line.id,
        wallet: walletOf.get(line.accountId) ?? 'cash',
        amount: formatCents(line.amount),
        balanceAfter: formatCents(line.balanceAfter),
      })),
      reference: await referenceOf(memberId, entry),
      pointLines: points === null ? [] : await pointLinesOf(entry, points),
    };
  }

  /** The entry's own points lines; for a bet's stake or payout, the points that bet earned. */
  async function pointLinesOf(entry: { id: number; kind: string; reference: unknown }, account: number) {
    const betId = (entry.reference as { betId?: unknown } | null)?.betId;
    const lines =
      (entry.kind === 'payout' || entry.kind === 'bet') && typeof betId === 'number'
        ? await repo.linesOfKey(db, `points:bet:${betId}`, account)
        : await repo.linesOfEntry(db, entry.id, account);
    return lines.map((line) => ({
      id: line.id,
      points: Number(line.amount),
      pointsAfter: Number(line.balanceAfter),
    }));
  }

  async function referenceOf(
    memberId: number,
    entry: { kind: string; memberId: number | null; reference: unknown },
  ): Promise<TransactionReference> {
    const ref = (entry.reference ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof ref[key] === 'string' ? ref[key] : null);
    const id = (key: string) => (typeof ref[key] === 'number' ? ref[key] : 0);
    const base: TransactionReference = {
      ...EMPTY_REFERENCE,
      orderNo: text('orderNo'),
      transferId: text('transferId'),
    };
    switch (entry.kind) {
      case 'deposit': {
        const deposit = await repo.findDepositRef(db, memberId, id('depositId'));
        return { ...base, orderNo: deposit?.orderNo ?? base.orderNo, method: deposit?.method ?? null };
      }
      case 'withdrawal':
      case 'withdrawal_release': {
        const withdrawal = await repo.findWithdrawalRef(db, memberId, id('withdrawalId'));
        if (!withdrawal) return base;
        return {
          ...base,
          orderNo: withdrawal.orderNo,
          bankName: withdrawal.bankName,
          accountNumber: maskAccountNumber(withdrawal.accountNumber),
        };
      }
      case 'transfer': {
        const vendor = text('vassalage');
        const direction = text('direction');
        return {
          ...base,
          vendor,
          vendorName: vendor && ((await games.getVendorNames()).get(vendor) ?? vendor),
          direction: direction === 'in' || direction === 'out' ? direction : null,
        };
      }
      case 'transfer_upline': {
        // The sender's entry names the upline; the upline sees the sender.
        const otherId = entry.memberId === memberId ? id('uplineId') : (entry.memberId ?? 0);
        return { ...base, counterparty: (await members.findById(otherId, db))?.username ?? null };
      }
      case 'bet':
      case 'payout':
      case 'void': {
        const bet = await bets.findMemberBet(memberId, id('betId'));
        if (!bet) return base;
        return {
          ...base,
          vendor: bet.vendor,
          vendorName: (await games.getVendorNames()).get(bet.vendor) ?? bet.vendor,
          gameType: bet.gameType,
          gameName: bet.gameName,
          vendorBetId: bet.vendorBetId,
        };
      }
      case 'bonus':
      case 'bonus_unlock':
        return { ...base, title: text('title') };
      case 'rebate':
        return { ...base, title: text('period') };
      default:
        return base;
    }
  }

  return { getTransaction };
}

const EMPTY_REFERENCE: TransactionReference = {
  orderNo: null,
  method: null,
  bankName: null,
  accountNumber: null,
  vendor: null,
  vendorName: null,
  direction: null,
  gameType: null,
  gameName: null,
  vendorBetId: null,
  transferId: null,
  counterparty: null,
  title: null,
};

function actorOf(actor: string, memberId: number): TransactionDetail['by'] {
  if (actor === `member:${memberId}`) return 'self';
  if (actor.startsWith('member:')) return 'member';
  if (actor.startsWith('operator:') || actor.startsWith('cli:')) return 'operator';
  if (actor.startsWith('vendor:')) return 'vendor';
  return 'system';
}
