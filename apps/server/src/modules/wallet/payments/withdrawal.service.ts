import {
  formatCents,
  parseCents,
  type AdminWithdrawal,
  type Withdrawal,
  type WithdrawalConfirmation,
  type WithdrawBodySchema,
} from '@swerte/contracts';
import type { z } from 'zod';
import { actorNames, writeAudit } from '../../../platform/audit.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { uniqueViolation } from '../../../platform/db/errors.js';
import type { EventOutbox } from '../../../platform/events/index.js';
import { AppError } from '../../../platform/errors.js';
import type { FourEyesGate } from '../../../platform/four-eyes.js';
import type { BankAccountService } from '../../member/bank-accounts.service.js';
import type { MemberService } from '../../member/member.service.js';
import type { PaymentPasswordService } from '../../member/payment-password.service.js';
import { checkAmountRange, nextCursor, type ActingAs, type Page } from './deposit.service.js';
import { accountKey } from '../ledger/index.js';
import type { LedgerService } from '../ledger/index.js';
import { newOrderNo, siteDay } from '../../../platform/site-day.js';
import * as repo from './withdrawal.repository.js';

/** The operator's withdrawal limits (the `wallet` settings key). */
export interface WithdrawSettings {
  withdrawMin: string;
  withdrawMax: string;
  withdrawDailyCount: number;
  withdrawConfirmMinutes: number;
}

export interface WithdrawalDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post' | 'getBalance' | 'lockBalances'>;
  /** withdrawal.paid is published in the transaction that pays (automatic messages subscribe). */
  events: Pick<EventOutbox, 'publish'>;
  members: Pick<MemberService, 'findById'>;
  paymentPasswords: Pick<PaymentPasswordService, 'verify'>;
  bankAccounts: Pick<BankAccountService, 'findActive' | 'findDefault' | 'countActive'>;
  withdrawSettings: () => Promise<WithdrawSettings>;
  /** A payout above the operator's four-eyes amount is refused here and goes through approvals. */
  fourEyes: FourEyesGate;
  timeZone: string;
  now?: () => Date;
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

const mask = (number: string) => `****${number.slice(-4)}`;

function toWithdrawal(row: repo.WithdrawalListRow): Withdrawal {
  return {
    orderNo: row.orderNo,
    amount: formatCents(row.amount),
    status: row.status,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: mask(row.accountNumber),
    confirmation: row.confirmation,
    confirmDeadlineAt: row.confirmDeadlineAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toAdminWithdrawal(row: repo.WithdrawalListRow, nameOf: (actor: string) => string): AdminWithdrawal {
  return {
    ...toWithdrawal(row),
    id: row.id,
    memberId: row.memberId,
    username: row.username,
    bankCode: row.bankCode,
    accountNumber: row.accountNumber,
    decidedBy: row.decidedBy === null ? null : nameOf(row.decidedBy),
  };
}

/**
 * Withdrawals. Requesting one holds the amount ('withdrawal:<id>': cash → withdrawals_clearing); a
 * rejection releases it ('withdrawal_release:<id>'); a payout moves it on to house:payouts
 * ('withdrawal_paid:<id>'), so the clearing account only ever holds what is still pending.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const { db, ledger, now = () => new Date() } = deps;

  async function readOne(id: number, tx: Db | Tx): Promise<repo.WithdrawalListRow> {
    const [row] = await repo.listWithdrawals(tx, { ids: [id] }, { pageSize: 1 });
    if (!row) throw new AppError('error_not_found');
    return row;
  }

  async function info(memberId: number) {
    const [settings, member, balances] = await Promise.all([
      deps.withdrawSettings(),
      deps.members.findById(memberId, db),
      ledger.getBalance(memberId, db),
    ]);
    const usedToday = await repo.countSince(db, memberId, siteDay(deps.timeZone, now()).start);
    return {
      minAmount: formatCents(parseCents(settings.withdrawMin)),
      maxAmount: formatCents(parseCents(settings.withdrawMax)),
      dailyCount: settings.withdrawDailyCount,
      usedToday,
      balance: formatCents(balances.cash),
      hasPaymentPassword: member?.paymentPasswordHash != null,
      confirmMinutes: settings.withdrawConfirmMinutes,
    };
  }

  async function targetAccount(memberId: number, bankAccountId: number | undefined) {
    if ((await deps.bankAccounts.countActive(memberId)) === 0) throw new AppError('error_no_bank_account');
    const account =
      bankAccountId === undefined
        ? await deps.bankAccounts.findDefault(memberId, db)
        : await deps.bankAccounts.findActive(memberId, bankAccountId, db);
    if (!account) throw new AppError('error_not_found');
    return account;
  }

  async function request(memberId: number, body: z.output<typeof WithdrawBodySchema>, ip: string) {
    const settings = await deps.withdrawSettings();
    const amount = parseCents(body.amount);
    checkAmountRange(amount, parseCents(settings.withdrawMin), parseCents(settings.withdrawMax));
    const account = await targetAccount(memberId, body.bankAccountId);
    await deps.paymentPasswords.verify(memberId, body.paymentPassword, ip);
    const id = await insertHeld(memberId, amount, account.id, settings.withdrawDailyCount, ip);
    return toWithdrawal(await readOne(id, db));
  }

  /** The withdrawal row and its hold, together or not at all; retried on the rare order-number clash. */
  async function insertHeld(
    memberId: number,
    amount: bigint,
    bankAccountId: number,
    limit: number,
    ip: string,
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          // The member's cash account row serialises their concurrent requests (the daily count).
          await ledger.lockBalances(tx, [accountKey.cash(memberId)]);
          if ((await repo.countSince(tx, memberId, siteDay(deps.timeZone, now()).start)) >= limit) {
            throw new AppError('error_withdraw_daily_limit', { limit });
          }
          const row = await repo.insertWithdrawal(tx, {
            orderNo: newOrderNo('W', deps.timeZone, now()),
            memberId,
            bankAccountId,
            amount,
            status: 'pending',
          });
          await ledger.post(tx, {
            idempotencyKey: `withdrawal:${row.id}`,
            kind: 'withdrawal',
            memberId,
            actor: `member:${memberId}`,
            reference: { withdrawalId: row.id, orderNo: row.orderNo },
            postings: [
              { accountKey: accountKey.cash(memberId), amount: -amount },
              { accountKey: accountKey.house('withdrawals_clearing'), amount },
            ],
          });
          await writeAudit(tx, {
            actor: `member:${memberId}`,
            action: 'withdrawal.request',
            before: null,
            after: { orderNo: row.orderNo, amount: formatCents(amount), bankAccountId },
            ip,
          });
          return row.id;
        });
      } catch (error) {
        if (attempt < 3 && uniqueViolation(error) === 'withdrawals_order_no_uq') continue;
        throw error;
      }
    }
  }

  async function confirm(
    memberId: number,
    orderNo: string,
    confirmation: WithdrawalConfirmation,
    ip: string,
  ) {
    await repo.settleUnanswered(db, { memberId }, now());
    return db.transaction(async (tx) => {
      const row = await repo.lockWithdrawal(tx, repo.byMemberOrder(memberId, orderNo));
      if (!row) throw new AppError('error_not_found');
      const open =
        row.status === 'paid' && row.confirmation === null && (row.confirmDeadlineAt ?? now()) > now();
      if (!open) throw new AppError('error_conflict');
      await repo.updateWithdrawal(tx, row.id, { confirmation, confirmedAt: now() });
      await writeAudit(tx, {
        actor: `member:${memberId}`,
        action: 'withdrawal.confirm',
        before: { orderNo, confirmation: null },
        after: { orderNo, confirmation },
        ip,
      });
      return toWithdrawal(await readOne(row.id, tx));
    });
  }

  /**
   * Paid or rejected by an operator: one ledger entry, the new status and the audit row together, in the
   * caller's transaction. A payout is checked against the four-eyes amount unless `approved` (the
   * approvals area runs an approved request through here).
   */
  async function decideIn(
    tx: Tx,
    id: number,
    decision: 'paid' | 'rejected',
    remark: string,
    by: ActingAs,
    { withdrawConfirmMinutes }: Pick<WithdrawSettings, 'withdrawConfirmMinutes'>,
    approved = false,
  ) {
    const row = await repo.lockWithdrawal(tx, repo.byId(id));
    if (!row) throw new AppError('error_not_found');
    if (row.status !== 'pending') throw new AppError('error_conflict');
    const paid = decision === 'paid';
    if (paid && !approved) await deps.fourEyes.requireBelow(tx, 'withdrawal_paid', row.amount);
    const clearing = accountKey.house('withdrawals_clearing');
    await ledger.post(tx, {
      idempotencyKey: `${paid ? 'withdrawal_paid' : 'withdrawal_release'}:${row.id}`,
      kind: paid ? 'withdrawal_paid' : 'withdrawal_release',
      // A payout moves house money only: it is not a line of the member's account record.
      memberId: paid ? null : row.memberId,
      actor: by.actor,
      reference: { withdrawalId: row.id, orderNo: row.orderNo, memberId: row.memberId },
      remark,
      postings: [
        { accountKey: clearing, amount: -row.amount },
        {
          accountKey: paid ? accountKey.house('payouts') : accountKey.cash(row.memberId),
          amount: row.amount,
        },
      ],
    });
    const at = now();
    await repo.updateWithdrawal(tx, row.id, {
      status: decision,
      remark,
      decidedBy: by.actor,
      decidedAt: at,
      confirmDeadlineAt: paid ? new Date(at.getTime() + withdrawConfirmMinutes * 60_000) : null,
    });
    if (paid)
      await deps.events.publish(tx, 'withdrawal.paid', {
        withdrawalId: row.id,
        memberId: row.memberId,
        amountCents: row.amount.toString(),
      });
    await writeAudit(tx, {
      actor: by.actor,
      action: paid ? 'withdrawal.paid' : 'withdrawal.reject',
      before: { orderNo: row.orderNo, status: row.status },
      after: { orderNo: row.orderNo, status: decision, amount: formatCents(row.amount), remark },
      ip: by.ip,
    });
    const decided = await readOne(row.id, tx);
    return toAdminWithdrawal(decided, await actorNames(tx, [decided.decidedBy]));
  }

  // The settings are read before BEGIN: a cache miss reads them on another connection (PGlite has one).
  async function decide(id: number, decision: 'paid' | 'rejected', remark: string, by: ActingAs) {
    const settings = await deps.withdrawSettings();
    return db.transaction((tx) => decideIn(tx, id, decision, remark, by, settings));
  }

  /** A pending withdrawal's amount and member, for an approval request to pay it out. */
  async function pendingPayout(id: number) {
    const row = await repo.findWithdrawal(db, repo.byId(id));
    if (!row) throw new AppError('error_not_found');
    if (row.status !== 'pending') throw new AppError('error_conflict');
    return { amount: row.amount, memberId: row.memberId };
  }

  return {
    info,
    request,
    confirm,
    async listMine(memberId: number, page: Page) {
      await repo.settleUnanswered(db, { memberId }, now());
      const rows = await repo.listWithdrawals(db, { memberId }, page);
      return { list: rows.map(toWithdrawal), nextCursor: nextCursor(rows, page) };
    },
    async list(status: repo.WithdrawalRow['status'] | undefined, page: Page) {
      const first = await repo.listWithdrawals(db, status ? { status } : {}, page);
      await repo.settleUnanswered(db, { ids: first.map((row) => row.id) }, now());
      const rows = await repo.listWithdrawals(db, { ids: first.map((row) => row.id) }, page);
      const nameOf = await actorNames(
        db,
        rows.map((row) => row.decidedBy),
      );
      return { list: rows.map((row) => toAdminWithdrawal(row, nameOf)), nextCursor: nextCursor(first, page) };
    },
    markPaid: (id: number, remark: string, by: ActingAs) => decide(id, 'paid', remark, by),
    reject: (id: number, remark: string, by: ActingAs) => decide(id, 'rejected', remark, by),
    /** Pays out an approved request, in the approval's transaction. */
    markPaidApproved: (
      tx: Tx,
      id: number,
      remark: string,
      by: ActingAs,
      settings: Pick<WithdrawSettings, 'withdrawConfirmMinutes'>,
    ) => decideIn(tx, id, 'paid', remark, by, settings, true),
    /** What a payout reads of the settings, read before its transaction begins. */
    payoutSettings: () => deps.withdrawSettings(),
    pendingPayout,
  };
}
